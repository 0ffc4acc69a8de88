// <group-page> as a page uses it: the group of the group-id attribute (or ?id=), its GET started
// before React renders; without an id, the hub. The API is a fake fetch; the browser tests cover the real server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GroupPageFeature from '@/features/group-page';
import { act } from 'react';
import { errorBody, installFetch, json, resetPlatform } from '../helpers';
import { labels } from '@/features/group-page/messages';
import { clearPrefetched } from '@/lib/prefetch';
import { stubIntersectionObserver } from '../ui/intersection';
import '@/elements/group-page';

// The feature root's first render, to prove the group's GET starts before it.
const renders = vi.hoisted(() => ({ first: null as number | null }));
vi.mock('@/features/group-page', async (original) => {
  const { createElement } = await import('react');
  const feature = await original<typeof GroupPageFeature>();
  return {
    ...feature,
    GroupPage: (props: Parameters<typeof feature.GroupPage>[0]) => {
      renders.first ??= performance.now();
      return createElement(feature.GroupPage, props);
    },
  };
});

beforeEach(() => {
  resetPlatform();
  clearPrefetched();
  stubIntersectionObserver();
  renders.first = null;
  history.replaceState(null, '', '/demo/group-page.html');
});
afterEach(() => {
  document.body.innerHTML = '';
});

const group = (id: number) => ({ id, name: `Group ${id}`, type: 'sponsor', member_count: 2, members: [], event_count: 0, joined: false, active: true });

function server(asked: { at: number | null }) {
  return installFetch((call) => {
    const m = /^\/api\/v1\/group\/(\d+)$/.exec(call.path);
    if (m) {
      asked.at ??= performance.now();
      return json(group(Number(m[1])));
    }
    if (call.path === '/api/v1/group') return json({ data: [group(3)] });
    return errorBody(404, 'not_found');
  });
}

async function mount(html: string): Promise<ShadowRoot> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const el = document.body.querySelector('group-page')!;
  await vi.waitFor(() => expect(el.shadowRoot).toBeTruthy());
  return el.shadowRoot!;
}

describe('<group-page>', () => {
  it('starts GET group/{id} of the group-id attribute before React renders, and sends it once', async () => {
    const asked = { at: null as number | null };
    const { calls } = server(asked);
    const root = await mount('<group-page group-id="12"></group-page>');
    await vi.waitFor(() => expect(root.querySelector('#group-name')?.textContent).toBe('Group 12'));
    expect(root.textContent).toContain('Sponsor Group');
    expect(asked.at).not.toBeNull();
    expect(renders.first).not.toBeNull();
    expect(asked.at!).toBeLessThan(renders.first!);
    expect(calls.filter((c) => c.path === '/api/v1/group/12')).toHaveLength(1);
  });

  it('reads ?id= from the page without the attribute', async () => {
    history.replaceState(null, '', '/demo/group-page.html?id=31');
    server({ at: null });
    const root = await mount('<group-page></group-page>');
    await vi.waitFor(() => expect(root.querySelector('#group-name')?.textContent).toBe('Group 31'));
  });

  it('without an id shows the hub', async () => {
    const { calls } = server({ at: null });
    const root = await mount('<group-page></group-page>');
    await vi.waitFor(() => expect(root.textContent).toContain(labels.activity));
    await vi.waitFor(() => expect(root.textContent).toContain('Group 3'));
    expect(calls.some((c) => /\/api\/v1\/group\/\d+$/.test(c.path))).toBe(false);
  });
});
