import { describe, expect, it } from 'vitest';
import { findLinks, isOwnHost, lastLink, linkHref, splitLinks } from '@/features/member-feed/model/links';

describe('lastLink (§5: the link preview uses the last link)', () => {
  it('the last of several', () => {
    expect(lastLink('see https://a.example/x and http://b.example/y?q=1')).toBe('http://b.example/y?q=1');
  });
  it('none → null', () => {
    expect(lastLink('no links here')).toBeNull();
    expect(lastLink('')).toBeNull();
    expect(lastLink('ftp://files.example/x')).toBeNull();
    expect(lastLink('https:// nothing')).toBeNull();
    expect(lastLink('www. nothing')).toBeNull();
  });
  it("'www.' counts as https://", () => {
    expect(lastLink('go to www.example.org now')).toBe('https://www.example.org');
    expect(linkHref('www.example.org')).toBe('https://www.example.org');
    expect(linkHref('HTTP://x.example')).toBe('HTTP://x.example');
  });
  it('trailing punctuation is not part of the link', () => {
    for (const p of ['.', ',', ';', ':', '!', '?', '...', '?!']) expect(lastLink(`read https://example.org/a${p}`)).toBe('https://example.org/a');
  });
  it('closing brackets and quotes around the link are dropped; balanced ones stay', () => {
    expect(lastLink('(see https://example.org/a)')).toBe('https://example.org/a');
    expect(lastLink('[https://example.org/a].')).toBe('https://example.org/a');
    expect(lastLink('"https://example.org/a"')).toBe('https://example.org/a');
    expect(lastLink("'www.example.org'")).toBe('https://www.example.org');
    expect(lastLink('“https://example.org/a”')).toBe('https://example.org/a');
    expect(lastLink('https://en.wikipedia.org/wiki/Foo_(bar)')).toBe('https://en.wikipedia.org/wiki/Foo_(bar)');
    expect(lastLink('(https://en.wikipedia.org/wiki/Foo_(bar))')).toBe('https://en.wikipedia.org/wiki/Foo_(bar)');
  });
  it("'www.' inside an address or a path is not a second link", () => {
    expect(findLinks('mail me@www.example.org')).toEqual([]);
    expect(findLinks('https://www.example.org/www.x').length).toBe(1);
  });
  it('case-insensitive scheme; query and fragment kept', () => {
    expect(lastLink('HTTPS://Example.org/p?a=1&b=2#top.')).toBe('HTTPS://Example.org/p?a=1&b=2#top');
  });
});

describe('splitLinks', () => {
  it('text and link segments in order', () => {
    expect(splitLinks('see www.a.org, then https://b.org/x.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'www.a.org', href: 'https://www.a.org' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'https://b.org/x', href: 'https://b.org/x' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('plain text is one segment; empty text none', () => {
    expect(splitLinks('hello <b>there</b>')).toEqual([{ kind: 'text', text: 'hello <b>there</b>' }]);
    expect(splitLinks('')).toEqual([]);
  });
  it('a link alone, and markup never joins a link', () => {
    expect(splitLinks('https://a.org')).toEqual([{ kind: 'link', text: 'https://a.org', href: 'https://a.org' }]);
    expect(splitLinks('<a href="https://a.org">x</a>')[1]).toEqual({ kind: 'link', text: 'https://a.org', href: 'https://a.org' });
  });
  it('the segments put back together are the text', () => {
    const text = 'a https://x.org/(y) b www.z.org! c\nhttp://q.org';
    expect(splitLinks(text).map((s) => s.text).join('')).toBe(text);
  });
});

describe('isOwnHost', () => {
  const page = 'https://www.rwb.example';
  it('the page origin or the API origin: same tab', () => {
    expect(isOwnHost('https://www.rwb.example/events/3', page, 'https://api.rwb.example/')).toBe(true);
    expect(isOwnHost('https://api.rwb.example/app/feed', page, 'https://api.rwb.example')).toBe(true);
  });
  it('other hosts, schemes or ports: new tab', () => {
    expect(isOwnHost('https://elsewhere.example/', page, 'https://api.rwb.example')).toBe(false);
    expect(isOwnHost('http://www.rwb.example/', page, 'https://api.rwb.example')).toBe(false);
    expect(isOwnHost('https://www.rwb.example:8443/', page, 'https://api.rwb.example')).toBe(false);
  });
  it('a relative API base resolves against the page', () => {
    expect(isOwnHost('https://www.rwb.example/x', page, '/api-base')).toBe(true);
  });
  it('unreadable links or bases are not ours', () => {
    expect(isOwnHost('not a url', page, '/')).toBe(false);
    expect(isOwnHost('https://api.rwb.example/', 'nonsense', 'also nonsense')).toBe(false);
  });
});
