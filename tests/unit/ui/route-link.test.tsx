import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { configure } from '@/store/config';
import { setRouter, type RouterRequest } from '@/store/navigation';
import { RouteLink } from '@/ui/route-link';
import { resetPlatform } from '../helpers';
import { cleanup, getByRole, render } from './render';

let routed: RouterRequest[];
beforeEach(() => {
  resetPlatform();
  configure({ appBase: 'https://api.example/app', routes: { '/events/{id}': '/demo/event-detail.html?id={id}' } });
  routed = [];
  setRouter((r) => routed.push(r));
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

describe('RouteLink', () => {
  it('has the resolved URL as href and navigates through navigate() on a plain click', async () => {
    const { root, host } = await render(
      <RouteLink path="/events/5" query={{ tab: 'info' }}>
        Event
      </RouteLink>,
    );
    const link = getByRole(root, 'link', 'Event') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/demo/event-detail.html?id=5&tab=info');
    const seen = vi.fn();
    host.addEventListener('rwb-navigate', seen);
    await act(async () => link.click());
    expect(seen).toHaveBeenCalledTimes(1);
    expect(routed.map((r) => r.path)).toEqual(['/events/5']);
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    const { root } = await render(<RouteLink path="/feed">Feed</RouteLink>);
    const link = getByRole(root, 'link', 'Feed');
    expect(link.getAttribute('href')).toBe('https://api.example/app/feed');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => {
      link.dispatchEvent(event);
    });
    expect(routed).toHaveLength(0);
  });
});
