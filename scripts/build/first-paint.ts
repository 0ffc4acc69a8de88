// The server's first-paint renderer (src/elements/first-paint.tsx), built for Node beside the
// elements: `<outDir>/../first-paint/first-paint.js` (dist/first-paint for dist/elements). It is a
// second, SSR build started when the browser build has been written, so every `vite build` (npm
// start, CI, the tests' own builds) produces both. Its asset URLs (the event covers) are the browser
// build's files (same names: content hashes), under the base the server sets at run time
// (`globalThis.__rwbAssetBase`, server/routes/first-paint.ts).
import { resolve } from 'node:path';
import { build, type Plugin, type UserConfig } from 'vite';
import { afterBrowserBuild } from './after-build.js';

export const FIRST_PAINT_ENTRY = 'src/elements/first-paint.tsx';

/** Where the renderer of a browser build in `elementsDir` is written. */
export const firstPaintDir = (elementsDir: string) => resolve(elementsDir, '..', 'first-paint');

export function firstPaintBuild(shared: Pick<UserConfig, 'resolve' | 'define'>, assetFileNames: string): Plugin {
  return afterBrowserBuild('rwb-first-paint', ({ root, outDir }) =>
    build({
      configFile: false,
      root,
      logLevel: 'warn',
      ...shared,
      // Self-contained: the server may load a build written outside this directory (tests build into /tmp).
      ssr: { noExternal: true, target: 'node' },
      experimental: {
        renderBuiltUrl: (file) => ({ runtime: `(globalThis.__rwbAssetBase ?? '/elements/') + ${JSON.stringify(file)}` }),
      },
      build: {
        ssr: resolve(root, FIRST_PAINT_ENTRY),
        outDir: firstPaintDir(outDir),
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        ssrEmitAssets: false,
        rollupOptions: {
          output: { format: 'es', entryFileNames: 'first-paint.js', assetFileNames },
          // The renderer parses with the schemas the browser loads lazily: one file on the server, as intended.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    }),
  );
}
