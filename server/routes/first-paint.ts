/**
 * `GET /api/first-paint/{tag}`: an element's first view rendered here (src/lib/first-paint.ts tells
 * the whole story), so a visitor sees it after the loader and this one request.
 *
 * Query: `a.<attribute>=value` (the element's attributes), `page` (the host page's path and query),
 * `s.<key>=raw` (saved values the first view depends on — the renderer names which; none is a
 * credential). The caller's bearer token, when sent, makes it the member's view.
 *
 * The element's first requests are answered by this app itself, in-process, with the caller's own
 * Authorization — every rule of those routes applies unchanged — and sent back with the HTML, keyed
 * as the element asks for them, so it never asks again. 204 when there is nothing to paint (a request
 * refused, nothing asked); 404 for a tag without a first paint or no renderer built.
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { loadRenderer, type FirstPaintInput, type PlannedRequest, type Renderer } from '../first-paint/renderer';

const MAX_ATTRS = 20;
const MAX_VALUE = 2000;
const ATTR_NAME = /^[a-z][a-z0-9-]{0,39}$/;

function invalid(message: string): HttpError {
  return new HttpError(422, 'invalid_input', message);
}

function toSearch(query: PlannedRequest['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) params.append(k, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * `fetch` is the whole app's (the element's requests go through every middleware and rule); `load`
 * gives the renderer: the one built beside the elements unless given (tests pass the source module).
 */
export function firstPaintRoutes(
  { config }: Deps,
  fetch: (request: Request) => Response | Promise<Response>,
  load: () => Promise<Renderer | null> = () => loadRenderer(config.staticDirs.elements),
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/:tag{[a-z][a-z0-9-]*}', async (c) => {
    const renderer = await load();
    if (!renderer) throw notFound('No first paint is built.');

    const attrs: Record<string, string> = {};
    const storage: Record<string, string> = {};
    let page = '/';
    const entries = Object.entries(c.req.queries());
    for (const [name, values] of entries) {
      const value = values[values.length - 1] ?? '';
      if (value.length > MAX_VALUE || values.length > 1) throw invalid(`The value of ${name.slice(0, 40)} is not valid.`);
      if (name === 'page') page = value;
      else if (name.startsWith('a.') && ATTR_NAME.test(name.slice(2))) attrs[name.slice(2)] = value;
      else if (name.startsWith('s.') && renderer.FIRST_PAINT_STORAGE_KEYS.includes(name.slice(2))) storage[name.slice(2)] = value;
      else throw invalid(`Unknown parameter ${name.slice(0, 40)}.`);
    }
    if (Object.keys(attrs).length > MAX_ATTRS) throw invalid('Too many attributes.');
    let url: URL;
    try {
      url = new URL(page, 'http://page.invalid');
    } catch {
      throw invalid('The page is not valid.');
    }

    const authorization = c.req.header('authorization');
    const input: FirstPaintInput = {
      tag: c.req.param('tag'),
      attrs,
      page: { pathname: url.pathname, search: url.search },
      storage,
      userId: c.get('auth')?.userId ?? null,
      // The browser's clock, as the element's own request would use (not the business clock).
      now: Date.now(),
    };
    if (!renderer.FIRST_PAINT_TAGS.includes(input.tag)) throw notFound('This element has no first paint.');
    const planned = renderer.plan(input);
    if (!planned?.length) return c.body(null, 204);

    const origin = new URL(c.req.url).origin;
    const asked = performance.now();
    // All at once, as the element sends them (<member-feed>: its timeline page and its pinned post).
    const responses = await Promise.all(planned.map((r) => fetch(new Request(`${origin}/${r.path}${toSearch(r.query)}`, { headers: authorization ? { authorization } : {} }))));
    if (responses.some((res) => res.status !== 200)) return c.body(null, 204); // the element shows the refusal itself
    const answers: Record<string, unknown> = {};
    for (const [i, r] of planned.entries()) answers[r.key] = await responses[i].json();

    // The covers' URLs: the browser build's files, on this server (the page may be on another origin).
    (globalThis as { __rwbAssetBase?: string }).__rwbAssetBase = `${config.publicUrl ?? origin}/elements/`;
    const started = performance.now();
    let painted: { html: string; css: string; data: Record<string, unknown> } | null;
    try {
      painted = renderer.render(input, answers);
    } catch (error) {
      console.error(`[server] first paint of <${input.tag}> failed:`, error);
      painted = null;
    }
    if (!painted) return c.body(null, 204);
    c.header('Cache-Control', 'private, no-store');
    c.header('Server-Timing', `api;dur=${(started - asked).toFixed(1)}, render;dur=${(performance.now() - started).toFixed(1)}`);
    // The answers as the element's schemas parsed them (what it would have after its own request).
    return c.json({ html: painted.html, css: painted.css, data: painted.data });
  });

  return app;
}
