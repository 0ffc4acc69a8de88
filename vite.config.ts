import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// One entry: the tiny loader. Every element's feature is a lazily imported chunk.
// React is bundled once into a shared chunk that the element chunks import.
export default defineConfig({
  base: './',
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Library code is not replaced by Vite outside app mode: without this React ships its dev build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
