// The early first-paint snippet (src/elements/early.ts), inline in a host page's head: it asks for the
// first paint of each painted element as the parser adds it (before the loader has arrived), from the
// API the loader's script tag names; the loader later finds the answers recorded and asks for nothing
// again: one request per element.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { requestFirstPaints } from '@/elements/first-paint-request';
import { firstPaintOf } from '@/lib/first-paint';
import { installFetch, resetPlatform } from '../helpers';

const nothing = () => new Response(null, { status: 204 });
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  resetPlatform();
  vi.resetModules();
  history.replaceState(null, '', '/events/detail?id=12');
});
afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

it('asks for elements already on the page and for those added later, from the loader script’s API base', async () => {
  const { calls } = installFetch(nothing);
  const loader = document.createElement('script');
  loader.type = 'text/x-not-run'; // found by its src as the module loader would be; never fetched here
  loader.src = 'https://cdn.example.org/rwb/elements.js';
  loader.setAttribute('data-api-base', 'https://api.example.org');
  document.head.append(loader);
  document.body.innerHTML = '<event-detail></event-detail>';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  try {
    await import('@/elements/early');
    expect(calls.map((c) => c.url.split('?')[0])).toEqual(['https://api.example.org/api/first-paint/event-detail']);
    // The parser adds the next element: asked for at once, its attributes with it.
    const list = document.createElement('event-list');
    list.setAttribute('tab', 'virtual');
    document.body.append(list);
    await settle();
    expect(calls).toHaveLength(2);
    expect(new URL(calls[1].url).searchParams.get('a.tab')).toBe('virtual');
    expect(firstPaintOf(list)).toBeDefined();
    // The loader starts: both are recorded, nothing is asked twice.
    requestFirstPaints(document);
    expect(calls).toHaveLength(2);
    // Elements the server does not paint are left alone.
    document.body.append(document.createElement('group-page'));
    await settle();
    expect(calls).toHaveLength(2);
  } finally {
    delete (document as unknown as { readyState?: string }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
  }
});
