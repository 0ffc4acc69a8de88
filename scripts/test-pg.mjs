// npm run test:pg: the server tests against a real PostgreSQL instead of PGlite.
// Starts Debian's PostgreSQL 15 cluster (pg_ctlcluster, as root), makes sure a test role with
// CREATEDB exists, then runs `vitest --project server` with TEST_DATABASE_URL: the global setup
// builds a migrated + seeded template database and every test file gets its own copy
// (CREATE DATABASE … TEMPLATE …), dropped afterwards.
// With TEST_DATABASE_URL already set (a role allowed to create databases), the cluster is left alone.
// Stops the cluster again when this script started it (unless --keep-running).
import { spawnSync } from 'node:child_process';
import { root } from './ensure.mjs';

const VERSION = process.env.PG_CLUSTER_VERSION || '15';
const CLUSTER = process.env.PG_CLUSTER_NAME || 'main';
const ROLE = 'rwb_test';
const PASSWORD = 'rwb_test';
const keepRunning = process.argv.includes('--keep-running');

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.error) throw r.error;
  return r;
}

function clusterStatus() {
  const r = sh('pg_lsclusters', ['--no-header']);
  if (r.status !== 0) return null;
  const line = r.stdout.split('\n').find((l) => l.split(/\s+/)[0] === VERSION && l.split(/\s+/)[1] === CLUSTER);
  if (!line) return null;
  const [, , port, status] = line.trim().split(/\s+/);
  return { port: Number(port), online: status === 'online' };
}

function asPostgres(sql) {
  // psql as the postgres superuser over the local socket (peer authentication).
  return sh('runuser', ['-u', 'postgres', '--', 'psql', '-v', 'ON_ERROR_STOP=1', '-qAtX', '-p', String(port), '-c', sql], { cwd: '/' });
}

let url = process.env.TEST_DATABASE_URL;
let startedHere = false;
let port = 5432;

if (!url) {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    console.error('test:pg starts PostgreSQL with pg_ctlcluster and needs root. Run it as root, or set TEST_DATABASE_URL to a role that may CREATE DATABASE.');
    process.exit(1);
  }
  const status = clusterStatus();
  if (!status) {
    console.error(`PostgreSQL cluster ${VERSION}/${CLUSTER} not found (apt-get install postgresql-${VERSION}).`);
    process.exit(1);
  }
  port = status.port;
  if (!status.online) {
    console.log(`> starting PostgreSQL ${VERSION}/${CLUSTER} (pg_ctlcluster)…`);
    const r = sh('pg_ctlcluster', [VERSION, CLUSTER, 'start'], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
    startedHere = true;
  }
  const role = asPostgres(
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN
         CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${PASSWORD}';
       ELSE
         ALTER ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${PASSWORD}';
       END IF;
     END $$;`,
  );
  if (role.status !== 0) {
    console.error(role.stderr || role.stdout);
    process.exit(1);
  }
  url = `postgres://${ROLE}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

console.log(`> server tests against PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})`);
const started = Date.now();
const run = sh('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2).filter((a) => a !== '--keep-running')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
console.log(`> test:pg ${run.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

if (startedHere && !keepRunning) {
  console.log(`> stopping PostgreSQL ${VERSION}/${CLUSTER}`);
  sh('pg_ctlcluster', [VERSION, CLUSTER, 'stop'], { stdio: 'inherit' });
}
process.exit(run.status ?? 1);
