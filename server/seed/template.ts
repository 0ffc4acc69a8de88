/**
 * The demo template: a migrated, seeded database kept as a PGlite tarball (db/template.ts), so
 * tests and `memory://` servers start from a copy. Keyed by everything that shapes its content:
 * the migrations, the seed's code, the password hashing, PGlite's version, scrypt cost, the day.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listMigrations, migrate } from '../db/migrate';
import { cachedTemplate, dumpTemplate, pgliteVersion } from '../db/template';
import { seed } from './index';

const SEED_DIR = fileURLToPath(new URL('./', import.meta.url));
const PASSWORDS_FILE = fileURLToPath(new URL('../auth/passwords.ts', import.meta.url));
/** The seed writes challenge scores and badges through this module: its code is part of the content. */
const SCORES_FILE = fileURLToPath(new URL('../challenges/scores.ts', import.meta.url));

export interface TemplateOptions {
  scryptN: number;
  /** Business "now" of the seed; the cache key includes its day. */
  now?: Date;
}

/** Identifies the template's content. */
export function templateKey({ scryptN, now = new Date() }: TemplateOptions): string {
  const h = createHash('sha256');
  for (const m of listMigrations()) h.update(`${m.version}:${m.sql}`);
  for (const f of readdirSync(SEED_DIR).sort()) h.update(`${f}:${readFileSync(join(SEED_DIR, f), 'utf8')}`);
  h.update(readFileSync(PASSWORDS_FILE, 'utf8'));
  h.update(readFileSync(SCORES_FILE, 'utf8'));
  h.update(`pglite ${pgliteVersion()} N=${scryptN} day=${now.toISOString().slice(0, 10)}`);
  return h.digest('hex').slice(0, 16);
}

/** A fresh in-memory database, migrated and seeded, as a tarball. */
export function buildTemplate(options: TemplateOptions): Promise<Blob> {
  return dumpTemplate(async (db) => {
    await migrate(db);
    await seed(db, { scryptN: options.scryptN, now: options.now });
  });
}

/** The cached template tarball's path, building it first when missing. */
export function templateFile(options: TemplateOptions & { cacheDir?: string }): Promise<string> {
  return cachedTemplate(templateKey(options), () => buildTemplate(options), options.cacheDir);
}
