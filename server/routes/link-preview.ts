/**
 * `GET api/v1/link_preview?url=` (member token): the post composer's link preview (spec §7). The page
 * is fetched by this server through the SSRF-safe link-preview service (injected). The answer is
 * always `200 {title, description, image_url, url}` for a valid http(s) link: when the page cannot
 * be read (refused address, timeout, not HTML, too big, network error) it is the spec's fallback,
 * title = the link and description 'Click to open link', so the client has no special case.
 * Values are plain text (render them as text). 30 previews per member per minute.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { rateLimited } from '../http/errors';
import type { WindowLimit } from '../http/rate-limit';
import { queryInput } from '../http/validate';
import type { LinkPreview } from '../services/link-preview/index';

export const LINK_PREVIEW_URL_MAX = 2048;
/** A composer asks once per typed link (debounced 1 s); a script probing addresses asks far more. */
export const LINK_PREVIEW_LIMIT: WindowLimit = { max: 30, windowMs: 60_000 };

const isHttpUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

const previewQuery = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter a link.')
    .max(LINK_PREVIEW_URL_MAX, `The link is too long (at most ${LINK_PREVIEW_URL_MAX} characters).`)
    .refine(isHttpUrl, 'Enter a link starting with http:// or https://.'),
});

export function linkPreviewRoutes({ limiter }: Deps, linkPreview: LinkPreview): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/v1/link_preview', async (c) => {
    const member = requireUser(c);
    const { url } = queryInput(c, previewQuery);
    const slot = await limiter.consume(`link-preview:${member}`, LINK_PREVIEW_LIMIT);
    if (!slot.ok) throw rateLimited(slot.retryAfter, 'You are adding links too quickly. Please try again in a minute.');
    const { preview } = await linkPreview.preview(url);
    return c.json(preview);
  });

  return app;
}
