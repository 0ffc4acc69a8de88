// One fresh database + app per test file, and small helpers to call it through app.request().
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createApp, type App, type AppOptions } from '../../../server/app';
import { createClock, type Clock } from '../../../server/clock';
import { loadConfig, type Config } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { openFromTemplate } from '../../../server/db/template';
import { createPgDatabase } from '../../../server/db/test-databases';
import { CLIENT_BASIC, DEMO_PASSWORD, TEST_SCRYPT_N } from './constants';

export { CLIENT_BASIC, DEMO_PASSWORD };

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface CallInit {
  method?: string;
  token?: string | null;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as x-www-form-urlencoded. */
  form?: Record<string, string>;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Client IP as the socket would report it (default 203.0.113.10; 127.0.0.1 for /dev/*). */
  ip?: string;
}

export interface Member {
  id: number;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

export interface TestServer {
  app: App;
  db: Db;
  config: Config;
  clock: Clock;
  call<T = any>(path: string, init?: CallInit): Promise<Res<T>>;
  /** POST /oauth/token with the default client. */
  token(form: Record<string, string>, init?: CallInit): Promise<Res>;
  login(email: string, password?: string): Promise<{ token: string; refreshToken: string; userId: number }>;
  clientToken(): Promise<string>;
  userId(email: string): Promise<number>;
  /** A fresh member through the API (verified and completed by default). */
  createMember(opts?: { verified?: boolean; completed?: boolean; password?: string }): Promise<Member>;
  outbox(): Promise<Array<{ to: string; subject: string; text: string; created_at: string }>>;
  latestCode(to: string): Promise<string>;
  close(): Promise<void>;
}

/** A directory with demo pages and a built bundle, so static tests do not depend on demo/ or dist/. */
function staticFixture(root: string) {
  const demo = join(root, 'demo');
  const elements = join(root, 'elements');
  mkdirSync(join(demo, 'sub'), { recursive: true });
  mkdirSync(elements, { recursive: true });
  writeFileSync(join(demo, 'alpha.html'), '<!doctype html><html lang="en"><head><title>Alpha &amp; &lt;demo&gt;</title></head><body>alpha</body></html>');
  writeFileSync(join(demo, 'beta.html'), '<!doctype html><html lang="en"><head><title>Beta page</title></head><body>beta</body></html>');
  writeFileSync(join(demo, 'demo.css'), 'body{color:red}');
  writeFileSync(join(demo, 'sub', 'index.html'), '<!doctype html><title>Sub</title>');
  writeFileSync(join(demo, '.secret'), 'hidden');
  writeFileSync(join(root, 'outside.txt'), 'outside the served directories');
  writeFileSync(join(demo, 'gamma.html'), '<!doctype html><html lang="en"><head><title>Gamma</title><!--rwb:early-first-paint--></head><body>gamma</body></html>');
  writeFileSync(join(elements, 'elements.js'), 'export const x = 1;\n');
  writeFileSync(join(elements, 'early.js'), '(function(){window.__early=1})();\n');
  return { demo, elements };
}

/** `appOptions`: what a test injects into the app (e.g. the first-paint renderer from source, the link-preview service). */
export async function createTestServer(env: Record<string, string> = {}, appOptions: Pick<AppOptions, 'firstPaint' | 'linkPreview'> = {}): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'rwb-server-test-'));
  const dirs = staticFixture(root);
  const config = loadConfig({
    APP_ENV: 'test',
    SCRYPT_N: String(TEST_SCRYPT_N),
    DATABASE_URL: 'memory://',
    MEDIA_DIR: join(root, 'media'),
    DEMO_DIR: dirs.demo,
    ELEMENTS_DIR: dirs.elements,
    MEDIA_SECRET: 'test-media-secret-0123456789abcdef',
    ...env,
  });
  const pgTemplate = inject('pgTemplate');
  const db = pgTemplate ? await createPgDatabase(pgTemplate.adminUrl, pgTemplate.name) : await openFromTemplate(inject('templateFile'));
  const clock = createClock();
  const app = createApp({ db, config, clock, ...appOptions });

  async function call<T = any>(path: string, init: CallInit = {}): Promise<Res<T>> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    } else if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers.set('content-type', 'application/x-www-form-urlencoded');
    }
    const url = path.startsWith('http') ? path : `http://localhost${path}`;
    // A member somewhere on the internet, except for /dev/* which the developer calls from this machine.
    const defaultIp = path.startsWith('/dev/') ? '127.0.0.1' : '203.0.113.10';
    const envBindings = { incoming: { socket: { remoteAddress: init.ip ?? defaultIp } } } as never;
    const res = await app.request(url, { method: init.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body }, envBindings);
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers, text };
  }

  const token = (form: Record<string, string>, init: CallInit = {}) =>
    call('/oauth/token', { ...init, form, headers: { authorization: CLIENT_BASIC, ...init.headers } });

  async function login(email: string, password = DEMO_PASSWORD) {
    const r = await token({ grant_type: 'password', username: email, password });
    if (r.status !== 200) throw new Error(`login ${email} → ${r.status} ${r.text}`);
    return { token: r.body.access_token as string, refreshToken: r.body.refresh_token as string, userId: r.body.user_id as number };
  }

  async function clientToken() {
    const r = await token({ grant_type: 'client_credentials' });
    if (r.status !== 200) throw new Error(`client token → ${r.status}`);
    return r.body.access_token as string;
  }

  async function outbox() {
    return (await call('/dev/outbox')).body;
  }

  async function latestCode(to: string) {
    const mail = (await outbox()).find((m: { to: string }) => m.to === to);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }

  async function createMember(opts: { verified?: boolean; completed?: boolean; password?: string } = {}): Promise<Member> {
    const { verified = true, completed = true, password = 'Sup3r-secret!' } = opts;
    const email = `t-${randomUUID()}@example.com`;
    const created = await call('/api/v1/user', {
      token: await clientToken(),
      json: { grant_type: 'client_credentials', first_name: 'Test', last_name: 'Member', email, password },
    });
    if (created.status !== 201) throw new Error(`create → ${created.status} ${created.text}`);
    const session = await login(email, password);
    if (verified) {
      const v = await call('/api/v1/user/verify', { token: session.token, json: { verification_code: await latestCode(email) } });
      if (v.status !== 200) throw new Error(`verify → ${v.status} ${v.text}`);
    }
    if (completed) {
      const u = await call(`/api/v1/user/${created.body.id}`, { token: session.token, json: { profile_completed: true, legal_waiver_signed: true } });
      if (u.status !== 200) throw new Error(`complete → ${u.status} ${u.text}`);
    }
    return { id: created.body.id, email, password, token: session.token, refreshToken: session.refreshToken };
  }

  async function userId(email: string) {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
    if (!rows[0]) throw new Error(`no user ${email}`);
    return rows[0].id;
  }

  return {
    app,
    db,
    config,
    clock,
    call,
    token,
    login,
    clientToken,
    userId,
    createMember,
    outbox,
    latestCode,
    async close() {
      await db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
