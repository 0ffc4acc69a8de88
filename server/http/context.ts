/** Types shared by the app and its routes: the injected dependencies and Hono's environment. */
import type { HttpBindings } from '@hono/node-server';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../services/mail';
import type { MediaStore } from '../services/media';
import type { FaultInjector } from './faults';
import type { RateLimiter } from './rate-limit';

export interface Deps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  media: MediaStore;
  faults: FaultInjector;
}

/** Who is calling: resolved from the bearer token. `userId` null = a client-credentials token. */
export interface Auth {
  tokenId: number;
  clientId: string;
  userId: number | null;
  refreshHash: string | null;
}

export interface AppEnv {
  /** Node's request/response when served by @hono/node-server; absent under `app.request()`. */
  Bindings: Partial<HttpBindings>;
  /** `scriptHashes`: inline scripts the page's CSP allows by hash (routes/early-snippet.ts). */
  Variables: { auth: Auth | null; scriptHashes?: string[] };
}
