/**
 * `node --import tsx server/main.ts`: starts the server from the environment (see README "Server"),
 * prints the URLs and the demo logins, and shuts down cleanly on SIGINT/SIGTERM. PGlite (memory:// or
 * a data directory) runs in a worker thread, so the HTTP thread only does HTTP and JSON.
 *
 * With `WEB_CONCURRENCY=N` (N > 1, PostgreSQL only) this process becomes the primary of N workers
 * sharing the port (server/cluster.ts); each worker runs this file again as one API process.
 */
import cluster from 'node:cluster';
import { runPrimary, workerHeaderEnabled, type WorkerReady } from './cluster';
import { loadConfig, type Config } from './config';
import { DEMO_LOGINS } from './seed/index';
import { startServer } from './start';

const started = performance.now();

function fail(error: unknown): never {
  console.error('[server] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

function banner(url: string, config: Config, seeded: boolean): void {
  const db =
    config.databaseUrl === 'memory://' ? 'in-memory PGlite (fresh demo data)' : /^postgres/.test(config.databaseUrl) ? 'PostgreSQL' : `PGlite at ${config.databaseUrl}`;
  const processes = config.webConcurrency > 1 ? `; ${config.webConcurrency} worker processes` : '';
  const pad = Math.max(...DEMO_LOGINS.map((l) => l.email.length));
  console.log(
    [
      '',
      `${config.productName} member platform: ready in ${Math.round(performance.now() - started)} ms (${config.appEnv}; ${db}${processes}${seeded ? '; demo data seeded' : ''})`,
      '',
      `  Demo pages   ${url}/`,
      `  CMS page     ${url}/demo/cms.html`,
      `  Login demo   ${url}/demo/member-login.html`,
      `  API base     ${url}/api/v1/  (OAuth: ${url}/oauth/token, client ${config.oauthClients[0].id})`,
      ...(config.appEnv !== 'production'
        ? [
            `  Dev outbox   ${url}/dev/outbox  (loopback callers only)`,
            '',
            `  APP_ENV=${config.appEnv}: development helpers (/dev/outbox, fault injection, clock) are ON for this machine.`,
            '  Never expose this process; production is the default when APP_ENV is unset (needs PUBLIC_URL and MEDIA_SECRET).',
          ]
        : []),
      '',
      `  Demo logins (password ${DEMO_LOGINS[0].password}):`,
      ...DEMO_LOGINS.map((l) => `    ${l.email.padEnd(pad)}  ${l.description}`),
      '',
    ].join('\n'),
  );
}

/** One API process (the only one, or a cluster worker): serves until SIGINT/SIGTERM, then closes cleanly. */
async function serveOne(): Promise<void> {
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ pgliteWorker: true });
  } catch (error) {
    fail(error);
  }
  if (workerHeaderEnabled()) {
    // Before Hono's handler writes the head: the header joins the response's own.
    server.server.prependListener('request', (_req, res) => res.setHeader('X-Worker', String(process.pid)));
  }
  if (cluster.isWorker) process.send?.({ type: 'rwb-worker-ready', url: server.url } satisfies WorkerReady);
  else banner(server.url, server.config, server.seeded);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(cluster.isWorker ? `[worker ${process.pid}] ${signal}: shutting down…` : `\n[server] ${signal}: shutting down…`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      server
        .close()
        .then(() => process.exit(0))
        .catch((error) => {
          console.error('[server] shutdown failed:', error);
          process.exit(1);
        });
    });
  }
}

if (cluster.isWorker) {
  await serveOne();
} else {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error);
  }
  if (config.webConcurrency > 1) {
    await runPrimary(config, { onReady: ({ url, seeded }) => banner(url, config, seeded) }).catch(fail);
  } else {
    await serveOne();
  }
}
