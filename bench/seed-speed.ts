// How long the demo seed takes on a brand-new in-memory database (migrated first; the migration is
// not timed). Prints the median of a few runs and the row counts; not a test, never gates CI.
//
//   npm run bench:seed            (RUNS=5 by default; SCRYPT_N for the demo password's hash cost)
import { openPglite } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seed, type SeedSummary } from '../server/seed/index';

const RUNS = Number(process.env.RUNS ?? 5);
const SCRYPT_N = Number(process.env.SCRYPT_N ?? 1024);
const NOW = new Date('2026-03-01T12:00:00Z');

const times: number[] = [];
let summary: SeedSummary | null = null;
for (let i = 0; i < RUNS; i++) {
  const { db } = await openPglite();
  try {
    await migrate(db);
    const started = performance.now();
    summary = await seed(db, { scryptN: SCRYPT_N, now: NOW });
    times.push(performance.now() - started);
  } finally {
    await db.close();
  }
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`seed on an empty database (scrypt N=${SCRYPT_N}, ${RUNS} runs): median ${Math.round(median)} ms, min ${Math.round(times[0])} ms, max ${Math.round(times.at(-1)!)} ms`);
console.log(`rows: ${JSON.stringify(summary)}`);
