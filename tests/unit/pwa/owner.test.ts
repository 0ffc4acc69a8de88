// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterSession, apiCacheName, isOwner, isStranger, MAX_TOKENS, memberFor, staleApiCaches, tokenHash } from '@/pwa/owner';

describe('afterSession', () => {
  it('a first member: kept from now on, anything older wiped', () => {
    expect(afterSession(null, 12, 'h1')).toEqual({ owner: { member: 12, tokens: ['h1'] }, wipe: true });
  });

  it("the same member's refreshed token joins their list (newest first, the last few only): nothing wiped", () => {
    let owner = afterSession(null, 12, 'h1').owner;
    for (const h of ['h2', 'h3', 'h4', 'h5']) {
      const next = afterSession(owner, 12, h);
      expect(next.wipe).toBe(false);
      owner = next.owner;
    }
    expect(owner).toEqual({ member: 12, tokens: ['h5', 'h4', 'h3', 'h2'] });
    expect(owner!.tokens).toHaveLength(MAX_TOKENS);
    expect(afterSession(owner, 12, 'h3')).toEqual({ owner: { member: 12, tokens: ['h3', 'h5', 'h4', 'h2'] }, wipe: false });
  });

  it('another member, or nobody (logout): the previous answers go', () => {
    const owner = { member: 12, tokens: ['h1'] };
    expect(afterSession(owner, 13, 'h9')).toEqual({ owner: { member: 13, tokens: ['h9'] }, wipe: true });
    expect(afterSession(owner, null, null)).toEqual({ owner: null, wipe: true });
    expect(afterSession(owner, 12, null)).toEqual({ owner: null, wipe: true });
  });
});

describe('memberFor', () => {
  const owner = { member: 12, tokens: ['h2', 'h1'] };

  it("the owner, for one of their tokens on a path naming them or nobody", () => {
    expect(memberFor(owner, 'h1', 12)).toBe(12);
    expect(memberFor(owner, 'h2', null)).toBe(12);
  });

  it("nobody for another member's path, a token not announced, no token, or no owner", () => {
    expect(memberFor(owner, 'h1', 13)).toBeNull();
    expect(memberFor(owner, 'h9', 12)).toBeNull();
    expect(memberFor(owner, null, null)).toBeNull();
    expect(memberFor(null, 'h1', 12)).toBeNull();
  });
});

describe('isStranger', () => {
  const owner = { member: 12, tokens: ['h1'] };
  it("an unknown token asking for another member's own timeline", () => {
    expect(isStranger(owner, 'h9', 13)).toBe(true);
  });
  it("not the owner's own token, nor a path naming the owner or nobody, nor without an owner or a token", () => {
    expect(isStranger(owner, 'h1', 13)).toBe(false);
    expect(isStranger(owner, 'h9', 12)).toBe(false);
    expect(isStranger(owner, 'h9', null)).toBe(false);
    expect(isStranger(null, 'h9', 13)).toBe(false);
    expect(isStranger(owner, null, 13)).toBe(false);
  });
});

describe('staleApiCaches', () => {
  const names = ['rwb-app-abc', 'rwb-api-12', 'rwb-api-13', 'rwb-meta', 'other'];
  it("every member's cache but the owner's; all of them when nobody owns", () => {
    expect(staleApiCaches(names, 12)).toEqual(['rwb-api-13']);
    expect(staleApiCaches(names, null)).toEqual(['rwb-api-12', 'rwb-api-13']);
    expect(apiCacheName(12)).toBe('rwb-api-12');
  });
});

describe('tokenHash', () => {
  it('SHA-256 hex of the bearer token, the same from the header or the bare token', async () => {
    const h = await tokenHash('Bearer abc');
    expect(h).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await tokenHash('abc')).toBe(h);
    expect(await tokenHash(null)).toBeNull();
    expect(await tokenHash('Bearer ')).toBeNull();
  });

  it('isOwner accepts only the stored shape', () => {
    expect(isOwner({ member: 1, tokens: ['a'] })).toBe(true);
    expect(isOwner({ member: '1', tokens: [] })).toBe(false);
    expect(isOwner(null)).toBe(false);
  });
});
