// <event-detail>'s event GET starts when the element connects, before its React root renders, and
// the view takes that response: one request; the cover image starts with the event's data. The API
// is a fake fetch; tests/e2e/prefetch.spec.ts checks the same against the real server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EventDetailFeature from '@/features/event-detail';
import { act, createElement } from 'react';
import { clearPrefetched } from '@/lib/prefetch';
import { installFetch, json, loginAs, resetPlatform, type Call } from '../helpers';

const order = vi.hoisted(() => [] as string[]);
vi.mock('@/features/event-detail', async (original) => {
  const feature = await original<typeof EventDetailFeature>();
  return {
    ...feature,
    EventDetail: (props: Parameters<typeof feature.EventDetail>[0]) => {
      if (!order.includes('render')) order.push('render');
      return createElement(feature.EventDetail, props);
    },
  };
});
await import('@/elements/event-detail');

const DAY = 86_400_000;
const event = (id: number) => ({
  id,
  name: 'Dix Park ruck',
  category: 'hike-ruck',
  photo_url: `http://media.test/cover-${id}.jpg`,
  start: new Date(Date.now() + 5 * DAY).toISOString(),
  end: new Date(Date.now() + 5.1 * DAY).toISOString(),
  status: 'Scheduled',
  time_zone_id: 'America/New_York',
  attendees_count: 0,
});

const detail = (calls: Call[], id: number) => calls.filter((c) => c.path === `/api/v1/mobile_event/${id}`);

function server() {
  return installFetch((call) => {
    const m = /^\/api\/v1\/mobile_event\/(\d+)$/.exec(call.path);
    if (m) {
      order.push(`fetch ${m[1]}`);
      return json(event(Number(m[1])));
    }
    return json({ data: [], count: 0, total_number_pages: 0 });
  });
}

async function mount(html: string): Promise<ShadowRoot> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const el = document.body.querySelector('event-detail')!;
  await vi.waitFor(() => expect(el.shadowRoot?.querySelector('h1, h2')?.textContent).toContain('Dix Park ruck'));
  return el.shadowRoot!;
}

const covers: string[] = [];
const RealImage = globalThis.Image;

beforeEach(() => {
  resetPlatform();
  clearPrefetched();
  order.length = 0;
  covers.length = 0;
  history.replaceState(null, '', '/demo/event-detail.html?id=12');
  vi.stubGlobal(
    'Image',
    class extends RealImage {
      set src(v: string) {
        covers.push(v);
        order.push(`cover ${v}`);
      }
    },
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<event-detail>: the event without a waterfall', () => {
  it('starts GET mobile_event/{id} (from ?id=) before React renders the view, and sends it once', async () => {
    const { calls } = server();
    await mount('<event-detail></event-detail>');
    expect(order[0]).toBe('fetch 12');
    expect(order.indexOf('fetch 12')).toBeLessThan(order.indexOf('render'));
    expect(detail(calls, 12)).toHaveLength(1);
  });

  it('the attribute wins; a member token goes with it; the cover image starts with the data', async () => {
    loginAs(7);
    const { calls } = server();
    const root = await mount('<event-detail event-id="31"></event-detail>');
    expect(detail(calls, 31)).toHaveLength(1);
    expect(detail(calls, 12)).toHaveLength(0);
    expect(detail(calls, 31)[0].headers.get('authorization')).toBe('Bearer access-1');
    expect(covers).toEqual(['http://media.test/cover-31.jpg']);
    expect(root.querySelector('img.cover')?.getAttribute('src')).toBe('http://media.test/cover-31.jpg');
  });
});
