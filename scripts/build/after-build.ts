// A plugin that runs a second, small build once the browser build has been written (`vite build`
// only, never for the SSR or library builds it starts itself), with the root and the output
// directory of the browser build.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export function afterBrowserBuild(name: string, run: (dirs: { root: string; outDir: string }) => Promise<unknown>): Plugin {
  let root = process.cwd();
  let outDir = 'dist/elements';
  return {
    name,
    apply: (config, env) => env.command === 'build' && !config.build?.ssr && !config.build?.lib,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await run({ root, outDir });
    },
  };
}
