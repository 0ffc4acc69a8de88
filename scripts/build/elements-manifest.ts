// The Custom Elements Manifest (schema 2.1.0, github.com/webcomponents/custom-elements-manifest) of
// the elements, read from their source at build time so it cannot drift from them (vite.config.ts
// writes it as `custom-elements.json` beside `elements.js`; the embed builder reads it):
// - the tags: src/elements/registry.ts;
// - attributes: each element's `defineElement(tag, Component, { prop: 'type' })` map (camelCase prop ->
//   dashed attribute; 'json' props are JS properties only), described by the doc comment on the prop
//   in the feature's `*Props` interface (quoted or `a | b` values there become a union type);
// - events: the `emit(target, 'rwb-…')` / `emitError(…)` calls in the modules the element loads (its
//   static and lazy imports; of src/elements/slots.ts only the slots the element uses), typed from
//   src/lib/events.ts;
// - CSS parts: `part="…"` in those modules; custom properties: the `--rwb-*` they read, plus every
//   global token of src/ui/tokens.css (with its default).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

interface TypeText {
  text: string;
}
export interface ManifestAttribute {
  name: string;
  fieldName: string;
  type: TypeText;
  description?: string;
}
export interface ManifestField {
  kind: 'field';
  name: string;
  type: TypeText;
  attribute?: string;
  description?: string;
}
export interface ManifestEvent {
  name: string;
  type: TypeText;
  description?: string;
}
export interface ManifestCssProperty {
  name: string;
  default?: string;
  description?: string;
}
export interface ManifestElement {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description?: string;
  attributes: ManifestAttribute[];
  members: ManifestField[];
  events: ManifestEvent[];
  cssParts: { name: string }[];
  cssProperties: ManifestCssProperty[];
}
export interface ElementsManifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: ManifestElement[];
    exports: { kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } }[];
  }[];
}

const PROP_TYPES: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' };
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const SLOTS = 'src/elements/slots.ts';

export const dashed = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascal = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, _d, c: string) => c.toUpperCase());
const oneLine = (doc: string) => doc.replace(/^\s*\*\s?/gm, '').replace(/\s+/g, ' ').trim();

/** The tags of the registry and the element module of each ('src/elements/event-list.ts'). */
export function registryTags(root: string): { tag: string; module: string }[] {
  const source = readFileSync(join(root, 'src/elements/registry.ts'), 'utf8');
  return [...source.matchAll(/'([a-z][a-z0-9]*-[a-z0-9-]+)':\s*\(\)\s*=>\s*import\('\.\/([\w-]+)'\)/g)].map((m) => ({ tag: m[1], module: `src/elements/${m[2]}.ts` }));
}

/** The props map given to defineElement in an element module: prop -> 'string' | 'number' | 'boolean' | 'json'. */
export function propsMap(source: string): Record<string, string> {
  const call = /defineElement(?:<[^>]*>)?\(\s*[\w]+\s*,\s*\w+\s*,\s*\{([^}]*)\}/.exec(source);
  if (!call) throw new Error('no defineElement(tag, Component, props) call');
  return Object.fromEntries([...call[1].matchAll(/(\w+)\s*:\s*'(\w+)'/g)].map((m) => [m[1], m[2]]));
}

function resolveImport(root: string, from: string, spec: string): string | null {
  const bare = spec.replace(/\?.*$/, '');
  let base: string;
  if (bare.startsWith('@/')) base = join(root, 'src', bare.slice(2));
  else if (bare.startsWith('.')) base = resolve(dirname(join(root, from)), bare);
  else return null; // a package
  for (const ext of EXTENSIONS) if (existsSync(base + ext) && statSync(base + ext).isFile()) return relative(root, base + ext);
  return null;
}

const staticImports = (src: string) => [...src.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/g)].filter((m) => !/^\s*(?:import|export)\s+type\s/.test(m[0].trim())).map((m) => m[1]);
const dynamicImports = (src: string) => [...src.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]);

/** Of slots.ts, the lazy imports behind the slot functions `names` (and the slots they call). */
function slotImports(src: string, names: string[]): string[] {
  const lazies = new Map([...src.matchAll(/const (\w+) = lazy\(\(\) => import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]));
  const bodies = new Map([...src.matchAll(/export function (\w+)\([^]*?\n\}/g)].map((m) => [m[1], m[0]]));
  const out = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const body = bodies.get(name) ?? '';
    for (const [id, spec] of lazies) if (new RegExp(`\\b${id}\\b`).test(body)) out.add(spec);
    for (const other of bodies.keys()) if (other !== name && new RegExp(`\\b${other}\\(`).test(body)) visit(other);
  };
  names.forEach(visit);
  return [...out];
}

