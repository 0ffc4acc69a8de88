/**
 * Template databases: build a database once, keep the PGlite data directory as a tarball
 * (`dumpDataDir`), then start each fresh database from it (`loadDataDir`, ~0.6 s instead of ~3 s
 * for initdb plus migrations and seed). Tarballs are cached under var/cache, keyed by the caller's
 * key (everything that shapes their content). What goes in is the caller's: see seed/template.ts.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT_DIR } from '../config';
import { openPglite, type Db, type OpenDbOptions } from './client';
import { openPgliteWorker } from './pglite-thread';

export const DEFAULT_CACHE_DIR = join(ROOT_DIR, 'var', 'cache');

/** PGlite's version (its package.json is not exported: found from the entry point). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A fresh in-memory database filled by `fill`, as a tarball. */
export async function dumpTemplate(fill: (db: Db) => Promise<void>): Promise<Blob> {
  const { db, pglite } = await openPglite();
  try {
    await fill(db);
    await pglite.query('CHECKPOINT');
    return await pglite.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

/** The cached tarball for `key` (hex), building it with `build` first when missing. */
export async function cachedTemplate(key: string, build: () => Promise<Blob>, cacheDir = DEFAULT_CACHE_DIR): Promise<string> {
  const file = join(cacheDir, `db-template-${key}.tar`);
  if (existsSync(file)) return file;
  const blob = await build();
  mkdirSync(cacheDir, { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  renameSync(tmp, file);
  pruneTemplates(cacheDir, file);
  return file;
}

/** Removes other templates not used for two days. */
function pruneTemplates(dir: string, keep: string): void {
  const cutoff = Date.now() - 2 * 86_400_000;
  for (const f of readdirSync(dir)) {
    const path = join(dir, f);
    if (path === keep || !/^db-template-[0-9a-f]+\.tar$/.test(f)) continue;
    try {
      if (statSync(path).atimeMs < cutoff && statSync(path).mtimeMs < cutoff) unlinkSync(path);
    } catch {
      // another process pruned it first
    }
  }
}

/**
 * A new in-memory database starting from a template tarball (a path or the bytes); with `worker`, in
 * a worker thread (pglite-thread.ts).
 */
export async function openFromTemplate(template: string | Blob, options: OpenDbOptions = {}): Promise<Db> {
  if (options.worker) {
    return typeof template === 'string'
      ? openPgliteWorker({ loadDataDirFile: template })
      : openPgliteWorker({ loadDataDirBytes: new Uint8Array(await template.arrayBuffer()) });
  }
  const blob = typeof template === 'string' ? new Blob([readFileSync(template)]) : template;
  return (await openPglite({ loadDataDir: blob })).db;
}
