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

// One entry: the tiny loader. Every element's feature is a lazily imported chunk.
// React is bundled once into a shared chunk that the element chunks import.
export default defineConfig({
  base: './',
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Library code is not replaced by Vite outside app mode: without this React ships its dev build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [precompress()],
  build: {
    outDir: 'dist/elements',
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written for debugging and error reports but not referenced from the bundle (no
    // sourceMappingURL comment); the server refuses `*.map` in production (server/http/security-headers.ts).
    sourcemap: 'hidden',
    // The loader preloads an element chunk's shared imports in parallel with the chunk itself (no
    // waterfall); the relative base resolves them against the loader's own URL, wherever it is hosted.
    modulePreload: { polyfill: false },
    manifest: true,
    rollupOptions: {
      input: { elements: fileURLToPath(new URL('./src/elements/index.ts', import.meta.url)) },
      preserveEntrySignatures: 'strict',
      // The precompress step is slow on purpose (brotli 11); its timing report is noise in CI logs.
      checks: { pluginTimings: false },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Stable shared chunks: React (+ the custom-element wrapper) and the platform libraries are
        // downloaded once per page and cached across pages whatever set of elements a page carries.
        // nanostores stays out of them: the loader needs it for the config store.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/ },
            { name: 'platform', test: /node_modules[\\/](ofetch|destr|ufo|zod|@nanostores)[\\/]/ },
          ],
        },
      },
    },
  },
});
