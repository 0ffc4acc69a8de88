import { useEffect } from 'react';
import { THEME_PROPERTY } from '../model';

export interface PreviewElement {
  tag: string;
  attributes: [string, string][];
  theme: string | null;
}

/** The slot of the builder's shadow root the preview shows in. */
export const PREVIEW_SLOT = 'preview';

/**
 * Puts the element the snippet describes in the host's light DOM (slotted into the preview region):
 * on the page itself, the loader sees it and loads its chunk, as it would on the editor's page. A new
 * element for every change: each starts as a pasted one would. Its links do not leave the builder:
 * the preview's `rwb-navigate` is cancelled (the editor is looking, not using it).
 */
export function usePreview(host: Element | null, preview: PreviewElement | null): void {
  const key = preview ? JSON.stringify(preview) : '';
  useEffect(() => {
    if (!host || !preview) return;
    const el = host.ownerDocument.createElement(preview.tag);
    for (const [name, value] of preview.attributes) el.setAttribute(name, value);
    if (preview.theme) el.style.setProperty(THEME_PROPERTY, preview.theme);
    el.slot = PREVIEW_SLOT;
    const stay = (event: Event) => event.preventDefault();
    el.addEventListener('rwb-navigate', stay);
    host.append(el);
    return () => {
      el.removeEventListener('rwb-navigate', stay);
      el.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, key]);
}
