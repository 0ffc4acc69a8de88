// <event-list>'s first page starts when the element connects, before its React root renders, and the
// view takes that response: one request. The API is a fake fetch; tests/e2e/prefetch.spec.ts checks
// the same against the real server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EventListFeature from '@/features/event-list';
import { act, createElement } from 'react';
import { clearPrefetched } from '@/lib/prefetch';
import { setEventFilter } from '@/store/filters';
import { listEvents, prefetchEvents } from '@/features/event-list/api';
import { buildQuery, localFilters, virtualFilters } from '@/features/event-list/model';
import { eventCard as card, installFetch, json, loginAs, resetPlatform, type Call } from '../helpers';

const order = vi.hoisted(() => [] as string[]);
vi.mock('@/features/event-list', async (original) => {
  const feature = await original<typeof EventListFeature>();
  return {
    ...feature,
    EventList: (props: Parameters<typeof feature.EventList>[0]) => {
      if (!order.includes('render')) order.push('render');
      return createElement(feature.EventList, props);
    },
  };
});
await import('@/elements/event-list');


const lists = (calls: Call[]) => calls.filter((c) => c.path === '/api/v1/mobile_event/');

function server() {
  return installFetch((call) => {
    if (call.path === '/api/v1/mobile_event/') {
      order.push(`fetch ${new URL(call.url).searchParams.get('is_virtual')}`);
      return json({ data: [card(1), card(2)], count: 2, total_number_pages: 1 });
    }
    return json({ data: [] });
  });
}

async function mount(html: string): Promise<ShadowRoot> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const el = document.body.querySelector('event-list')!;
  await vi.waitFor(() => expect(el.shadowRoot?.querySelectorAll('li.card')).toHaveLength(2));
  return el.shadowRoot!;
}

beforeEach(() => {
  resetPlatform();
  clearPrefetched();
  order.length = 0;
  history.replaceState(null, '', '/demo/event-list.html');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('<event-list>: the first page without a waterfall', () => {
  it('starts the GET before React renders the list, and sends it once', async () => {
    const { calls } = server();
    await mount('<event-list tab="virtual"></event-list>');
    expect(order[0]).toBe('fetch true');
    expect(order.indexOf('fetch true')).toBeLessThan(order.indexOf('render'));
    expect(lists(calls)).toHaveLength(1);
  });

  it('the same query the view sends: saved filters, chapter, a member token', async () => {
    loginAs(7);
    setEventFilter('sortBy', 'attendees');
    const { calls } = server();
    await mount('<event-list chapter-id="4"></event-list>');
    const [first] = lists(calls);
    expect(lists(calls)).toHaveLength(1);
    expect(first.headers.get('authorization')).toBe('Bearer access-1');
    const q = new URL(first.url).searchParams;
    expect([q.get('chapter_id'), q.get('is_virtual'), q.get('sort'), q.get('offset')]).toEqual(['4', 'false', 'attendees', '0']);
  });

  it('logged out on the my-events tab: nothing is asked (the view asks to log in)', async () => {
    const { calls } = server();
    await act(async () => {
      document.body.innerHTML = '<event-list tab="my"></event-list>';
    });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(lists(calls)).toHaveLength(0);
  });
});

describe('listEvents', () => {
  it('returns the prefetched page of the same query a moment later, without a second fetch', async () => {
    const { calls } = server();
    const query = (now: Date) =>
      buildQuery({ tab: 'local', mySubTab: 'upcoming', pastVirtual: false, challengeTab: 'upcoming', search: '', local: localFilters({}), virtual: virtualFilters({}), now }, 0);
    const started = prefetchEvents(query(new Date()));
    const page = await listEvents(query(new Date(Date.now() + 2000)));
    expect(page).toBe(await started);
    expect(lists(calls)).toHaveLength(1);
    await listEvents(query(new Date()));
    expect(lists(calls)).toHaveLength(2);
  });
});
