// A second app over the test server's database, its statements counted (counting-db.ts).
import { createApp, type App } from '../../../server/app';
import type { TestServer } from '../support/harness';
import { countingDb, type CountingDb } from './counting-db';

export interface CountedApp {
  app: App;
  db: CountingDb;
  /** GET (or `method`) through the counted app; returns the status and the statements it ran. */
  call(path: string, init?: { token?: string; method?: string; json?: unknown }): Promise<{ status: number; body: any; statements: string[] }>;
}

export function countedApp(s: TestServer): CountedApp {
  const db = countingDb(s.db);
  const app = createApp({ db, config: s.config, clock: s.clock });
  return {
    app,
    db,
    async call(path, init = {}) {
      const headers = new Headers();
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      const env = { incoming: { socket: { remoteAddress: '203.0.113.10' } } } as never;
      db.reset();
      const res = await app.request(
        `http://localhost${path}`,
        { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) },
        env,
      );
      const text = await res.text();
      return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, statements: [...db.statements] };
    },
  };
}
