/**
 * `node --import tsx server/main.ts`: starts the server from the environment (see README "Server"),
 * prints the URLs and the demo logins, and shuts down cleanly on SIGINT/SIGTERM.
 */
import { DEMO_LOGINS } from './seed/index';
import { startServer } from './start';

const started = performance.now();
let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer();
} catch (error) {
  console.error('[server] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

const { url, config, seeded } = server;
const db =
  config.databaseUrl === 'memory://' ? 'in-memory PGlite (fresh demo data)' : /^postgres/.test(config.databaseUrl) ? 'PostgreSQL' : `PGlite at ${config.databaseUrl}`;
const pad = Math.max(...DEMO_LOGINS.map((l) => l.email.length));
console.log(
  [
    '',
    `${config.productName} member platform: ready in ${Math.round(performance.now() - started)} ms (${config.appEnv}; ${db}${seeded ? '; demo data seeded' : ''})`,
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

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[server] ${signal}: shutting down…`);
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
