import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '@/store/config';
import { useResource } from '@/ui/use-resource';
import { getManifest } from '../api';
import { attributesFor, buildSnippet, elementsOf, themeFor, type Values } from '../model';

/** Where the manifest is: beside the loader (its URL, else {apiBase}/elements/elements.js). */
export function loaderUrlOf(loaderUrl: string | undefined, apiBase: string): string {
  return loaderUrl || `${apiBase}/elements/elements.js`;
}

/**
 * The builder's state: the manifest's elements, the one picked, what the editor entered for each
 * (kept per element while they look around), the theme colour, and the snippet they make.
 */
export function useBuilder(loaderUrl: string | undefined) {
  const { apiBase } = useStore($config);
  const loader = loaderUrlOf(loaderUrl, apiBase);
  const manifestUrl = new URL('custom-elements.json', new URL(loader, globalThis.location?.href)).href;
  const manifest = useResource((signal) => getManifest(manifestUrl, signal), [manifestUrl]);
  const elements = useMemo(() => (manifest.data ? elementsOf(manifest.data) : []), [manifest.data]);
  const [picked, setPicked] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, Values>>({});
  const [colour, setColour] = useState<string | null>(null);

  const spec = elements.find((e) => e.tag === picked) ?? elements[0] ?? null;
  const entered = (spec && values[spec.tag]) || {};
  const theme = spec ? themeFor(spec, colour ?? spec.themeDefault ?? '') : null;
  const attributes = spec ? attributesFor(spec, entered) : [];
  const absoluteLoader = new URL(loader, globalThis.location?.href).href;
  const snippet = spec ? buildSnippet({ loaderUrl: absoluteLoader, apiBase, tag: spec.tag, attributes, theme }) : '';

  return {
    manifest,
    elements,
    spec,
    values: entered,
    colour: colour ?? spec?.themeDefault ?? '#000000',
    preview: spec ? { tag: spec.tag, attributes, theme } : null,
    snippet,
    pick: setPicked,
    setValue: (name: string, value: string | boolean) => spec && setValues((all) => ({ ...all, [spec.tag]: { ...all[spec.tag], [name]: value } })),
    setColour,
  };
}
