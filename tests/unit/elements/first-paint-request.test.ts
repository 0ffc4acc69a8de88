// The loader's part of a first paint (src/elements/first-paint-request.ts): one GET api/first-paint/{tag}
// per element of a painted tag, with the member's fresh token from the stored session; the member is
// named by that token only (the server reads their id from it). <member-feed> has nothing to paint
// logged out, so nothing is asked for it then.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { requestFirstPaints } from '@/elements/first-paint-request';
import { firstPaintOf } from '@/lib/first-paint';
import { installFetch, loginAs, resetPlatform } from '../helpers';

const nothing = () => new Response(null, { status: 204 });

beforeEach(() => {
  resetPlatform();
  history.replaceState(null, '', '/feed?newAccount=true&utm_source=mail');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

it('logged out: <event-list> is asked for (the public view), <member-feed> is not', () => {
  const { calls } = installFetch(nothing);
  document.body.innerHTML = '<event-list tab="virtual"></event-list><member-feed></member-feed>';
  requestFirstPaints(document);
  expect(calls.map((c) => c.path)).toEqual(['/api/first-paint/event-list']);
  expect(calls[0].headers.get('authorization')).toBeNull();
  expect(firstPaintOf(document.querySelector('member-feed')!)).toBeUndefined();
});

it("a member: <member-feed> is asked for once with their token, and the query names no member", async () => {
  loginAs(7);
  const { calls } = installFetch(nothing);
  document.body.innerHTML = '<member-feed></member-feed>';
  requestFirstPaints(document);
  requestFirstPaints(document); // seen again (the loader's observer): still one request
  expect(calls).toHaveLength(1);
  const url = new URL(calls[0].url);
  expect(url.pathname).toBe('/api/first-paint/member-feed');
  expect(calls[0].headers.get('authorization')).toBe('Bearer access-1');
  // Only the page's own parameters the first views read (the welcome card's newAccount among them).
  expect([...url.searchParams]).toEqual([['page', '/feed?newAccount=true']]);
  // A 204 paints nothing: the element asks for its data itself.
  await expect(firstPaintOf(document.querySelector('member-feed')!)!.promise).resolves.toEqual({});
});

it('an expiring token: the element refreshes it first, so no first paint is asked', () => {
  loginAs(7, 30);
  const { calls } = installFetch(nothing);
  document.body.innerHTML = '<member-feed></member-feed><event-list></event-list>';
  requestFirstPaints(document);
  expect(calls).toHaveLength(0);
});
