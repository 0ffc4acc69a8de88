/**
 * Starts the HTTP server: config, database (migrated; seeded when empty; `memory://` starts from the
 * cached demo template), the app, and @hono/node-server on the port (0 = a free one). The server
 * process (main.ts) runs PGlite in a worker thread, off the HTTP thread (db/pglite-thread.ts); tests
 * starting a server here keep it in-process unless they ask (it opens faster). It also runs the
 * Eagle Leader job on an interval (`LEADER_JOB_INTERVAL`, server/profile/leader-job.ts), stopped on close.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type App } from './app';
import { loadConfig, type Config } from './config';
import { openDb, type Db, type OpenDbOptions } from './db/client';
import { migrate } from './db/migrate';
import { startLeaderJob } from './profile/leader-job';
import { openFromTemplate } from './db/template';
import { seed } from './seed/index';
import { templateFile } from './seed/template';

export interface StartOptions {
  port?: number;
  databaseUrl?: string;
  /** Environment variables (default process.env). */
  env?: Record<string, string | undefined>;
  /** PGlite in a worker thread (db/pglite-thread.ts) rather than on the HTTP thread; main.ts sets it. */
  pgliteWorker?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  app: App;
  db: Db;
  config: Config;
  /** True when this start put the demo data in. */
  seeded: boolean;
  /** The Node HTTP server (for upgrade handlers such as the realtime socket). */
  server: ServerType;
  close(): Promise<void>;
}

/** Opens the configured database, migrated, with demo data when it was empty. */
export async function openDatabase(config: Config, options: OpenDbOptions = {}): Promise<{ db: Db; seeded: boolean }> {
  if (config.databaseUrl === 'memory://') {
    const db = await openFromTemplate(await templateFile({ scryptN: config.scryptN }), options);
    await migrate(db);
    return { db, seeded: true };
  }
  const db = await openDb(config.databaseUrl, { poolSize: config.databasePoolSize, ...options });
  try {
    await migrate(db);
    const seeded = (await seed(db, { scryptN: config.scryptN })) !== null;
    return { db, seeded };
  } catch (error) {
    await db.close();
    throw error;
  }
}

function listen(app: App, port: number, hostname: string | undefined): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = { ...(options.env ?? process.env) };
  if (options.port !== undefined) env.PORT = String(options.port);
  if (options.databaseUrl !== undefined) env.DATABASE_URL = options.databaseUrl;
  const config = loadConfig(env);
  if (config.appEnv === 'production' && !config.smtp.url) {
    console.warn('[server] SMTP_URL is not set: e-mails (verification and reset codes) are only stored in the outbox table.');
  }

  if (config.appEnv === 'production' && !config.addressVendor.key) {
    console.warn('[server] ADDRESS_VENDOR_KEY is not set: address lookups suggest and verify city/state/zip only (offline gazetteer, no streets or suites).');
  }

  const { db, seeded } = await openDatabase(config, { worker: options.pgliteWorker });
  const app = createApp({ db, config });
  let server: ServerType;
  try {
    server = await listen(app, config.port, config.host);
  } catch (error) {
    await db.close();
    throw error;
  }
  // The chat SDK's socket (server/realtime): upgrades of /chat/connect on this server.
  app.realtime.attach(server as Server);
  // The Eagle Leader job (30/45/60 days, pending offboardings): every process ticks, one runs it per tick.
  const leaderJob = config.leaderJobInterval > 0 ? startLeaderJob(app.deps, config.leaderJobInterval * 1000) : null;
  const { port } = server.address() as AddressInfo;
  const host = !config.host || config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      await leaderJob?.stop();
      // Chat sockets first: upgraded sockets would keep the HTTP server from closing.
      await app.realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await db.close();
      if (config.mediaDirIsTemp) await app.deps.media.destroy();
    })());

  return { url: `http://${host}:${port}`, port, app, db, config, seeded, server, close };
}
