// The standalone app's service worker (src/pwa/sw.ts), built beside the elements as `<outDir>/sw.js`:
// one classic, self-contained script (module workers are not everywhere yet) carrying the list of the
// build's files and a version, a hash of their names and contents. A new build therefore makes a new
// worker (the browser compares its bytes), which caches the new files and deletes the old caches.
// server/routes/pwa.ts serves it at /app/sw.js.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Plugin, type Rollup, type UserConfig } from 'vite';

export const SW_ENTRY = 'src/pwa/sw.ts';
export const SW_FILE = 'sw.js';

/** The files a page of the app may load: scripts, styles and assets (no maps, no build metadata). */
export function precachedFiles(bundle: Rollup.OutputBundle): string[] {
  return Object.keys(bundle)
    .filter((f) => !f.startsWith('.') && !f.endsWith('.map') && f !== SW_FILE)
    .sort();
}

/** A short hash of the files' names and contents: it changes with any file, the loader's included. */
export function buildVersion(bundle: Rollup.OutputBundle, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const f of files) {
    const item = bundle[f];
    hash.update(f).update('\0').update(item.type === 'chunk' ? item.code : item.source).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export async function buildServiceWorker(root: string, shared: Pick<UserConfig, 'resolve' | 'define'>, version: string, files: string[]): Promise<string> {
  const out = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: shared.resolve,
    define: { ...shared.define, __RWB_SW_VERSION__: JSON.stringify(version), __RWB_SW_FILES__: JSON.stringify(files) },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      copyPublicDir: false,
      lib: { entry: resolve(root, SW_ENTRY), formats: ['iife'], name: 'rwbServiceWorker', fileName: () => SW_FILE },
    },
  });
  const chunk = (Array.isArray(out) ? out[0] : (out as Rollup.RollupOutput)).output.find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker build produced no script.');
  return chunk.code;
}

export function serviceWorkerBuild(shared: Pick<UserConfig, 'resolve' | 'define'>): Plugin {
  let root = process.cwd();
  return {
    name: 'rwb-service-worker',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr && !config.build?.lib,
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const files = precachedFiles(bundle);
      const code = await buildServiceWorker(root, shared, buildVersion(bundle, files), files);
      await writeFile(join(options.dir ?? resolve(root, 'dist/elements'), SW_FILE), code);
    },
  };
}
