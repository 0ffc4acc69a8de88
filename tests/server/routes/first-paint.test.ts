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
