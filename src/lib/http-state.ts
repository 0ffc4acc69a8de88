/**
 * The HTTP client's light half, loaded with every element: its types, the settings the store
 * registers, the transport tests replace, and the page-wide token state. The client itself
 * (src/lib/http-client.ts: ofetch, zod's parsing, the refresh) is its own chunk, loaded by the first
 * call (src/lib/http.ts), so an element whose first view the server painted (event-list,
 * event-detail) starts without it.
 */
import type { z } from 'zod/mini';
import { shared } from './global';
import type { TokenResponse } from './schemas';

export type AuthMode =
  /** Member bearer token, refreshed when needed; no session → ApiError 401 without a request. */
  | 'user'
  /** Member bearer token when logged in, else no Authorization (public GETs that show more to members). */
  | 'optional'
  /** Client-credentials token (account creation, password reset). */
  | 'client'
  /** No Authorization header. */
  | 'none';

export type QueryParams = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects/arrays are sent as JSON; strings, Blobs, FormData, URLSearchParams as they are. */
  body?: unknown;
  query?: QueryParams;
  /** Default 'user'. */
  auth?: AuthMode;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; a timeout fails with ApiError(0, 'timeout'). */
  timeout?: number;
  /** Let the request outlive the page (logout before navigating away). */
  keepalive?: boolean;
  /** 'include' sends the API's cookies (the refresh cookie: only the token endpoints use it). */
  credentials?: RequestCredentials;
}

// ---- what the store registers ----------------------------------------------------------------------

/** A member's tokens as the client needs them (the store's session has more). */
export interface MemberTokens {
  /** '' while the session is being restored through the refresh cookie (no token yet). */
  accessToken: string;
  /** Epoch ms when the access token expires (0 while restoring: the first call refreshes). */
  expiresAt: number;
  /**
   * Only where the browser refused the refresh cookie: the refresh token, kept in memory for the
   * page's lifetime (never stored). Otherwise absent: the refresh token is the HttpOnly cookie.
   */
  refreshToken?: string;
  /** The member (the store's session has it). */
  userId?: number;
}

/** The member's tokens, kept by the store (src/store/session.ts). */
export interface TokenSource {
  /** The current tokens, or null when logged out. */
  get(): MemberTokens | null;
  /** Keeps a refresh grant; returns the tokens now in use. */
  save(grant: TokenResponse): MemberTokens;
  /** The token endpoint refused the refresh token: the session is over (the store clears it). */
  onExpired(): void;
}

export interface HttpSettings {
  /** Base URL of relative paths, read on every call. */
  apiBase(): string;
  /** The site's OAuth client, read on every token request. */
  client(): { id: string; secret: string };
  tokens: TokenSource;
}

/**
 * A response schema, or a function loading it: a feature whose schemas are not on its first-load path
 * passes `() => import('./schemas').then((m) => m.X)`.
 */
export type SchemaRef<S extends z.core.$ZodType> = S | (() => Promise<S>);

let settings: HttpSettings | null = null;

/** Registers the store's settings and token source (src/store/session.ts does on import). */
export function configureHttp(next: HttpSettings): void {
  settings = next;
}

export function registered(): HttpSettings {
  if (!settings) throw new Error('[rwb] the HTTP client is used before the store registered its token source (import @/store/session)');
  return settings;
}

let fetchImpl: typeof fetch | null = null;

/** Replaces the transport (contract tests: `(req, init) => app.request(req, init)`); null restores fetch. */
export function setHttpFetch(impl: typeof fetch | null): void {
  fetchImpl = impl;
}

/** The transport in use. */
export function currentFetch(): typeof fetch {
  return fetchImpl ?? globalThis.fetch;
}

export interface SharedAuthState {
  refreshing: Promise<MemberTokens> | null;
  client: { token: string; expiresAt: number } | null;
  clientPending: Promise<string> | null;
}

/** The single-flight refresh and the cached client token, once per page. */
export const authState = shared<SharedAuthState>('authState', () => ({ refreshing: null, client: null, clientPending: null }));

/** What src/lib/http.ts calls once the client's chunk has run (it installs itself). */
export interface HttpClient {
  callApi(path: string, options: ApiOptions & { schema?: SchemaRef<z.core.$ZodType> }): Promise<unknown>;
  requestToken(form: Record<string, string>): Promise<TokenResponse>;
  refreshSession(): Promise<MemberTokens>;
  getAccessToken(): Promise<string>;
  clientToken(): Promise<string>;
}

let installed: HttpClient | null = null;

/** Called by src/lib/http-client.ts when it runs: from then on calls go straight to it. */
export function installHttpClient(client: HttpClient): void {
  installed = client;
}

/** The client when its chunk has run, else null. */
export function httpClient(): HttpClient | null {
  return installed;
}

/** Forgets the cached client token (tests; a 401 with it). */
export function dropClientToken(): void {
  authState.client = null;
}
