/**
 * How PGlite is opened, in this thread (client.ts) or in its worker (pglite-worker.ts): the value
 * parsers that make its types match PostgreSQL's through `pg` (`date` → 'YYYY-MM-DD' string,
 * `bigint` and `numeric` → number; `timestamptz` → Date and json → parsed are PGlite's own), and the
 * durability: in memory nothing is synced.
 */
import { mkdirSync } from 'node:fs';
import { types, type PGliteOptions } from '@electric-sql/pglite';

const toNumber = (v: string) => Number(v);
const identity = (v: string) => v;

export const pgliteParsers = {
  [types.INT8]: toNumber,
  [types.NUMERIC]: toNumber,
  [types.DATE]: identity,
};

export interface PgliteOpenOptions {
  /** A data directory to persist to; omitted = in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (in memory). */
  loadDataDir?: Blob;
}

/** PGlite's constructor options for `opts` (creating the data directory when there is one). */
export function pgliteOptions(opts: PgliteOpenOptions): PGliteOptions {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  return {
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    parsers: pgliteParsers,
    relaxedDurability: !opts.dataDir,
  };
}
