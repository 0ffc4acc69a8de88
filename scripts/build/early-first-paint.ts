// The early first-paint snippet (src/elements/early.ts), built beside the elements as one classic,
// self-contained script: `<outDir>/early.js`, for host pages to paste inline in their <head> (README
// 'First paint'). A second small build started when the browser build has been written, like the
// server's renderer (first-paint.ts), so every `vite build` produces it.
import { resolve } from 'node:path';
import { build, type Plugin, type UserConfig } from 'vite';
import { afterBrowserBuild } from './after-build.js';

export const EARLY_ENTRY = 'src/elements/early.ts';
export const EARLY_FILE = 'early.js';

export function earlyFirstPaintBuild(shared: Pick<UserConfig, 'resolve' | 'define'>): Plugin {
  return afterBrowserBuild('rwb-early-first-paint', ({ root, outDir }) =>
    build({
      configFile: false,
      root,
      logLevel: 'warn',
      ...shared,
      build: {
        outDir,
        emptyOutDir: false,
        target: 'es2020',
        minify: true,
        copyPublicDir: false,
        lib: { entry: resolve(root, EARLY_ENTRY), formats: ['iife'], name: 'rwbEarlyFirstPaint', fileName: () => EARLY_FILE },
      },
    }),
  );
}
