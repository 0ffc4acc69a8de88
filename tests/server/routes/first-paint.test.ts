// GET /api/first-paint/{tag}: the element's first view rendered by the server with the same React
// components (src/elements/first-paint.tsx, loaded from source here), its first requests answered
// in-process with the caller's own rights and sent back keyed as the element asks for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Renderer } from '../../../server/first-paint/renderer';
import { createTestServer, type TestServer } from '../support/harness';
import { createEvent, slot } from '../support/events';

const renderer = () => import('@/elements/first-paint') as unknown as Promise<Renderer>;

let s: TestServer;
let bare: TestServer;
beforeAll(async () => {
  s = await createTestServer({}, { firstPaint: renderer });
  bare = await createTestServer(); // no renderer built beside its (fixture) elements
});
afterAll(async () => {
  await s?.close();
  await bare?.close();
});

interface Painted {
  html: string;
  css: string;
  data: Record<string, { data?: Array<{ id: number; name: string }>; id?: number; name?: string }>;
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('GET /api/first-paint/event-list', () => {
  it('paints the cards of the first page the element would ask for, with that page keyed by its request', async () => {
    const r = await s.call<Painted>(`/api/first-paint/event-list?${q({ 'a.tab': 'virtual', page: '/events' })}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const [key, page] = Object.entries(r.body.data)[0];
    expect(key).toMatch(/^api\/v1\/mobile_event\/\?after=[^&]+&is_virtual=true&limit=10&offset=0&sort=date&sort_order=asc#anonymous$/);
    expect(page.data!.length).toBeGreaterThan(0);
    for (const e of page.data!.slice(0, 3)) expect(r.body.html).toContain(`title="${e.name.replace(/&/g, '&amp;')}"`);
    expect(r.body.html).toContain('role="tab"');
    // The design tokens' defaults come as fallbacks (no @property: ignored in a shadow root).
    expect(r.body.css).not.toMatch(/@property\s+--[\w-]+\s*\{/);
    expect(r.body.css).toMatch(/var\(--rwb-color-primary, #[0-9a-f]{3,6}\)/i);
    expect(r.body.css).toContain('.card');
  });

  it("is the member's view with their token (My Events), and asks for nothing logged out", async () => {
    const loggedOut = await s.call(`/api/first-paint/event-list?${q({ 'a.tab': 'my' })}`);
    expect(loggedOut.status).toBe(204);
    const { token, userId } = await s.login('member@demo.test');
    const r = await s.call<Painted>(`/api/first-paint/event-list?${q({ 'a.tab': 'my' })}`, { token });
    expect(r.status).toBe(200);
    const key = Object.keys(r.body.data)[0];
    expect(key).toContain(`attendee=${userId}`);
    expect(key.endsWith(`#${userId}`)).toBe(true);
  });

  it('uses the saved filters and location it is sent (VIRTUAL from the saved tab; a local search near the place)', async () => {
    const virtual = await s.call<Painted>(`/api/first-paint/event-list?${q({ 's.eventFilterNavTab': '"virtual"' })}`);
    expect(Object.keys(virtual.body.data)[0]).toContain('is_virtual=true');
    const place = JSON.stringify({ latitude: 35.77, longitude: -78.63, label: 'Raleigh, NC' });
    const local = await s.call<Painted>(`/api/first-paint/event-list?${q({ 's.rwb:location': place })}`);
    expect(local.status).toBe(200);
    expect(Object.keys(local.body.data)[0]).toContain('lat=35.77');
  });

  it('escapes what it is sent: attribute text never becomes markup', async () => {
    const r = await s.call<Painted>(`/api/first-paint/event-list?${q({ 'a.tab': '<script>alert(1)</script>', page: '/x?q=<img src=x onerror=alert(1)>' })}`);
    expect(r.status).toBe(200);
    expect(r.body.html).not.toContain('<script');
    expect(r.body.html).not.toContain('onerror');
  });
});

describe('GET /api/first-paint/event-detail', () => {
  it('paints the event named by the attribute or by the page (?id= or /events/{id})', async () => {
    const host = await s.createMember();
    const { token } = await s.login(host.email, host.password);
    const created = await createEvent(s, { id: host.id, token }, { name: 'First paint ruck & run', ...slot(3) });
    const asked: Record<string, string>[] = [{ 'a.event-id': String(created.id) }, { page: `/demo/event-detail.html?id=${created.id}` }, { page: `/cms/events/${created.id}` }];
    for (const params of asked) {
      const r = await s.call<Painted>(`/api/first-paint/event-detail?${q(params)}`);
      expect(r.status).toBe(200);
      expect(r.body.html).toContain('First paint ruck &amp; run</h2>');
      expect(Object.keys(r.body.data)).toEqual([`api/v1/mobile_event/${created.id}?#anonymous`]);
    }
  });

  it('has nothing to paint for an event that is not there or no id (204: the element shows why)', async () => {
    expect((await s.call(`/api/first-paint/event-detail?${q({ 'a.event-id': '99999999' })}`)).status).toBe(204);
    expect((await s.call(`/api/first-paint/event-detail?${q({ page: '/nothing-here' })}`)).status).toBe(204);
  });
});

describe('GET /api/first-paint/member-feed', () => {
  interface FeedPaint {
    html: string;
    css: string;
    data: Record<string, { posts?: Array<{ id: number; text?: string }>; next?: number | null; id?: number; text?: string } | null>;
  }

  async function memberWithPosts(texts: string[]) {
    const m = await s.createMember();
    for (const text of texts) expect((await s.call(`/api/v1/user/${m.id}/user_feed`, { method: 'POST', token: m.token, json: { text } })).status).toBe(201);
    return m;
  }

  it("paints the member's timeline (search box, scope switch, pinned post, first 10 posts), keyed as the feed's api asks", async () => {
    const m = await memberWithPosts(Array.from({ length: 12 }, (_, i) => `Painted post #${i + 1}.`));
    const r = await s.call<FeedPaint>(`/api/first-paint/member-feed?${q({ page: '/feed' })}`, { token: m.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const timelineKey = `api/v1/user/${m.id}/aggregated_timeline_feed?scope=national?#${m.id}`;
    const pinnedKey = `api/v1/user/${m.id}/aggregated_timeline_feed/pinned_post?#${m.id}`;
    expect(Object.keys(r.body.data)).toEqual([timelineKey, pinnedKey]);
    // As the feed keeps them: a page {posts, next} (newest first, next = the last id), the pinned post.
    const page = r.body.data[timelineKey]!;
    expect(page.posts!.map((p) => p.text)).toEqual(Array.from({ length: 10 }, (_, i) => `Painted post #${12 - i}.`));
    expect(page.next).toBe(page.posts![9].id);
    expect(r.body.data[pinnedKey]!.text).toMatch(/^Welcome to the national feed!/);

    const { html } = r.body;
    expect(html).toContain('type="search"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>National</);
    expect(html).toContain('aria-label="Pinned post"');
    expect(html).toContain('Welcome to the national feed!');
    for (let i = 3; i <= 12; i++) expect(html).toContain(`Painted post #${i}.`);
    expect(html).not.toContain('Painted post #2.'); // the second page is not painted
    expect(html.match(/<article/g)).toHaveLength(11);
    // On the server the virtual list renders its first page plain (no virtualizer, no window).
    expect(html).not.toContain('data-virtual');
    expect(html).not.toContain('Loading posts');
    expect(r.body.css).toContain('.feed__scope');
  });

  it('is the token\'s member whatever the query says; logged out there is nothing to paint (204)', async () => {
    const m = await memberWithPosts(['Mine only.']);
    const r = await s.call<FeedPaint>(`/api/first-paint/member-feed?${q({ 'a.user-id': '1', page: '/feed?id=1' })}`, { token: m.token });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data).every((k) => k.startsWith(`api/v1/user/${m.id}/`) && k.endsWith(`#${m.id}`))).toBe(true);
    expect((await s.call(`/api/first-paint/member-feed?${q({ page: '/feed' })}`)).status).toBe(204);
    // The page registration lands on shows the welcome card first: left to the element.
    expect((await s.call(`/api/first-paint/member-feed?${q({ page: '/feed?newAccount=true' })}`, { token: m.token })).status).toBe(204);
  });

  it('escapes what it is sent and what members wrote: neither becomes markup', async () => {
    const m = await memberWithPosts(['<script>alert(1)</script><img src=x onerror=alert(1)>']);
    const r = await s.call<FeedPaint>(`/api/first-paint/member-feed?${q({ 'a.class': '"><script>alert(2)</script>', page: '/feed?q=<img src=x onerror=alert(3)>' })}`, { token: m.token });
    expect(r.status).toBe(200);
    expect(r.body.html).not.toContain('<script');
    expect(r.body.html).not.toMatch(/<img[^>]*onerror/);
    expect(r.body.html).not.toContain('alert(2)');
    expect(r.body.html).not.toContain('alert(3)');
    expect(r.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('GET /api/first-paint refusals', () => {
  it('404 for a tag without a first paint, or when no renderer is built', async () => {
    const other = await s.call('/api/first-paint/member-login');
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('not_found');
    expect((await bare.call('/api/first-paint/event-list')).status).toBe(404);
  });

  it('422 for unknown, repeated or oversized parameters', async () => {
    for (const query of ['evil=1', 's.rwb:session=%7B%7D', 'a.tab=a&a.tab=b', `a.tab=${'x'.repeat(2001)}`, 'a.BAD NAME=1']) {
      const r = await s.call(`/api/first-paint/event-list?${query}`);
      expect(r.status, query).toBe(422);
      expect(r.body.error.code).toBe('invalid_input');
    }
    const many = Array.from({ length: 21 }, (_, i) => `a.x${i}=1`).join('&');
    expect((await s.call(`/api/first-paint/event-list?${many}`)).status).toBe(422);
  });

  it('401 for a token that is not valid (as every API call)', async () => {
    const r = await s.call('/api/first-paint/event-list', { token: 'not-a-token' });
    expect(r.status).toBe(401);
  });
});
