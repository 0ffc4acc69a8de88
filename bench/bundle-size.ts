// Prints gzip sizes of the built elements: the loader, each element chunk, the shared chunks, and
// for a page with only one given element: the JS it downloads (loader + that element's chunk + its
// static imports), how much of it is ours (everything but the React chunk: react, react-dom,
// scheduler), and the request levels (sequential rounds from the loader to the last chunk).
// Run `npm run build` first (`npm run bench` does); `ELEMENTS_DIR=/tmp/x` measures another build.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';

const dist = process.env.ELEMENTS_DIR ?? 'dist/elements';
if (!existsSync(`${dist}/.vite/manifest.json`) || process.argv.includes('--build')) {
  execSync(`npx vite build --logLevel warn --outDir ${dist} --emptyOutDir`, { stdio: 'inherit' });
}

interface Chunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));

const gz = (file: string) => gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;
const raw = (file: string) => readFileSync(`${dist}/${file}`).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const i of manifest[key].imports ?? []) closure(i, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const entry = manifest[entryKey];
const isReact = (k: string) => manifest[k].name === 'react';

// The preload map the build writes into the loader (vite.config.ts): tag -> files fetched at once,
// the element's own chunk first.
const loaderCode = readFileSync(`${dist}/${entry.file}`, 'utf8');
const loaderMap = ((): Record<string, string[]> => {
  const m = loaderCode.match(/"\{\\"[a-z-]+\\":\[.*?\]\}"/);
  return m ? (JSON.parse(JSON.parse(m[0])) as Record<string, string[]>) : {};
})();
const preloadMap = (tag: string): string[] => (loaderMap[tag] ?? []).map((f) => f.replace(/^\.\//, ''));
const keyOfFile = (file: string) => Object.keys(manifest).find((k) => manifest[k].file === file);

// An element's chunk: its module's own chunk (`src/elements/<tag>.ts`), or the chunk the build put
// the module in with the code only that element loads (vite.config.ts, firstLoadSets), which the
// loader's map names first.
const elementChunks = new Map<string, string>();
for (const k of Object.keys(manifest)) {
  const tag = k.match(/src\/elements\/([a-z-]+)\.ts$/)?.[1];
  if (tag && manifest[k].isDynamicEntry) elementChunks.set(k, tag);
}
for (const tag of Object.keys(loaderMap)) {
  const k = keyOfFile(preloadMap(tag)[0]);
  if (k && ![...elementChunks.values()].includes(tag)) elementChunks.set(k, tag);
}
const elementKeys = [...elementChunks.keys()].sort((a, b) => tagOf(a).localeCompare(tagOf(b)));
const shared = Object.keys(manifest).filter((k) => !manifest[k].isEntry && !manifest[k].isDynamicEntry && !elementChunks.has(k));
function tagOf(k: string): string {
  return elementChunks.get(k)!;
}

/** Sequential request rounds until every JS file of a one-element page is requested. */
function requestLevels(elementKey: string): number {
  const level = new Map<string, number>();
  const visit = (key: string, l: number) => {
    if ((level.get(key) ?? Infinity) <= l) return;
    level.set(key, l);
    for (const i of manifest[key].imports ?? []) visit(i, l + 1);
  };
  visit(entryKey, 1);
  // The loader runs (and imports the element chunk, with its preloads) once its own imports are in.
  const afterLoader = Math.max(...level.values()) + 1;
  // Vite's own preload helper (`__vite__mapDeps`, older builds) also preloads the whole closure.
  const viteHelper = loaderCode.includes('__vite__mapDeps');
  const preloaded = new Set(viteHelper ? [...closure(elementKey)].map((k) => manifest[k].file) : preloadMap(tagOf(elementKey)));
  for (const k of closure(elementKey)) if (preloaded.has(manifest[k].file)) visit(k, afterLoader);
  visit(elementKey, afterLoader);
  return Math.max(...[...closure(elementKey), ...closure(entryKey)].map((k) => level.get(k)!));
}

const rows: Array<[string, string, number, number]> = [];
rows.push(['loader', entry.file, raw(entry.file), gz(entry.file)]);
for (const k of elementKeys) rows.push([`<${tagOf(k)}> chunk`, manifest[k].file, raw(manifest[k].file), gz(manifest[k].file)]);
for (const k of shared) {
  const file = manifest[k].file;
  const what = file.endsWith('.js') ? `${manifest[k].src ? 'lazy' : 'shared'} (${manifest[k].name ?? k})` : `asset (${file.replace(/^assets\//, '').replace(/-[\w-]{8}\./, '.')})`;
  rows.push([what, file, raw(file), gz(file)]);
}
for (const k of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && !elementKeys.includes(k))) {
  rows.push([`lazy (${manifest[k].name ?? k})`, manifest[k].file, raw(manifest[k].file), gz(manifest[k].file)]);
}

console.log('\nBundle sizes (minified; gzip -9)\n');
console.log('what'.padEnd(34), 'file'.padEnd(44), 'raw'.padStart(10), 'gzip'.padStart(10));
for (const [what, file, r, g] of rows) console.log(what.padEnd(34), file.padEnd(44), kb(r).padStart(10), kb(g).padStart(10));

console.log('\nA page with only one element on it (loader + element chunk + static imports; JS only):\n');
console.log('element'.padEnd(24), 'total gzip'.padStart(11), 'files'.padStart(6), 'ours gzip'.padStart(10), 'levels'.padStart(7));
for (const k of elementKeys) {
  // JavaScript only: images (the event covers) load when a card shows them.
  const files = new Set([...closure(entryKey), ...closure(k)].filter((f) => manifest[f].file.endsWith('.js')));
  const total = [...files].reduce((n, f) => n + gz(manifest[f].file), 0);
  const ours = [...files].filter((f) => !isReact(f)).reduce((n, f) => n + gz(manifest[f].file), 0);
  console.log(`  <${tagOf(k)}>`.padEnd(24), kb(total).padStart(11), String(files.size).padStart(6), kb(ours).padStart(10), String(requestLevels(k)).padStart(7));
}
console.log('\n(ours: all but the React chunk (react, react-dom, scheduler); levels: loader = 1)\n');
