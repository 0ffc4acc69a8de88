// What the loader (src/elements/index.ts) leaves on the page for the element chunks: its version (a
// second copy of the bundle defines nothing) and where the configuration comes from. The element chunks
// read the configuration (src/elements/platform.ts), so the loader carries no config store.
import { configure, readConfig, type RwbConfigInput } from '@/store/config';

export interface LoaderBoot {
  /** The loader's own script tag (its data-* attributes), if found. */
  script: HTMLScriptElement | null;
  /** The loader module's URL: its origin is the default API base. */
  url: string;
  /** Set once the configuration was read (by the first element chunk on the page). */
  applied?: boolean;
}

export type LoaderGlobal = typeof globalThis & {
  __rwbLoader?: {
    version: string;
    boot?: LoaderBoot;
    /** Imports a tag's chunk with its imports preloaded (the standalone app's views). */
    load?: (tag: string) => Promise<unknown>;
  };
};

/**
 * Applies the configuration the page gives (defaults < the loader script's data attributes <
 * `window.rwbConfig`) once per page, when a loader started: the first element chunk does, before its
 * feature reads `$config`. Without a loader (tests, a host importing an element chunk itself) nothing
 * changes.
 */
export function applyLoaderConfig(win: Pick<Window, 'location'> & { rwbConfig?: RwbConfigInput } = window): void {
  const boot = (globalThis as LoaderGlobal).__rwbLoader?.boot;
  if (!boot || boot.applied) return;
  boot.applied = true;
  configure(readConfig(boot.script, win, new URL(boot.url, win.location.href).origin));
}
