/**
 * The first-paint renderer built with the elements (scripts/build/first-paint.ts:
 * `<ELEMENTS_DIR>/../first-paint/first-paint.js`), loaded once, on first use. Without a build (the
 * API's own tests, a server started before `vite build`) there is none: the route answers 404 and the
 * elements load as usual.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstPaintInput, PlannedRequest } from '../../src/lib/first-paint';

export type { FirstPaintInput, PlannedRequest };

/** What src/elements/first-paint.tsx exports. */
export interface Renderer {
  FIRST_PAINT_TAGS: readonly string[];
  FIRST_PAINT_STORAGE_KEYS: readonly string[];
  plan(input: FirstPaintInput): PlannedRequest[] | null;
  render(input: FirstPaintInput, answers: Record<string, unknown>): { html: string; css: string; data: Record<string, unknown> } | null;
}

const loaded = new Map<string, Promise<Renderer | null>>();

/** The renderer beside the elements build in `elementsDir`, or null when there is none. */
export function loadRenderer(elementsDir: string): Promise<Renderer | null> {
  const file = join(resolve(elementsDir, '..', 'first-paint'), 'first-paint.js');
  let renderer = loaded.get(file);
  if (!renderer) {
    renderer = existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<Renderer>).catch((error: unknown) => {
          console.error(`[server] the first-paint renderer ${file} could not be loaded:`, error);
          return null;
        })
      : Promise.resolve(null);
    loaded.set(file, renderer);
  }
  return renderer;
}
