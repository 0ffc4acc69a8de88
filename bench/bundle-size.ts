// Prints gzip sizes of the built elements: the loader, each element chunk, the shared chunks, and
// the total JS a page with only one given element downloads (loader + that element's chunk + its
// static imports). Run `npm run build` first (`npm run bench` does).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';

const dist = 'dist/elements';
if (!existsSync(`${dist}/.vite/manifest.json`) || process.argv.includes('--build')) {
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
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
const elementKeys = Object.keys(manifest).filter((k) => /src\/elements\/[a-z-]+\.ts$/.test(k) && manifest[k].isDynamicEntry);
const shared = Object.keys(manifest).filter((k) => !manifest[k].isEntry && !manifest[k].isDynamicEntry);

const rows: Array<[string, string, number, number]> = [];
rows.push(['loader', entry.file, raw(entry.file), gz(entry.file)]);
for (const k of elementKeys) rows.push([`<${k.match(/([a-z-]+)\.ts$/)![1]}> chunk`, manifest[k].file, raw(manifest[k].file), gz(manifest[k].file)]);
for (const k of shared) {
  const file = manifest[k].file;
  rows.push([file.endsWith('.js') ? `shared (${manifest[k].name ?? k})` : `asset (${file.replace(/^assets\//, '').replace(/-[\w-]{8}\./, '.')})`, file, raw(file), gz(file)]);
}

console.log('\nBundle sizes (minified; gzip -9)\n');
console.log('what'.padEnd(34), 'file'.padEnd(44), 'raw'.padStart(10), 'gzip'.padStart(10));
for (const [what, file, r, g] of rows) console.log(what.padEnd(34), file.padEnd(44), kb(r).padStart(10), kb(g).padStart(10));

console.log('\nTotal JS a page downloads with only one element on it (loader + element chunk + static imports):\n');
for (const k of elementKeys) {
  // JavaScript only: images (the event covers) load when a card shows them.
  const files = new Set([...closure(entryKey), ...closure(k)].filter((f) => manifest[f].file.endsWith('.js')));
  const total = [...files].reduce((n, f) => n + gz(manifest[f].file), 0);
  console.log(`  <${k.match(/([a-z-]+)\.ts$/)![1]}>`.padEnd(30), `${kb(total)} gzip in ${files.size} files`);
}
console.log('');
