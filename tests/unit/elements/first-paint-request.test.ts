// The loader's part of a first paint (src/elements/first-paint-request.ts): one GET api/first-paint/{tag}
// per element of a painted tag. No token is read from storage: when the hint says a member is logged
// in, the page's one cookie refresh is made (once) and its access token sent; the member is named by
// that token only. <member-feed> has nothing to paint logged out, so nothing is asked for it then. The
// session store takes the same refresh's answer instead of refreshing again.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { requestFirstPaints } from '@/elements/first-paint-request';
import { firstPaintOf } from '@/lib/first-paint';
import { $session, startSession, whenSessionReady } from '@/store/session';
import { errorBody, installFetch, json, resetPlatform, tokenCalls, type Call } from '../helpers';

const nothing = () => new Response(null, { status: 204 });
const refreshed = (c: Call) => (c.path === '/oauth/token' ? json({ access_token: 'from-cookie', token_type: 'Bearer', expires_in: 600, user_id: 7 }) : nothing());
const paints = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/first-paint/'));

beforeEach(() => {
  resetPlatform();
  history.replaceState(null, '', '/feed?newAccount=true&utm_source=mail');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  resetPlatform();
});

it('a visitor (no hint): <event-list> is asked for (the public view) without a refresh, <member-feed> is not', async () => {
  const { calls } = installFetch(nothing);
  document.body.innerHTML = '<event-list tab="virtual"></event-list><member-feed></member-feed>';
  requestFirstPaints(document);
  await vi.waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/first-paint/event-list']));
  expect(calls[0].headers.get('authorization')).toBeNull();
  expect(firstPaintOf(document.querySelector('member-feed')!)).toBeUndefined();
});

it('a member (the hint): ONE cookie refresh, then each element asked for once with its token; no token is read from storage', async () => {
  localStorage.setItem('rwb:member', '7');
  localStorage.setItem('rwb:session', JSON.stringify({ accessToken: 'stored', refreshToken: 'stored', expiresAt: Date.now() + 600_000, userId: 7 }));
  const { calls } = installFetch(refreshed);
  document.body.innerHTML = '<member-feed></member-feed><event-list></event-list>';
  requestFirstPaints(document);
  requestFirstPaints(document); // seen again (the loader's observer): still one request each
  await vi.waitFor(() => expect(paints(calls)).toHaveLength(2));
  const [refresh] = tokenCalls(calls);
  expect(tokenCalls(calls)).toHaveLength(1);
  expect(Object.fromEntries(refresh.form)).toEqual({ grant_type: 'refresh_token', token_delivery: 'cookie' });
  expect(refresh.credentials).toBe('include');
  expect(paints(calls).map((c) => c.headers.get('authorization'))).toEqual(['Bearer from-cookie', 'Bearer from-cookie']);
  const url = new URL(paints(calls).find((c) => c.path === '/api/first-paint/member-feed')!.url);
  // Only the page's own parameters the first views read (the welcome card's newAccount among them).
  expect([...url.searchParams]).toEqual([['page', '/feed?newAccount=true']]);
  // A 204 paints nothing: the element asks for its data itself.
  await expect(firstPaintOf(document.querySelector('member-feed')!)!.promise).resolves.toEqual({});

  // The session store takes that refresh's answer: no second refresh (rotation would waste it).
  startSession();
  await whenSessionReady();
  expect($session.get()).toMatchObject({ userId: 7, accessToken: 'from-cookie' });
  expect(tokenCalls(calls)).toHaveLength(1);
});

it('a hint whose cookie is refused: the public view is asked for without a token, the feed not', async () => {
  localStorage.setItem('rwb:member', '7');
  const { calls } = installFetch((c) => (c.path === '/oauth/token' ? errorBody(400, 'invalid_grant') : nothing()));
  document.body.innerHTML = '<member-feed></member-feed><event-list></event-list>';
  requestFirstPaints(document);
  await vi.waitFor(() => expect(paints(calls).map((c) => c.path)).toEqual(['/api/first-paint/event-list']));
  expect(paints(calls)[0].headers.get('authorization')).toBeNull();
  await expect(firstPaintOf(document.querySelector('member-feed')!)!.promise).resolves.toEqual({});
});
