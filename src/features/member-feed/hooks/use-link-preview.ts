/**
 * The composer's link preview (events spec §2, §5 'The link preview uses the last link in the text
 * (debounce 1 s) and can be dismissed'): the last link of the text is previewed 1 s after it last
 * changed (GET api/v1/link_preview); a dismissed link is not previewed again until the last link is
 * another one. A failed request shows what the server shows for a failed page: the link as title and
 * 'Click to open link'.
 */
import { useEffect, useState } from 'react';
import { isAbort } from '@/ui/use-resource';
import { getLinkPreview, type OpenGraphPayload } from '../api/compose';
import { composerLabels } from '../messages';
import { lastLink } from '../model/links';
import type { OpenGraph } from '../schemas/post';

export const LINK_PREVIEW_DEBOUNCE_MS = 1000;

export interface LinkPreview {
  /** The link previewed (the text's last link when it was fetched). */
  link: string;
  og: OpenGraph;
}

export interface LinkPreviewState {
  /** The preview to show, or null (no link, not fetched yet, or dismissed). */
  preview: LinkPreview | null;
  loading: boolean;
  dismiss(): void;
  /** Forgets the preview and the dismissed link (after a successful submit). */
  reset(): void;
  /** The payload's `open_graph`: the shown preview while its link is still the text's last link, else null. */
  payload(text: string): OpenGraphPayload | null;
}

const fallback = (link: string): OpenGraph => ({ url: link, title: link, description: composerLabels.linkFallbackDescription, image_url: null });

/** `initial`: the open graph of a post or comment being edited. */
export function useLinkPreview(text: string, initial?: OpenGraph | null): LinkPreviewState {
  const [preview, setPreview] = useState<LinkPreview | null>(() => (initial?.url ? { link: initial.url, og: initial } : null));
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const link = lastLink(text);
  const wanted = link && link !== dismissed && link !== preview?.link ? link : null;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(wanted);
      getLinkPreview(wanted, controller.signal)
        .then(
          (og) => !controller.signal.aborted && setPreview({ link: wanted, og }),
          (error: unknown) => !controller.signal.aborted && !isAbort(error) && setPreview({ link: wanted, og: fallback(wanted) }),
        )
        .finally(() => !controller.signal.aborted && setLoading(null));
    }, LINK_PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted]);

  // The preview shows only while its link is the text's last link and was not dismissed.
  const shown = preview && link === preview.link && link !== dismissed ? preview : null;

  return {
    preview: shown,
    loading: !!link && loading === link,
    dismiss: () => {
      if (link) setDismissed(link);
    },
    reset: () => {
      setPreview(null);
      setDismissed(null);
    },
    payload: (current) => {
      const last = lastLink(current);
      if (!shown || last !== shown.link) return null;
      const { og } = shown;
      return { url: og.url || shown.link, title: og.title ?? null, description: og.description ?? null, image_url: og.image_url ?? null };
    },
  };
}
