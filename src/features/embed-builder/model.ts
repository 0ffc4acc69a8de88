// The embed builder's rules, without UI: which elements and attributes the manifest offers, which
// control each attribute gets, and the snippet a content editor pastes into a page.
import type { Manifest } from './schemas';

/** The builder itself is not offered: it is a tool page, not a widget. */
export const BUILDER_TAG = 'embed-builder';
/** The custom property the theme colour sets (src/ui/tokens.css; tests/e2e/theming.spec.ts). */
export const THEME_PROPERTY = '--rwb-color-primary';

export interface AttributeSpec {
  name: string;
  type: string;
  description?: string;
}

export interface ElementSpec {
  tag: string;
  description?: string;
  attributes: AttributeSpec[];
  /** The theme colour's default, when the element reads THEME_PROPERTY. */
  themeDefault: string | null;
}

/** The elements of a manifest, in its order, without the builder. */
export function elementsOf(manifest: Manifest): ElementSpec[] {
  return manifest.modules
    .flatMap((m) => m.declarations)
    .filter((d) => d.customElement && d.tagName && d.tagName !== BUILDER_TAG)
    .map((d) => ({
      tag: d.tagName!,
      description: d.description ?? undefined,
      attributes: d.attributes.map((a) => ({ name: a.name, type: a.type?.text ?? 'string', description: a.description ?? undefined })),
      themeDefault: d.cssProperties.find((p) => p.name === THEME_PROPERTY)?.default ?? null,
    }));
}

/** The API lists an id attribute can be picked from. */
export type PickList = 'chapter' | 'group' | 'challenge' | 'event';
const PICK_LISTS: Record<string, PickList> = { 'chapter-id': 'chapter', 'group-id': 'group', 'challenge-id': 'challenge', 'event-id': 'event' };

export type Control =
  | { kind: 'boolean' }
  | { kind: 'number' }
  | { kind: 'text' }
  | { kind: 'choice'; values: string[] }
  | { kind: 'pick'; list: PickList };

/** `'a' | 'b'` -> ['a', 'b']; null when the type is not a union of string literals. */
export function literalValues(type: string): string[] | null {
  const parts = type.split('|').map((p) => p.trim());
  if (parts.length < 2 || !parts.every((p) => /^'[^']*'$/.test(p))) return null;
  return parts.map((p) => p.slice(1, -1));
}

export function controlFor(attr: AttributeSpec): Control {
  const list = PICK_LISTS[attr.name];
  if (list && attr.type === 'number') return { kind: 'pick', list };
  if (attr.type === 'boolean') return { kind: 'boolean' };
  if (attr.type === 'number') return { kind: 'number' };
  const values = literalValues(attr.type);
  return values ? { kind: 'choice', values } : { kind: 'text' };
}

/** The label of an attribute's control: 'chapter-id' -> 'Chapter', 'initial-tab' -> 'Initial tab'. */
export function labelFor(attr: AttributeSpec, pickLabels: Record<PickList, string>): string {
  const control = controlFor(attr);
  if (control.kind === 'pick') return pickLabels[control.list];
  const words = attr.name.replace(/-id$/, '').split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the editor entered, by attribute name: text as typed, booleans as booleans. */
export type Values = Record<string, string | boolean>;

/** A number attribute's entry is usable when it is a whole number above 0. */
export const isWholeNumber = (value: string) => /^[1-9]\d{0,9}$/.test(value.trim());

/** The attributes to write, in the element's order: unset, false and invalid entries left out. */
export function attributesFor(spec: ElementSpec, values: Values): [string, string][] {
  const out: [string, string][] = [];
  for (const attr of spec.attributes) {
    const value = values[attr.name];
    if (value === undefined || value === false || value === '') continue;
    if (value === true) out.push([attr.name, '']);
    else if (attr.type === 'number') {
      if (isWholeNumber(value)) out.push([attr.name, value.trim()]);
    } else out.push([attr.name, value]);
  }
  return out;
}

/** The theme colour to write: null when it is the element's default (or it reads none). */
export function themeFor(spec: ElementSpec, colour: string): string | null {
  if (!spec.themeDefault || !/^#[0-9a-f]{6}$/i.test(colour)) return null;
  return colour.toLowerCase() === spec.themeDefault.toLowerCase() ? null : colour.toLowerCase();
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface SnippetInput {
  /** The loader's absolute URL (…/elements/elements.js). */
  loaderUrl: string;
  /** The API the elements call (the loader's data-api-base). */
  apiBase: string;
  tag: string;
  attributes: [string, string][];
  /** The theme colour, or null for the default. */
  theme: string | null;
  /** The no-JavaScript link to the app's page of the same thing (fallback.ts): the inner HTML. */
  fallback?: { href: string; text: string } | null;
}

/** The element's tag, or the div form (`data-rwb-element`, for site builders that strip unknown tags). */
export type SnippetForm = 'element' | 'div';

/** The element with its attributes (and theme as a style attribute), the fallback link inside. */
export function elementTag({ tag, attributes, theme, fallback }: Omit<SnippetInput, 'loaderUrl' | 'apiBase'>, form: SnippetForm = 'element'): string {
  const prefix = form === 'div' ? 'data-' : '';
  const attrs = attributes.map(([name, value]) => (value === '' ? ` ${prefix}${name}` : ` ${prefix}${name}="${escapeAttr(value)}"`));
  if (theme) attrs.push(` style="${THEME_PROPERTY}: ${escapeAttr(theme)}"`);
  const inner = fallback ? `<a href="${escapeAttr(fallback.href)}">${escapeAttr(fallback.text)}</a>` : '';
  return form === 'div' ? `<div data-rwb-element="${tag}"${attrs.join('')}>${inner}</div>` : `<${tag}${attrs.join('')}>${inner}</${tag}>`;
}

/** The snippet: the loader with its configuration, then the element (in the given form). */
export function buildSnippet(input: SnippetInput, form: SnippetForm = 'element'): string {
  const loader = `<script type="module" src="${escapeAttr(input.loaderUrl)}" data-api-base="${escapeAttr(input.apiBase)}"></script>`;
  return `${loader}\n${elementTag(input, form)}`;
}
