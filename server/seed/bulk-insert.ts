/** The seed's one way to write: a multi-row INSERT … SELECT FROM unnest(…) per table; and its date helpers. */
import type { Db } from '../db/client';

export type PgType = 'int' | 'smallint' | 'text' | 'bool' | 'float8' | 'date' | 'timestamptz' | 'jsonb' | 'numeric';
export type Column = readonly [name: string, type: PgType];

/** INSERT INTO table (cols) SELECT * FROM unnest($1::t1[], $2::t2[], …): one statement, parameters only. */
export async function bulkInsert(db: Db, table: string, columns: readonly Column[], rows: unknown[][]): Promise<void> {
  if (!rows.length) return;
  const CHUNK = 2000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = columns.map((_, i) => chunk.map((row) => row[i] ?? null));
    const sql = `INSERT INTO ${table} (${columns.map(([n]) => n).join(', ')})
      SELECT * FROM unnest(${columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')})`;
    await db.query(sql, arrays);
  }
}

export const DAY = 86_400_000;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const daysBefore = (d: Date, n: number) => new Date(d.getTime() - n * DAY);
/** `daysAgo(n)`: the instant n days before `now`. */
export const daysAgoFrom = (now: Date) => (d: number) => new Date(now.getTime() - d * DAY);

/** Identity sequences continue after the ids the seed chose. */
export async function continueIds(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT max(id) FROM ${table}))`, [table]);
  }
}
