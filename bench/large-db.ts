// The database of bench/api-load.ts --large: the demo seed plus server/seed/large.ts, built once and
// reused while nothing that shapes it changes (migrations, seed code, PGlite, scale, the day).
// - PGlite: the cached template tarball under var/cache, loaded into a temporary data directory the
//   server opens (server/main.ts starts `memory://` from the demo template only); removed afterwards.
// - PostgreSQL: a template database `rwb_large_<key>` on the given server (created once; older ones
//   dropped), and a copy of it per run (CREATE DATABASE … TEMPLATE …), dropped afterwards.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, type Db } from '../server/db/client';
import { DEFAULT_CACHE_DIR } from '../server/db/template';
import { createPgDatabase, createPgTemplate, dropPgTemplate } from '../server/db/test-databases';
import { fillLarge, largeTemplateFile, largeTemplateKey, type LargeTemplateOptions } from '../server/seed/large';
import { FIRST_SEEDED } from '../server/seed/members';
import { BENCH_SCRYPT_N } from './api-load-setup';

export interface LargeDatabase {
  /** DATABASE_URL for the server. */
  url: string;
  label: string;
  /** How it was obtained ("built in 12.3 s" or "reused …"). */
  origin: string;
  /** Ids to read: every event of the database. */
  eventIds: number[];
  /**
   * Seeded members who may post (not anonymous, not deleted; the seed's password), spread over the
   * demo's and the large seed's members: whose timelines are read and who post in the feed phases.
   */
  posters: { id: number; email: string }[];
  /** Row counts, for the header. */
  counts: { users: number; events: number; attendees: number; posts: number; reactions: number };
  close(): Promise<void>;
}

/** How many posters `describe` picks (the bench logs in at most 200 members). */
const POSTERS = 200;

async function describe(db: Db): Promise<Pick<LargeDatabase, 'eventIds' | 'posters' | 'counts'>> {
  const ids = await db.query<{ id: number }>('SELECT id FROM events WHERE NOT is_removed ORDER BY id');
  const posters = await db.query<{ id: number; email: string }>(
    `SELECT id, email FROM users WHERE id >= $1 AND deleted_at IS NULL AND NOT anonymous_profile AND password_hash IS NOT NULL
      ORDER BY hashint8extended(id::bigint, 17) LIMIT ${POSTERS}`,
    [FIRST_SEEDED],
  );
  const { rows } = await db.query<LargeDatabase['counts']>(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM event_attendees) AS attendees,
            (SELECT count(*) FROM posts) AS posts, (SELECT count(*) FROM reactions) AS reactions`,
  );
  return { eventIds: ids.rows.map((r) => r.id), posters: posters.rows, counts: rows[0] };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function pgliteDatabase(options: LargeTemplateOptions): Promise<LargeDatabase> {
  const t = performance.now();
  const cached = existsSync(join(DEFAULT_CACHE_DIR, `db-template-${largeTemplateKey(options)}.tar`));
  const file = await largeTemplateFile(options);
  const origin = cached ? `reused ${file}` : `built ${file} in ${seconds(t)}`;
  const dir = mkdtempSync(join(tmpdir(), 'rwb-bench-large-'));
  const { db } = await openPglite({ dataDir: dir, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    const facts = await describe(db);
    return { url: dir, label: 'PGlite (data directory loaded from the large template)', origin, ...facts, close: async () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await db.close();
  }
}

async function postgresDatabase(adminUrl: string, options: LargeTemplateOptions): Promise<LargeDatabase> {
  const t = performance.now();
  const name = `rwb_large_${largeTemplateKey(options)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let templates: { datname: string; datistemplate: boolean }[];
  try {
    ({ rows: templates } = await admin.query("SELECT datname, datistemplate FROM pg_database WHERE datname LIKE 'rwb\\_large\\_%'"));
  } finally {
    await admin.end();
  }
  // A template database is marked IS_TEMPLATE only once it is complete.
  const ready = templates.some((d) => d.datname === name && d.datistemplate);
  if (!ready) {
    for (const d of templates) if (d.datname !== name && /^rwb_large_[0-9a-f]{16}$/.test(d.datname)) await dropPgTemplate(adminUrl, d.datname);
    await createPgTemplate(adminUrl, name, (db) => fillLarge(db, options));
  }
  const origin = ready ? `reused template database ${name}` : `built template database ${name} in ${seconds(t)}`;
  const copy = await createPgDatabase(adminUrl, name);
  const host = new URL(adminUrl).host || '(local socket)';
  return { url: copy.url, label: `PostgreSQL ${host} (a copy of ${name})`, origin, ...(await describe(copy)), close: () => copy.close() };
}

/** `memory://` = PGlite; a postgres:// URL = that server (a role allowed to CREATE DATABASE). */
export function prepareLargeDatabase(database: string, scale: number): Promise<LargeDatabase> {
  const options: LargeTemplateOptions = { scryptN: BENCH_SCRYPT_N, scale };
  return database === 'memory://' ? pgliteDatabase(options) : postgresDatabase(database, options);
}
