import { defineConfig, type Plugin } from 'vite';
import { firstPaintBuild } from './scripts/build/first-paint.js';
import { earlyFirstPaintBuild } from './scripts/build/early-first-paint.js';
import { elementsManifestBuild } from './scripts/build/elements-manifest.js';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip -9) beside every emitted .js/.css/.svg/.json,
 * when smaller than the file: the server answers with the one the client's Accept-Encoding prefers
 * (server/routes/static.ts). Compressing once at build time lets brotli run at its slowest, best level.
 * Maps and the manifest (under .vite/, never served) are left alone. A dozen lines of node:zlib
 * rather than a plugin dependency.
 */
function precompress(): Plugin {
  return {
    name: 'rwb-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/elements';
      const files = Object.keys(bundle).filter((f) => /\.(?:js|css|svg|json)$/.test(f) && !f.startsWith('.'));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(join(dir, file));
          const [br, gz] = await Promise.all([
            brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gzipAsync(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await writeFile(join(dir, `${file}.br`), br);
          if (gz.length < raw.length) await writeFile(join(dir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

const LOADER = fileURLToPath(new URL('./src/elements/index.ts', import.meta.url));
const LOADER_COPY = '?rwb-loader';
const PRELOAD_TOKEN = '__RWB_PRELOAD_MAP__';
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const REGISTRY = 'src/elements/registry.ts';
const LOADER_FILES = ['src/elements/index.ts', REGISTRY, 'src/elements/skeleton.ts', 'src/elements/first-paint-request.ts'];

/**
 * The loader is one self-contained file: no static import, so nothing waits on a second request
 * level before the element chunks start downloading.
 *
 * - What the loader imports (the config store: `readConfig`/`configure`, nanostores' atom, the page
 *   registry) is bundled into it as its own copy (`?rwb-loader` ids), instead of being split into a
 *   chunk shared with the elements. The copies meet on the page through `shared()`'s global key, as a
 *   second copy of the bundle does. Files under src/elements/ (the registry, whose dynamic imports
 *   are the element chunks) are not copied.
 * - Vite's preload helper is off (`modulePreload: false`); instead the loader carries a map, tag ->
 *   the element chunk and its whole static import closure (written here once the chunks are named),
 *   and adds a `<link rel="modulepreload">` for each before importing the chunk: one request level.
 */
function selfContainedLoader(): Plugin {
  // The loader's own files (src/elements/index.ts and what it imports from src/elements/) and the copies.
  const copied = (id: string | undefined) => !!id && (LOADER_FILES.some((f) => id.endsWith(f)) || id.endsWith(LOADER_COPY));
  return {
    name: 'rwb-self-contained-loader',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // The registry's dynamic imports get Vite's preload wrapper; with no dependency list to preload
      // (the loader's map does that) the loader's copy of it is the plain call.
      if (source === PRELOAD_HELPER && importer?.endsWith(REGISTRY)) return `${PRELOAD_HELPER}${LOADER_COPY}`;
      if (!copied(importer) || options.kind === 'dynamic-import' || source.includes('?')) return null;
      const resolved = await this.resolve(source, importer!.replace(LOADER_COPY, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?') || /[\\/]src[\\/]elements[\\/]/.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${LOADER_COPY}` };
    },
    load(id) {
      return id === `${PRELOAD_HELPER}${LOADER_COPY}` ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, seen: string[] = []): string[] => {
        if (seen.includes(file)) return seen;
        seen.push(file);
        for (const i of byFile.get(file)?.imports ?? []) closure(i, seen);
        return seen;
      };
      // An element's chunk: the one holding its module (src/elements/<tag>.ts, a dynamic import of the
      // registry), whether it is the module's own chunk or the group chunk it was put in (firstLoadSets).
      const registry = [...this.getModuleIds()].find((id) => id.endsWith(REGISTRY));
      const elements = (registry && this.getModuleInfo(registry)?.dynamicallyImportedIds) || [];
      const map: Record<string, string[]> = {};
      for (const element of elements) {
        const tag = element.match(/([a-z-]+)\.ts$/)![1];
        const c = chunks.find((chunk) => chunk.moduleIds.includes(element));
        if (c) map[tag] = closure(c.fileName).map((f) => `./${f}`);
      }
      const loader = chunks.find((c) => c.isEntry && c.facadeModuleId === LOADER);
      const token = new RegExp(`(["'\`])${PRELOAD_TOKEN}\\1`);
      if (!loader || !token.test(loader.code)) this.error('the loader has no preload map placeholder');
      else loader.code = loader.code.replace(token, JSON.stringify(JSON.stringify(map)));
    },
  };
}

/** Under this much code (as transformed, before minifying), a set most elements use joins `core`. */
const SMALL_SET_BYTES = 2048;
/** Under this much code, any set shared by two elements or more joins `core`. */
const TINY_SET_BYTES = 1024;
/** Under this much code, a set most elements use (the lightest among them) joins `core`. */
const LIGHTEST_SET_BYTES = 4096;
/** The most element tags the grouping below handles (one code-splitting group per set size). */
const MAX_ELEMENTS = 14;

/**
 * Which elements load each module on their first load: the tags whose element chunk reaches it through
 * static imports (the element chunk's closure, all preloaded at once). Computed from the module graph
 * once it is complete (`buildEnd`, before chunking) for the groups below, which cut our code by
 * exactly that set:
 * - `core`: what every element needs (the platform wiring, the HTTP client, the stores, the style
 *   helpers, the ui primitives all features use, nanostores, r2wc), and the sets too small or too
 *   widely used to be worth a file of their own (see below): one chunk, not a handful;
 * - `shared~<tags>`: what some elements need, one chunk per set;
 * - `<tag>`: what only one element needs, with the element's module: its chunk (not a chunk of its own
 *   because a lazy sub-view of the same element uses it too).
 * A page downloads no module its elements do not use on first load (but for the small sets in
 * `core`), in as few files as that allows: each file gzips on its own and repeats the imports and
 * exports between files (~0.4 KB a file). Modules only lazy views use are left to the `shared` group.
 * The groups go largest set first: a group also takes the imports of its modules not taken yet, and
 * those belong to larger sets (every element that loads a module loads its imports).
 */
function firstLoadSets(): Plugin & { nameOf(id: string, size: number): string | null } {
  const names = new Map<string, { name: string; size: number }>();
  return {
    name: 'rwb-first-load-sets',
    apply: 'build',
    nameOf: (id, size) => (names.get(id)?.size === size ? names.get(id)!.name : null),
    buildEnd() {
      names.clear();
      const registry = [...this.getModuleIds()].find((id) => id.endsWith(REGISTRY));
      const elements = (registry && this.getModuleInfo(registry)?.dynamicallyImportedIds) || [];
      if (elements.length > MAX_ELEMENTS) this.error(`more than ${MAX_ELEMENTS} element tags: raise MAX_ELEMENTS`);
      const users = new Map<string, string[]>();
      for (const element of elements) {
        const tag = element.match(/([a-z-]+)\.ts$/)![1];
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          if (!id.endsWith(LOADER_COPY)) users.set(id, [...(users.get(id) ?? []), tag]);
          for (const i of this.getModuleInfo(id)?.importedIds ?? []) visit(i);
        };
        visit(element);
      }
      // A set every element uses, or a small set most elements use, or a tiny set, joins `core`: a file
      // of its own would cost each of its users more (the per-file overhead) than its bytes cost the
      // others. But the element with the lightest first load (event-list: its first page comes painted,
      // without the HTTP client and zod) never pays for a set it does not use: only sets it uses join
      // `core` (those most elements use up to LIGHTEST_SET_BYTES: fewer files for it).
      const setOf = (tags: string[]) => tags.sort().join('~');
      const bytes = new Map<string, number>();
      const weight = new Map<string, number>();
      for (const [id, tags] of users) {
        const size = this.getModuleInfo(id)?.code?.length ?? 0;
        bytes.set(setOf(tags), (bytes.get(setOf(tags)) ?? 0) + size);
        for (const t of tags) weight.set(t, (weight.get(t) ?? 0) + size);
      }
      const lightest = [...weight.entries()].sort((a, b) => a[1] - b[1])[0]?.[0];
      const most = (tags: string[]) => tags.length * 2 > elements.length;
      const joinsCore = (tags: string[]) => {
        if (tags.length === elements.length) return true;
        if (tags.length < 2 || (lightest && !tags.includes(lightest))) return false;
        const size = bytes.get(setOf(tags))!;
        return size < (most(tags) ? Math.max(SMALL_SET_BYTES, LIGHTEST_SET_BYTES) : TINY_SET_BYTES);
      };
      for (const [id, tags] of users) {
        const core = joinsCore(tags);
        names.set(id, core ? { name: 'core', size: elements.length } : { name: tags.length > 1 ? `shared~${setOf(tags)}` : tags[0], size: tags.length });
      }
    },
  };
}
const firstLoad = firstLoadSets();

const RESOLVE = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };
const DEFINE = { 'process.env.NODE_ENV': JSON.stringify('production') };
const ASSET_FILE_NAMES = 'assets/[name]-[hash][extname]';

/** A group test that leaves the loader's own copies (above) in the loader. */
const notLoader = (re: RegExp) => (id: string) => re.test(id) && !id.endsWith(LOADER_COPY);

// One entry: the tiny loader. Every element's feature is a lazily imported chunk.
// React is bundled once into a shared chunk that the element chunks import.
export default defineConfig({
  base: './',
  resolve: RESOLVE,
  // Library code is not replaced by Vite outside app mode: without this React ships its dev build.
  define: DEFINE,
  // The server's renderer of first paints and the early first-paint snippet are built after the
  // elements (scripts/build/first-paint.ts, scripts/build/early-first-paint.ts).
  plugins: [
    selfContainedLoader(),
    firstLoad,
    precompress(),
    firstPaintBuild({ resolve: RESOLVE, define: DEFINE }, ASSET_FILE_NAMES),
    earlyFirstPaintBuild({ resolve: RESOLVE, define: DEFINE }),
    // The app's service worker (sw.js) with this build's files and version (scripts/build/service-worker.ts).
    import('./scripts/build/service-worker.js').then((m) => m.serviceWorkerBuild({ resolve: RESOLVE, define: DEFINE })),
    // custom-elements.json beside elements.js, read from the element definitions (the embed builder reads it).
    elementsManifestBuild(),
  ],
  build: {
    outDir: 'dist/elements',
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written for debugging and error reports but not referenced from the bundle (no
    // sourceMappingURL comment); the server refuses `*.map` in production (server/http/security-headers.ts).
    sourcemap: 'hidden',
    // The loader preloads an element chunk's whole static import closure in parallel with the chunk
    // itself, from its own map (selfContainedLoader above), against the loader's own URL.
    modulePreload: false,
    manifest: true,
    rollupOptions: {
      input: { elements: fileURLToPath(new URL('./src/elements/index.ts', import.meta.url)) },
      preserveEntrySignatures: 'strict',
      // The precompress step is slow on purpose (brotli 11); its timing report is noise in CI logs.
      checks: { pluginTimings: false },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        // The shared groups are named after every element using them: too long for a file name.
        chunkFileNames: (chunk) => (chunk.name.startsWith('shared~') ? 'chunks/shared-[hash].js' : 'chunks/[name]-[hash].js'),
        assetFileNames: ASSET_FILE_NAMES,
        // Stable shared chunks: React is downloaded once per page and cached across pages whatever
        // set of elements a page carries. Our own first-load code is grouped by the set of elements
        // loading it (firstLoadSets above: `core`, `shared~<tags>`, each element's chunk), largest set
        // first; what only lazy views use is grouped by the set of lazy chunks using it, sets under
        // ~4 KB merged into their nearest neighbour.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            ...Array.from({ length: MAX_ELEMENTS }, (_, i) => MAX_ELEMENTS - i).map((size) => ({
              name: (id: string) => firstLoad.nameOf(id, size),
              priority: 2 + size / (MAX_ELEMENTS + 1),
            })),
            { name: 'shared', test: notLoader(/[\\/]src[\\/]/), minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 4096, priority: 1 },
          ],
        },
      },
    },
  },
});
