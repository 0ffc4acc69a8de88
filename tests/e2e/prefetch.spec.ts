// The element's first GET starts as soon as its tag connects, before React renders anything, and the
// view takes that response: one request per element (issue 13, "no waterfall"); the event cover's
// download starts with the event's data.
//
// The measurable criterion: an init script wraps window.fetch and, when the element's API request is
// sent, notes whether the element's shadow root is still EMPTY. React renders its first frame
// ('Loading…' and the skeleton) into that shadow root; a request sent from the view's useEffect (the
// old waterfall) always finds it filled. The Performance API's resource entries of the requests
// started before the first card was seen.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { createEvent } from './support/events';

interface Sent {
  url: string;
  at: number;
  /** The element's shadow root had no content yet when the request went out. */
  beforeRender: boolean;
}

async function watchRequests(page: Page, tag: string, pattern: string) {
  await page.addInitScript(
    ({ tag, pattern }) => {
      const sent: Sent[] = [];
      (window as unknown as { __sent: Sent[] }).__sent = sent;
      const original = window.fetch;
      window.fetch = function (this: typeof globalThis, input: RequestInfo | URL, init?: RequestInit) {
        const url = String(input instanceof Request ? input.url : input);
        if (new RegExp(pattern).test(url)) {
          const hosts = Array.from(document.querySelectorAll(tag));
          sent.push({ url, at: performance.now(), beforeRender: hosts.every((h) => !h.shadowRoot || h.shadowRoot.childNodes.length === 0) });
        }
        return original.call(this, input, init);
      } as typeof fetch;
    },
    { tag, pattern },
  );
}

const sent = (page: Page) => page.evaluate(() => (window as unknown as { __sent: Sent[] }).__sent);
const apiEntries = (page: Page, pattern: string) =>
  page.evaluate(
    (p) => performance.getEntriesByType('resource').filter((e) => new RegExp(p).test(e.name)).map((e) => ({ name: e.name, startTime: e.startTime, responseEnd: (e as PerformanceResourceTiming).responseEnd })),
    pattern,
  );

/** Without a first paint (none built, or its request failed): the element's own prefetch path. */
const noFirstPaint = (page: Page) => page.route('**/api/first-paint/**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"code":"not_found","message":"Not found."}}' }));

test.describe('prefetch: the first GET before React (no first paint)', () => {
  test('event-list: one list request per element, sent before the element rendered anything', async ({ page }) => {
    const LIST = '/api/v1/mobile_event/\\?';
    await noFirstPaint(page);
    await watchRequests(page, 'event-list', LIST);
    const network: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\/mobile_event\/\?/.test(r.url())) network.push(r.url());
    });
    await page.goto('/demo/event-list.html');
    const chapter = page.locator('#events-chapter');
    // The first card of the chapter's virtual list (or its empty text) is on screen.
    await expect(chapter.getByRole('listitem').or(chapter.getByText('The selected filters produced no events. Please adjust filter settings.')).first()).toBeVisible();
    await expect(page.locator('#events-all').getByRole('tab', { name: 'LOCAL' })).toBeVisible();
    await page.waitForTimeout(500); // any second request would be out by now
    const firstCardAt = await page.evaluate(() => performance.now());

    // Two elements on the page, two first pages: #events-all (local, no chapter), #events-chapter (chapter 1, virtual).
    const queries = network.map((u) => new URL(u).searchParams);
    expect(queries).toHaveLength(2);
    expect(queries.filter((q) => q.get('chapter_id') === '1' && q.get('is_virtual') === 'true')).toHaveLength(1);
    expect(queries.filter((q) => !q.has('chapter_id') && q.get('is_virtual') === 'false')).toHaveLength(1);

    // One request per element, the prefetched one (the view took it). Without a first paint the
    // request waits for the HTTP client's chunk, which <event-list> leaves off its first load (its
    // first page normally comes painted), so it may go out after React's first frame: not from the view.
    const out = await sent(page);
    expect(out).toHaveLength(2);
    const entries = await apiEntries(page, LIST);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.startTime < firstCardAt)).toBe(true);
  });

  test('event-detail: one GET of the event, sent before the element rendered anything; the cover preloaded with the data', async ({ page, api }) => {
    const host = await api.createMember();
    const { id } = await createEvent(api, host, await api.login(host.email, host.password), { name: 'Prefetched ruck' });
    const DETAIL = `/api/v1/mobile_event/${id}$`;
    await noFirstPaint(page);
    await watchRequests(page, 'event-detail', DETAIL);
    await page.addInitScript(() => {
      const srcs: { src: string; cover: boolean }[] = [];
      (window as unknown as { __imageSrcs: typeof srcs }).__imageSrcs = srcs;
      const desc = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
      Object.defineProperty(HTMLImageElement.prototype, 'src', {
        ...desc,
        set(this: HTMLImageElement, v: string) {
          desc.set!.call(this, v);
          srcs.push({ src: this.src, cover: this.classList.contains('cover') });
        },
      });
    });
    const network: string[] = [];
    const coverRequests: string[] = [];
    page.on('request', (r) => {
      if (new RegExp(DETAIL).test(r.url())) network.push(r.url());
      if (r.resourceType() === 'image') coverRequests.push(r.url());
    });
    await page.goto(`/demo/event-detail.html?id=${id}`);
    const heading = page.locator('event-detail').getByRole('heading', { name: 'Prefetched ruck', level: 2 });
    await expect(heading).toBeVisible();
    const coverSrc = await page.locator('event-detail').locator('img.cover').getAttribute('src');
    await page.waitForTimeout(500);

    expect(network).toHaveLength(1);
    const out = await sent(page);
    expect(out).toHaveLength(1);
    expect(out[0].beforeRender).toBe(true);

    // The cover: its first request comes from the preload (an Image without the view's class 'cover',
    // created when the data arrived), before React gave the view's <img class="cover"> its src; the
    // browser fetches the image once for both.
    const srcs = await page.evaluate(() => (window as unknown as { __imageSrcs: { src: string; cover: boolean }[] }).__imageSrcs);
    const forCover = srcs.filter((s) => s.src === new URL(coverSrc!, page.url()).href);
    expect(forCover.map((s) => s.cover)).toEqual([false, true]);
    expect(coverRequests.filter((u) => u === forCover[0].src)).toHaveLength(1);
  });
});