/** Every source file the element loads (static and lazy imports), the element's module first. */
export function moduleClosure(root: string, entry: string): string[] {
  const order: string[] = [];
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (order.includes(file)) continue;
    order.push(file);
    if (!/\.tsx?$/.test(file)) continue;
    const src = readFileSync(join(root, file), 'utf8');
    const specs = [...staticImports(src), ...dynamicImports(src)];
    for (const spec of specs) {
      const target = resolveImport(root, file, spec);
      if (!target) continue;
      if (target === SLOTS) {
        // Only the slots this module uses: `import { feedSlot, eventListSlot } from './slots'`.
        const names = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`).exec(src)?.[1] ?? '';
        const used = names.split(',').map((n) => n.trim()).filter(Boolean);
        const slots = readFileSync(join(root, SLOTS), 'utf8');
        for (const s of slotImports(slots, used)) {
          const t = resolveImport(root, SLOTS, s);
          if (t) queue.push(t);
        }
        continue;
      }
      queue.push(target);
    }
  }
  return order;
}

/** `'rwb-x': DetailType;` of RwbEventMap, with the detail's shape as written in src/lib/events.ts. */
export function eventTypes(root: string): Map<string, string> {
  const src = readFileSync(join(root, 'src/lib/events.ts'), 'utf8');
  const map = /interface RwbEventMap \{([^}]*)\}/.exec(src)?.[1] ?? '';
  const out = new Map<string, string>();
  for (const m of map.matchAll(/'(rwb-[a-z-]+)':\s*(\w+);/g)) {
    const body = new RegExp(`interface ${m[2]} \\{([^]*?)\\n\\}`).exec(src)?.[1];
    const alias = new RegExp(`type ${m[2]} = ([^;]+);`).exec(src)?.[1];
    const shape = body !== undefined ? `{ ${body.replace(/\/\*\*[^]*?\*\//g, '').replace(/\s+/g, ' ').trim()} }` : (alias ?? m[2]);
    out.set(m[1], `CustomEvent<${shape}>`);
  }
  return out;
}

/** The global tokens of src/ui/tokens.css with their defaults. */
export function globalTokens(root: string): ManifestCssProperty[] {
  const src = readFileSync(join(root, 'src/ui/tokens.css'), 'utf8');
  const registered = [...src.matchAll(/@property (--rwb-[\w-]+) \{[^}]*initial-value:\s*([^;]+);/g)];
  const derived = [...src.matchAll(/^\s+(--rwb-[\w-]+):\s*([^;]+);/gm)];
  return [...registered, ...derived].map((m) => ({
    name: m[1],
    default: m[2].trim(),
    description: 'Global design token: set on the page (:root) or on the element.',
  }));
}

function propDoc(sources: string[], prop: string, preferred: string[]): string | undefined {
  const docs: { name: string; doc: string }[] = [];
  for (const src of sources) {
    for (const block of src.matchAll(/interface (\w*Props)\b[^{]*\{([^]*?)\n\}/g)) {
      const doc = new RegExp(`/\\*\\*((?:(?!\\*/)[^])*)\\*/\\s*\\n\\s*${prop}\\??:`).exec(block[2]);
      if (doc) docs.push({ name: block[1], doc: oneLine(doc[1]) });
    }
  }
  return (docs.find((d) => preferred.includes(d.name)) ?? docs[0])?.doc;
}

/** 'local' | 'virtual' … when the description names the values (quoted, or `a | b | c`). */
function valuesIn(description: string | undefined): string[] {
  if (!description) return [];
  const quoted = [...description.matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
  if (quoted.length >= 2) return [...new Set(quoted)];
  const piped = /\b([\w-]+(?: \| [\w-]+)+)\b/.exec(description);
  return piped ? piped[1].split(' | ') : [];
}

function elementDoc(sources: string[], elementSrc: string, tag: string): string | undefined {
  const component = /defineElement(?:<[^>]*>)?\(\s*\w+\s*,\s*(\w+)/.exec(elementSrc)![1];
  const root = new RegExp(`function ${component}\\([^]*?createElement\\((\\w+)`).exec(elementSrc)?.[1] ?? component;
  for (const src of sources) {
    const doc = new RegExp(`/\\*\\*((?:(?!\\*/)[^])*)\\*/\\s*\\nexport function ${root}\\b`).exec(src);
    if (doc) return oneLine(doc[1]);
  }
  const tagged = sources.map((s) => new RegExp(`/\\*\\*\\s*<${tag}>((?:(?!\\*/)[^])*)\\*/`).exec(s)).find(Boolean);
  return tagged ? oneLine(`<${tag}>${tagged[1]}`) : undefined;
}

/** The text from `start` up to the `)` closing the var() it is in. */
function balanced(src: string, start: number): string {
  let depth = 0;
  for (let i = start; i < src.length; i++) {
    if (src[i] === '(') depth++;
    else if (src[i] === ')' && depth-- === 0) return src.slice(start, i).trim();
  }
  return '';
}

function describeElement(root: string, tag: string, module: string, events: Map<string, string>, tokens: ManifestCssProperty[]): ManifestElement {
  const elementSrc = readFileSync(join(root, module), 'utf8');
  const files = moduleClosure(root, module);
  const sources = files.map((f) => readFileSync(join(root, f), 'utf8'));
  const code = files.map((f, i) => (f === 'src/lib/emit.ts' ? '' : sources[i]));

  // The Props interface the element names (`type EventListProps`) describes its props first.
  const preferred = [...elementSrc.matchAll(/\b(\w+Props)\b/g)].map((m) => m[1]);
  const attributes: ManifestAttribute[] = [];
  const members: ManifestField[] = [];
  for (const [prop, kind] of Object.entries(propsMap(elementSrc))) {
    const description = propDoc(sources, prop, preferred);
    const values = kind === 'string' ? valuesIn(description) : [];
    const type = { text: values.length ? values.map((v) => `'${v}'`).join(' | ') : (PROP_TYPES[kind] ?? kind) };
    const attribute = kind === 'json' ? undefined : dashed(prop);
    members.push({ kind: 'field', name: prop, type, ...(attribute ? { attribute } : {}), ...(description ? { description } : {}) });
    if (attribute) attributes.push({ name: attribute, fieldName: prop, type, ...(description ? { description } : {}) });
  }

  const emitted = new Set<string>();
  for (const src of code) {
    for (const m of src.matchAll(/\bemit\(\s*[^,()]+(?:\([^)]*\))?\s*,\s*'(rwb-[a-z-]+)'/g)) emitted.add(m[1]);
    if (/\bemitError\(/.test(src)) emitted.add('rwb-error');
  }
  const eventList = [...emitted].sort().map((name) => {
    const type = events.get(name);
    if (!type) throw new Error(`${module} emits ${name}, which src/lib/events.ts does not declare`);
    return { name, type: { text: type } };
  });

  const parts = new Set<string>();
  for (const src of sources) {
    for (const m of src.matchAll(/\bpart=(?:"([^"]+)"|\{`([^`]+)`\})/g)) for (const p of (m[1] ?? m[2]).split(/\s+/)) if (p && !p.includes('$')) parts.add(p);
  }

  const known = new Set(tokens.map((t) => t.name));
  const own = new Map<string, ManifestCssProperty>();
  for (const src of sources) {
    for (const m of src.matchAll(/var\(\s*(--rwb-[\w-]+)\s*(,?)/g)) {
      if (known.has(m[1]) || own.has(m[1])) continue;
      const fallback = m[2] ? balanced(src, m.index + m[0].length) : '';
      own.set(m[1], { name: m[1], ...(fallback ? { default: fallback } : {}), description: `Read by <${tag}>.` });
    }
  }

  const description = elementDoc(sources, elementSrc, tag);
  return {
    kind: 'class',
    customElement: true,
    name: `${pascal(tag)}Element`,
    tagName: tag,
    ...(description ? { description } : {}),
    attributes,
    members,
    events: eventList,
    cssParts: [...parts].sort().map((name) => ({ name })),
    cssProperties: [...[...own.values()].sort((a, b) => a.name.localeCompare(b.name)), ...tokens],
  };
}

/** The manifest of every element of the registry, read from the source under `root`. */
export function elementsManifest(root: string): ElementsManifest {
  const events = eventTypes(root);
  const tokens = globalTokens(root);
  return {
    schemaVersion: '2.1.0',
    readme: '',
    modules: registryTags(root).map(({ tag, module }) => {
      const declaration = describeElement(root, tag, module, events, tokens);
      return {
        kind: 'javascript-module',
        path: module,
        declarations: [declaration],
        exports: [{ kind: 'custom-element-definition', name: tag, declaration: { name: declaration.name, module } }],
      };
    }),
  };
}

/**
 * Vite plugin: writes `custom-elements.json` beside `elements.js` in the browser build (the server
 * serves it at /elements/custom-elements.json; precompress writes its .br/.gz with the rest).
 */
export function elementsManifestBuild(): Plugin {
  let root = process.cwd();
  return {
    name: 'rwb-elements-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(elementsManifest(root), null, 2)}\n` });
    },
  };
}
