import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '@/store/config';
import { useResource } from '@/ui/use-resource';
import { getManifest } from '../api';
import { fallbackLink } from '../fallback';
import { attributesFor, buildSnippet, elementsOf, themeFor, type SnippetInput, type Values } from '../model';

/** Where the manifest is: beside the loader (its URL, else {apiBase}/elements/elements.js). */
export function loaderUrlOf(loaderUrl: string | undefined, apiBase: string): string {
  return loaderUrl || `${apiBase}/elements/elements.js`;
}

/**
 * The builder's state: the manifest's elements, the one picked, what the editor entered for each
 * (kept per element while they look around), the theme colour, and the two snippets they make (the
 * element's tag and the div form), each with the no-JavaScript link to the app's page inside.
 */
export function useBuilder(loaderUrl: string | undefined) {
  const { apiBase, appBase, productName } = useStore($config);
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
  const input: SnippetInput | null = spec && {
    loaderUrl: absoluteLoader,
    apiBase,
    tag: spec.tag,
    attributes,
    theme,
    fallback: fallbackLink(spec.tag, attributes, new URL(appBase, globalThis.location?.href).href, productName),
  };

  return {
    manifest,
    elements,
    spec,
    values: entered,
    colour: colour ?? spec?.themeDefault ?? '#000000',
    preview: spec ? { tag: spec.tag, attributes, theme } : null,
    snippet: input ? buildSnippet(input) : '',
    divSnippet: input ? buildSnippet(input, 'div') : '',
    pick: setPicked,
    setValue: (name: string, value: string | boolean) => spec && setValues((all) => ({ ...all, [spec.tag]: { ...all[spec.tag], [name]: value } })),
    setColour,
  };
}
