/**
 * Server configuration from environment variables. `loadConfig(env)` is pure (apart from picking a
 * random media secret and a temp media directory when none is configured), so tests build a config
 * from a plain object.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type AppEnv = 'development' | 'test' | 'production';

export interface OAuthClient {
  id: string;
  secret: string;
}

export interface SmtpConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; null = dev outbox only. */
  url: string | null;
  /** The From header of every message. */
  from: string;
}

export interface AddressVendorConfig {
  /** Base URL of the street-level address service; null = none. */
  url: string | null;
  /** Its licence key; null = the offline zip/city gazetteer answers address lookups. */
  key: string | null;
}

export interface AppVersionInfo {
  minimum: string;
  current: string;
  build: string;
}

export interface Config {
  /** Repository root (absolute); relative paths in the environment resolve from here. */
  rootDir: string;
  port: number;
  /** Interface to listen on; undefined = every interface. */
  host: string | undefined;
  /** `memory://`, `postgres://…`, or a PGlite data directory (absolute path). */
  databaseUrl: string;
  appEnv: AppEnv;
  productName: string;
  orgEmailDomain: string;
  /** Origins allowed to call the API from a browser (exact match). */
  corsOrigins: string[];
  /** Outside production any http://localhost:* and http://127.0.0.1:* origin is allowed too. */
  corsAllowLocalhost: boolean;
  oauthClients: OAuthClient[];
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  scryptN: number;
  mediaDir: string;
  /** True when mediaDir is a per-process temp directory (removed on close). */
  mediaDirIsTemp: boolean;
  mediaSecret: string;
  /**
   * Signs the realtime chat JWTs (server/chat/jwt.ts; the realtime gateway verifies them):
   * `CHAT_TOKEN_SECRET` (at least 32 characters in production, the same on every process), else
   * derived from the media secret (HMAC with a fixed label), so no deployment needs a new variable.
   */
  chatTokenSecret: string;
  /** Absolute origin used in URLs the server hands out (media); null = the request's origin. */
  publicUrl: string | null;
  /** Honour X-Forwarded-For for the client IP (only behind a proxy you control). */
  trustProxy: boolean;
  staticDirs: { elements: string; demo: string };
  smtp: SmtpConfig;
  /** Street-level address autocomplete/verification (`ADDRESS_VENDOR_URL`, `ADDRESS_VENDOR_KEY`). */
  addressVendor: AddressVendorConfig;
  appVersion: AppVersionInfo;
  /** API processes on this machine (`WEB_CONCURRENCY`, node:cluster workers sharing the port); > 1 needs PostgreSQL. */
  webConcurrency: number;
  /** PostgreSQL connections per API process (`DATABASE_POOL_SIZE`, default 10). */
  databasePoolSize: number;
  /**
   * Seconds between runs of the Eagle Leader job in each server process (`LEADER_JOB_INTERVAL`,
   * default 60; 0 = not run by this process). One process runs it per tick (server/profile/leader-job.ts).
   */
  leaderJobInterval: number;
  /**
   * `LINK_PREVIEW_ALLOW` (outside production only): `address:port` pairs the link preview may fetch
   * although they are private (a browser test's local page). Production refuses every private address.
   */
  linkPreviewAllow: string[];
}

export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));

export const DEFAULT_OAUTH_CLIENT: OAuthClient = { id: 'rwb-web', secret: 'rwb-web-public' };

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function str(env: Env, key: string): string | undefined {
  const v = env[key]?.trim();
  return v ? v : undefined;
}

function int(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = str(env, key);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${key} must be an integer from ${min} to ${max} (got "${raw}")`);
  return n;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = str(env, key)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${key} must be true or false (got "${raw}")`);
}

