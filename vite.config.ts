import { defineConfig, type Plugin } from 'vite';
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
const LOADER_FILES = ['src/elements/index.ts', REGISTRY, 'src/elements/skeleton.ts'];

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
      const map: Record<string, string[]> = {};
      for (const c of chunks) {
        const tag = c.isDynamicEntry && c.facadeModuleId?.match(/[\\/]src[\\/]elements[\\/]([a-z-]+)\.ts$/)?.[1];
        if (tag) map[tag] = closure(c.fileName).map((f) => `./${f}`);
      }
      const loader = chunks.find((c) => c.isEntry && c.facadeModuleId === LOADER);
      const token = new RegExp(`(["'\`])${PRELOAD_TOKEN}\\1`);
      if (!loader || !token.test(loader.code)) this.error('the loader has no preload map placeholder');
      else loader.code = loader.code.replace(token, JSON.stringify(JSON.stringify(map)));
    },
  };
}

/** A group test that leaves the loader's own copies (above) in the loader. */
const notLoader = (re: RegExp) => (id: string) => re.test(id) && !id.endsWith(LOADER_COPY);

// One entry: the tiny loader. Every element's feature is a lazily imported chunk.
// React is bundled once into a shared chunk that the element chunks import.
export default defineConfig({
  base: './',
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Library code is not replaced by Vite outside app mode: without this React ships its dev build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [selfContainedLoader(), precompress()],
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
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Stable shared chunks: React and the platform libraries are downloaded once per page and
        // cached across pages whatever set of elements a page carries. Our own shared modules are
        // grouped by the set of elements using them, and sets under ~4 KB are merged into their
        // nearest neighbour: few requests per element, little code an element does not use.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'platform', test: notLoader(/node_modules[\\/](ofetch|destr|ufo|zod|nanostores|@nanostores|@r2wc)[\\/]/), priority: 2 },
            { name: 'shared', test: notLoader(/[\\/]src[\\/]/), minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 4096, priority: 1 },
          ],
        },
      },
    },
  },
});
