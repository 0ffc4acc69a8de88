import './platform';
// The HTTP client on this element's first load: it asks for the manifest as soon as it mounts.
import '@/lib/http-client';
import { createElement } from 'react';
import { defineElement } from '@/lib/define';
import { EmbedBuilder, type EmbedBuilderProps } from '@/features/embed-builder';
import type { LoaderGlobal } from './boot';

export const tag = 'embed-builder';

/** The loader's URL (where custom-elements.json sits, and the snippet's script src), as the loader noted it. */
const loaderUrl = () => (globalThis as LoaderGlobal).__rwbLoader?.boot?.url;

function EmbedBuilderElement(props: EmbedBuilderProps) {
  return createElement(EmbedBuilder, { ...props, loaderUrl: loaderUrl() });
}

defineElement<EmbedBuilderProps>(tag, EmbedBuilderElement, {});

declare global {
  interface HTMLElementTagNameMap {
    'embed-builder': HTMLElement;
  }
}
