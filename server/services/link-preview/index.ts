/**
 * `createLinkPreview(options)`: the composer's link preview (spec §7: "A link-preview service supplies
 * site metadata; on failure title=link and description 'Click to open link'"). The page is fetched by
 * this server through the SSRF-safe fetcher (fetch-page.ts) and summarised by the tag scanner
 * (html-meta.ts). `preview()` never throws: any failure gives the fallback, with the reason beside it
 * for tests and logs (the route answers the preview only). Successful previews are cached briefly in
 * memory (bounded). Tests inject `resolve` and `allowAddress`; the defaults use real DNS and refuse
 * every non-public address and every port but 80 and 443.
 */
import { defaultAddressPolicy, type AddressPolicy } from './address-policy';
import { dnsResolver, fetchHtmlPage, PreviewFailure, type FailureReason, type Resolver } from './fetch-page';
import { summarizePage } from './html-meta';

export { defaultAddressPolicy, isPublicAddress, type AddressCandidate, type AddressPolicy } from './address-policy';
export { dnsResolver, type FailureReason, type ResolvedAddress, type Resolver } from './fetch-page';
export { DESCRIPTION_MAX, TITLE_MAX } from './html-meta';

/** Spec §7: the description shown when no metadata could be had. */
export const FALLBACK_DESCRIPTION = 'Click to open link';

export interface LinkPreviewData {
  title: string;
  description: string;
  image_url: string | null;
  /** The link as asked for. */
  url: string;
}

export type PreviewOutcome = { ok: true; preview: LinkPreviewData } | { ok: false; reason: FailureReason; preview: LinkPreviewData };

export interface LinkPreview {
  preview(link: string): Promise<PreviewOutcome>;
}

export interface LinkPreviewOptions {
  /** Host name → addresses; default `dns.lookup(host, {all: true})`. */
  resolve?: Resolver;
  /** May the fetcher connect here? Default: public addresses on ports 80/443 only. */
  allowAddress?: AddressPolicy;
  /** The whole fetch, redirects included (default 3 s). */
  timeoutMs?: number;
  /** Body cap, on the wire and decoded (default 1 MB). */
  maxBytes?: number;
  maxRedirects?: number;
  /** How long a successful preview is reused (default 10 minutes; 0 = no cache). */
  cacheTtlMs?: number;
  cacheSize?: number;
  now?: () => number;
}

/** What the client shows when the page could not be read. */
export const fallbackPreview = (link: string): LinkPreviewData => ({ title: link, description: FALLBACK_DESCRIPTION, image_url: null, url: link });

export function createLinkPreview(options: LinkPreviewOptions = {}): LinkPreview {
  const fetchOptions = {
    resolve: options.resolve ?? dnsResolver,
    allowAddress: options.allowAddress ?? defaultAddressPolicy,
    timeoutMs: options.timeoutMs ?? 3000,
    maxBytes: options.maxBytes ?? 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 3,
  };
  const ttl = options.cacheTtlMs ?? 10 * 60_000;
  const size = options.cacheSize ?? 500;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; preview: LinkPreviewData }>();

  function cached(link: string): LinkPreviewData | null {
    const hit = cache.get(link);
    if (!hit) return null;
    cache.delete(link);
    if (now() - hit.at > ttl) return null;
    cache.set(link, hit); // most recently used last
    return hit.preview;
  }

  function remember(link: string, preview: LinkPreviewData) {
    if (ttl <= 0 || size <= 0) return;
    cache.delete(link);
    cache.set(link, { at: now(), preview });
    while (cache.size > size) cache.delete(cache.keys().next().value!);
  }

  return {
    async preview(link) {
      const hit = cached(link);
      if (hit) return { ok: true, preview: hit };
      try {
        const page = await fetchHtmlPage(link, fetchOptions);
        const summary = summarizePage(page.html, page.url);
        const preview: LinkPreviewData = {
          title: summary.title ?? link,
          description: summary.description ?? FALLBACK_DESCRIPTION,
          image_url: summary.image_url,
          url: link,
        };
        remember(link, preview);
        return { ok: true, preview };
      } catch (error) {
        const reason: FailureReason = error instanceof PreviewFailure ? error.reason : 'network';
        return { ok: false, reason, preview: fallbackPreview(link) };
      }
    },
  };
}
