// Leaderboard reads at 10,000 participants (docs/api.md 'Challenges'): top 25, a member's rank and
// the member-centred 25, read (a) from the materialised `challenge_scores` (what the server does) and
// (b) computed from check-ins/workouts on every read with the same SQL (liveScoresSql) over the
// existing indexes. Prints the median and p95 of each over 30 runs. Not a test; never gates CI.
//
//   npm run bench:leaderboard                                   # PGlite in memory
//   npm run bench:leaderboard -- --database postgres://u:p@host/db   # a scratch PostgreSQL database
//                                 (its tables are created by the migrations: use an empty database)
import { performance } from 'node:perf_hooks';
import { openPglite, openPostgres, type Db } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { centeredEntries, memberRank, topEntries } from '../server/challenges/leaderboard';
import { liveScoresSql, refreshScores } from '../server/challenges/scores';

const PARTICIPANTS = 10_000;
const EVENTS = 20;
const RUNS = 30;

async function fill(db: Db): Promise<number> {
  await db.query(
    `INSERT INTO users (id, email, first_name, last_name) SELECT g, 'bench' || g || '@example.com', 'Bench', 'Member ' || g FROM generate_series(1, $1) g`,
    [PARTICIPANTS],
  );
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO challenges (name, start_date, end_date, required_unit, goal) VALUES ('Bench miles', current_date - 30, current_date + 30, 'miles', 50) RETURNING id`,
  );
  const ch = rows[0].id;
  await db.query(
    `INSERT INTO events (name, host_id, category, description, start_at, end_at, time_zone_id, is_virtual, challenge_id)
     SELECT 'Bench event ' || g, 1, 'virtual', 'Bench.', now() - g * interval '1 day', now() - g * interval '1 day' + interval '1 hour', 'UTC', true, $1
       FROM generate_series(1, $2) g`,
    [ch, EVENTS],
  );
  await db.query('INSERT INTO challenge_participants (challenge_id, user_id) SELECT $1, g FROM generate_series(1, $2) g', [ch, PARTICIPANTS]);
  // Each member on about half the events: a check-in and a workout.
  await db.query(
    `INSERT INTO event_attendees (event_id, user_id, status, updated_at)
     SELECT e.id, u, 'checked_in', e.start_at + (u % 60) * interval '1 minute' FROM events e CROSS JOIN generate_series(2, $2) u
      WHERE e.challenge_id = $1 AND abs(hashtext(u::text || e.id::text)) % 2 = 0`,
    [ch, PARTICIPANTS],
  );
  await db.query(
    `INSERT INTO event_workouts (event_id, user_id, miles, updated_at)
     SELECT a.event_id, a.user_id, (abs(hashtext(a.user_id::text || ':' || a.event_id::text)) % 1000) / 100.0, a.updated_at
       FROM event_attendees a JOIN events e ON e.id = a.event_id WHERE e.challenge_id = $1`,
    [ch],
  );
  await db.exec('ANALYZE');
  return ch;
}

async function time(label: string, fn: () => Promise<unknown>): Promise<string> {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return `${label.padEnd(34)} median ${ms[Math.floor(RUNS / 2)].toFixed(2).padStart(8)} ms   p95 ${ms[Math.floor(RUNS * 0.95)].toFixed(2).padStart(8)} ms`;
}

async function bench(name: string, db: Db) {
  await migrate(db);
  const t0 = performance.now();
  const ch = await fill(db);
  const t1 = performance.now();
  await refreshScores(db, ch, null, new Date());
  const t2 = performance.now();
  const { rows } = await db.query<{ n: number; workouts: number }>(
    'SELECT (SELECT count(*) FROM challenge_scores WHERE challenge_id = $1) AS n, (SELECT count(*) FROM event_workouts) AS workouts',
    [ch],
  );
  // A member in the middle of the board (its rank is about 5,000).
  const mid = (await db.query<{ user_id: number }>('SELECT user_id FROM challenge_scores WHERE challenge_id = $1 ORDER BY sort_key, reached_at, user_id OFFSET 5000 LIMIT 1', [ch])).rows[0].user_id;
  const live = liveScoresSql('miles');
  const ranked = `SELECT user_id, score, row_number() OVER (ORDER BY score DESC, reached_at, user_id) AS rank FROM (${live}) l`;
  console.log(`\n${name}: ${rows[0].n} scored participants, ${rows[0].workouts} workouts on ${EVENTS} events (fill ${((t1 - t0) / 1000).toFixed(1)} s, full refresh ${(t2 - t1).toFixed(0)} ms)`);
  const lines = [
    await time('materialised top25', () => topEntries(db, ch)),
    await time('materialised rank', () => memberRank(db, ch, mid)),
    await time('materialised centered', () => centeredEntries(db, ch, mid)),
    await time('one member refresh (per write)', () => refreshScores(db, ch, mid, new Date())),
    await time('live top25', () => db.query(`${ranked} ORDER BY rank LIMIT 25`, [ch, null])),
    await time('live rank', () => db.query(`SELECT rank, score FROM (${ranked}) r WHERE user_id = $3`, [ch, null, mid])),
    await time('live centered', () =>
      db.query(`WITH r AS (${ranked}), me AS (SELECT rank FROM r WHERE user_id = $3) SELECT r.* FROM r, me WHERE r.rank BETWEEN me.rank - 12 AND me.rank + 12 ORDER BY r.rank`, [ch, null, mid]),
    ),
  ];
  for (const l of lines) console.log(`  ${l}`);
}

const at = process.argv.indexOf('--database');
const url = at >= 0 ? process.argv[at + 1] : null;
const { db } = await openPglite();
await bench('PGlite (in memory)', db);
await db.close();
if (url) {
  const pgDb = openPostgres(url);
  try {
    await bench('PostgreSQL', pgDb);
  } finally {
    await pgDb.close();
  }
}
