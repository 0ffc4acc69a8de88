/**
 * Template databases: migrate + seed once, keep the PGlite data directory as a tarball
 * (`dumpDataDir`), then start each fresh database from it (`loadDataDir`, ~0.6 s instead of ~3 s
 * for initdb plus migrations and seed). Tarballs are cached under var/cache, keyed by everything
 * that shapes their content (migrations, seed code, PGlite version, scrypt cost, the seed's day).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT_DIR } from '../config';
import { openPglite, type Db } from './client';
import { listMigrations, migrate } from './migrate';
import { seed } from './seed/index';

const SEED_DIR = fileURLToPath(new URL('./seed/', import.meta.url));
const PASSWORDS_FILE = fileURLToPath(new URL('../auth/passwords.ts', import.meta.url));
export const DEFAULT_CACHE_DIR = join(ROOT_DIR, 'var', 'cache');

export interface TemplateOptions {
  scryptN: number;
  /** Business "now" of the seed; the cache key includes its day. */
  now?: Date;
}

/** PGlite's version (its package.json is not exported: found from the entry point). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Identifies the template's content. */
export function templateKey({ scryptN, now = new Date() }: TemplateOptions): string {
  const h = createHash('sha256');
  for (const m of listMigrations()) h.update(`${m.version}:${m.sql}`);
  for (const f of readdirSync(SEED_DIR).sort()) h.update(`${f}:${readFileSync(join(SEED_DIR, f), 'utf8')}`);
  h.update(readFileSync(PASSWORDS_FILE, 'utf8'));
  h.update(`pglite ${pgliteVersion()} N=${scryptN} day=${now.toISOString().slice(0, 10)}`);
  return h.digest('hex').slice(0, 16);
}

/** A fresh in-memory database, migrated and seeded, as a tarball. */
export async function buildTemplate(options: TemplateOptions): Promise<Blob> {
  const { db, pglite } = await openPglite();
  try {
    await migrate(db);
    await seed(db, { scryptN: options.scryptN, now: options.now });
    await pglite.query('CHECKPOINT');
    return await pglite.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

/** The cached template tarball's path, building it first when missing. */
export async function templateFile(options: TemplateOptions & { cacheDir?: string }): Promise<string> {
  const dir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const file = join(dir, `db-template-${templateKey(options)}.tar`);
  if (existsSync(file)) return file;
  const blob = await buildTemplate(options);
  mkdirSync(dir, { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  renameSync(tmp, file);
  pruneTemplates(dir, file);
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

/** A new in-memory database starting from a template tarball (a path or the bytes). */
export async function openFromTemplate(template: string | Blob): Promise<Db> {
  const blob = typeof template === 'string' ? new Blob([readFileSync(template)]) : template;
  return (await openPglite({ loadDataDir: blob })).db;
}
