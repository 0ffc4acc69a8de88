// The limit of bench/api-load.ts --large: a minimal Hono handler (a child process on 127.0.0.1)
// answering the event list, any event detail, any member's timeline page and any post create with the
// bytes and headers captured from the real server, without a database or middleware: what this
// machine and this client get at best.
//
//   node --import tsx bench/api-load-limit.ts <captured.json>     (PORT, WORKERS from the environment)
//
// captured.json: Record<LimitRoute, Captured> (see bench/api-load-large.ts).
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export interface Captured {
  status: number;
  headers: Record<string, string>;
  /** The body's bytes, base64. */
  body: string;
}

/** What the limit answers: GET event list, GET event detail, GET timeline, POST user_feed. */
export type LimitRoute = 'list' | 'detail' | 'timeline' | 'create';

const workers = Math.max(1, Number(process.env.WORKERS ?? 1));

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const captured = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<LimitRoute, Captured>;
  const reply = ({ status, headers, body }: Captured) => {
    const bytes = new Uint8Array(Buffer.from(body, 'base64'));
    return () => new Response(bytes, { status, headers });
  };
  const app = new Hono();
  app.get('/api/v1/mobile_event/', reply(captured.list));
  app.get('/api/v1/mobile_event/:id', reply(captured.detail));
  app.get('/api/v1/user/:id/aggregated_timeline_feed', reply(captured.timeline));
  const created = reply(captured.create);
  // The request's body is read, as our server reads it.
  app.post('/api/v1/user/:id/user_feed', async (c) => {
    await c.req.json();
    return created();
  });
  app.get('/ready', (c) => c.text('ok'));
  serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
  process.on('SIGTERM', () => process.exit(0));
}
