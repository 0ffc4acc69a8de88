// <challenge-board> as a page uses it: the challenge of the challenge-id attribute (or ?id=), its GET
// started before React renders; view="leaderboard" as a widget; without an id, the hub.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { errorBody, installFetch, json, resetPlatform } from '../helpers';
import { labels, messages } from '@/features/challenge-board/messages';
import { clearPrefetched } from '@/lib/prefetch';
import { stubIntersectionObserver } from '../ui/intersection';
import { challenge, entries } from '../features/challenge-board/support';
import '@/elements/challenge-board';

beforeEach(() => {
  resetPlatform();
  clearPrefetched();
  stubIntersectionObserver();
  history.replaceState(null, '', '/demo/challenge-board.html');
});
afterEach(() => {
  document.body.innerHTML = '';
});

function server() {
  return installFetch((call) => {
    const m = /^\/api\/v1\/challenge\/(\d+)$/.exec(call.path);
    if (m) return json(challenge(Number(m[1])));
    if (call.path.endsWith('/top25')) return json({ data: entries(1, 25), count: 25, unit: 'miles' });
    return errorBody(404, 'not_found');
  });
}

async function mount(html: string): Promise<ShadowRoot> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const el = document.body.querySelector('challenge-board')!;
  await vi.waitFor(() => expect(el.shadowRoot).toBeTruthy());
  return el.shadowRoot!;
}

describe('<challenge-board>', () => {
  it('reads challenge-id, asks for the challenge once', async () => {
    const { calls } = server();
    const root = await mount('<challenge-board challenge-id="12"></challenge-board>');
    await vi.waitFor(() => expect(root.querySelector('#challenge-name')?.textContent).toBe('Challenge 12'));
    expect(calls.filter((c) => c.path === '/api/v1/challenge/12')).toHaveLength(1);
  });

  it('reads ?id= from the page without the attribute', async () => {
    history.replaceState(null, '', '/demo/challenge-board.html?id=31');
    server();
    const root = await mount('<challenge-board></challenge-board>');
    await vi.waitFor(() => expect(root.querySelector('#challenge-name')?.textContent).toBe('Challenge 31'));
  });

  it('view="leaderboard" renders the widget', async () => {
    server();
    const root = await mount('<challenge-board challenge-id="5" view="leaderboard"></challenge-board>');
    await vi.waitFor(() => expect(root.querySelectorAll('li')).toHaveLength(10));
    expect(root.textContent).toContain(labels.fullLeaderboard);
  });

  it('without an id, logged out: the hub asks to log in', async () => {
    server();
    const root = await mount('<challenge-board></challenge-board>');
    await vi.waitFor(() => expect(root.textContent).toContain(messages.loginForHub));
  });
});