function list(env: Env, key: string): string[] {
  return (str(env, key) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function path(rootDir: string, p: string): string {
  return isAbsolute(p) ? p : resolve(rootDir, p);
}

/** `id:secret,id2:secret2` */
function parseClients(raw: string | undefined): OAuthClient[] {
  if (!raw) return [DEFAULT_OAUTH_CLIENT];
  return raw.split(',').map((pair) => {
    const i = pair.indexOf(':');
    const id = pair.slice(0, i).trim();
    const secret = pair.slice(i + 1).trim();
    if (i <= 0 || !id || !secret) throw new ConfigError(`OAUTH_CLIENTS must be "id:secret,…" (got "${pair}")`);
    return { id, secret };
  });
}

function parseDatabaseUrl(raw: string | undefined, rootDir: string): string {
  if (!raw) return join(rootDir, 'var', 'db');
  if (raw === 'memory://' || /^postgres(ql)?:\/\//.test(raw)) return raw;
  const dir = raw.startsWith('file://') ? fileURLToPath(raw) : raw;
  return path(rootDir, dir);
}

function normaliseOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    throw new ConfigError(`not an origin: "${origin}"`);
  }
}

/** An absolute http(s) URL without a trailing slash (a path prefix is kept). */
function normaliseBaseUrl(raw: string, key = 'PUBLIC_URL'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${key} must be an absolute URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${key} must be http(s) (got "${raw}")`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function loadConfig(env: Env = process.env): Config {
  const rootDir = path(process.cwd(), str(env, 'ROOT_DIR') ?? ROOT_DIR);
  // Safe by default: without APP_ENV the server is production (no /dev helpers, strict CORS).
  const appEnv = (str(env, 'APP_ENV') ?? 'production') as AppEnv;
  if (!['development', 'test', 'production'].includes(appEnv)) {
    throw new ConfigError(`APP_ENV must be development, test or production (got "${appEnv}")`);
  }
  const databaseUrl = parseDatabaseUrl(str(env, 'DATABASE_URL'), rootDir);
  const productName = str(env, 'PRODUCT_NAME') ?? 'Team RWB';
  const orgEmailDomain = (str(env, 'ORG_EMAIL_DOMAIN') ?? 'teamrwb.org').toLowerCase().replace(/^@/, '');

  const mediaDirEnv = str(env, 'MEDIA_DIR');
  const mediaDirIsTemp = !mediaDirEnv && databaseUrl === 'memory://';
  const mediaDir = mediaDirEnv
    ? path(rootDir, mediaDirEnv)
    : mediaDirIsTemp
      ? join(tmpdir(), `rwb-media-${process.pid}-${randomBytes(4).toString('hex')}`)
      : join(rootDir, 'var', 'media');

  const publicUrlRaw = str(env, 'PUBLIC_URL');
  const mediaSecret = str(env, 'MEDIA_SECRET');
  if (appEnv === 'production') {
    const missing = [
      !publicUrlRaw && 'PUBLIC_URL (the https origin members reach this server at; upload and media URLs are built from it, never from the Host header)',
      !mediaSecret && 'MEDIA_SECRET (at least 32 random characters, the same on every process: it signs upload URLs)',
    ].filter(Boolean);
    if (missing.length) {
      throw new ConfigError(
        `production needs ${missing.join(' and ')}. For the local demo run \`npm start\` (it sets APP_ENV=development).`,
      );
    }
    if (mediaSecret!.length < 32) throw new ConfigError('MEDIA_SECRET must be at least 32 characters in production');
  }
  const chatSecretEnv = str(env, 'CHAT_TOKEN_SECRET');
  if (appEnv === 'production' && chatSecretEnv !== undefined && chatSecretEnv.length < 32) {
    throw new ConfigError('CHAT_TOKEN_SECRET must be at least 32 characters in production');
  }
  const resolvedMediaSecret = mediaSecret ?? randomBytes(32).toString('hex');
  const scryptN = int(env, 'SCRYPT_N', 16384, 2, 2 ** 20);
  if ((scryptN & (scryptN - 1)) !== 0) throw new ConfigError(`SCRYPT_N must be a power of two (got ${scryptN})`);

  const webConcurrency = int(env, 'WEB_CONCURRENCY', 1, 1, 64);
  if (webConcurrency > 1 && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${webConcurrency} needs PostgreSQL (DATABASE_URL=postgres://…): the embedded PGlite database belongs to one process. Use WEB_CONCURRENCY=1 with PGlite.`,
    );
  }

  const addressVendorUrl = str(env, 'ADDRESS_VENDOR_URL');
  const addressVendorKey = str(env, 'ADDRESS_VENDOR_KEY') ?? null;
  if (addressVendorKey && !addressVendorUrl) throw new ConfigError('ADDRESS_VENDOR_KEY needs ADDRESS_VENDOR_URL (the address service to call)');

  return {
    rootDir,
    port: int(env, 'PORT', 8080, 0, 65535),
    host: str(env, 'HOST'),
    databaseUrl,
    appEnv,
    productName,
    orgEmailDomain,
    corsOrigins: list(env, 'CORS_ORIGINS').map(normaliseOrigin),
    corsAllowLocalhost: appEnv !== 'production',
    oauthClients: parseClients(str(env, 'OAUTH_CLIENTS')),
    accessTokenTtl: int(env, 'ACCESS_TOKEN_TTL', 600, 60, 86400),
    refreshTokenTtl: int(env, 'REFRESH_TOKEN_TTL', 30 * 86400, 3600, 365 * 86400),
    scryptN,
    mediaDir,
    mediaDirIsTemp,
    mediaSecret: resolvedMediaSecret,
    chatTokenSecret: chatSecretEnv ?? createHmac('sha256', resolvedMediaSecret).update('rwb chat token v1').digest('hex'),
    publicUrl: publicUrlRaw ? normaliseBaseUrl(publicUrlRaw) : null,
    trustProxy: bool(env, 'TRUST_PROXY', false),
    staticDirs: {
      elements: path(rootDir, str(env, 'ELEMENTS_DIR') ?? 'dist/elements'),
      demo: path(rootDir, str(env, 'DEMO_DIR') ?? 'demo'),
    },
    smtp: {
      url: str(env, 'SMTP_URL') ?? null,
      from: str(env, 'SMTP_FROM') ?? `${productName} <no-reply@${orgEmailDomain}>`,
    },
    addressVendor: {
      url: addressVendorUrl ? normaliseBaseUrl(addressVendorUrl, 'ADDRESS_VENDOR_URL') : null,
      key: addressVendorKey,
    },
    linkPreviewAllow: appEnv === 'production' ? [] : list(env, 'LINK_PREVIEW_ALLOW'),
    appVersion: {
      minimum: str(env, 'MIN_APP_VERSION') ?? '5.1.4',
      current: str(env, 'CURRENT_APP_VERSION') ?? '5.1.4',
      build: str(env, 'APP_BUILD') ?? 'D9223',
    },
    webConcurrency,
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    leaderJobInterval: int(env, 'LEADER_JOB_INTERVAL', 60, 0, 86400),
  };
}

/** Is this browser origin allowed to call the API? */
export function isAllowedOrigin(config: Config, origin: string): boolean {
  if (config.corsOrigins.includes(origin)) return true;
  return config.corsAllowLocalhost && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}
