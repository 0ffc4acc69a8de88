/**
 * The one HTTP client of the browser side: one ofetch instance, base URL and OAuth client from the
 * settings the store registers (`configureHttp`), member tokens from the store's token source,
 * automatic refresh 60 s before expiry (single-flight: concurrent calls share one refresh), and every
 * failure as a typed `ApiError`. It knows nothing above lib/: when the token endpoint refuses the refresh
 * token it calls the source's `onExpired` (the store ends the session), and unexpected failures go to
 * `onUnexpectedError` listeners. It never touches the host page.
 */
import { ofetch, type FetchResponse } from 'ofetch';
import { z } from 'zod/mini';
import { ApiError, errorFromResponse, isApiError, reported } from './api-error';
import { shared } from './global';
import { EXPIRY_MARGIN_MS, isExpiring } from './token-expiry';
import { TokenResponseSchema, type TokenResponse } from './schemas';

export { ApiError, isApiError, isUnexpected, onUnexpectedError, type ApiErrorInit, type UnexpectedErrorListener } from './api-error';

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
}

// ---- what the store registers ----------------------------------------------------------------------

/** A member's tokens as the client needs them (the store's session has more). */
export interface MemberTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires. */
  expiresAt: number;
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

let settings: HttpSettings | null = null;

/** Registers the store's settings and token source (src/store/session.ts does on import). */
export function configureHttp(next: HttpSettings): void {
  settings = next;
}

function registered(): HttpSettings {
  if (!settings) throw new Error('[rwb] the HTTP client is used before the store registered its token source (import @/store/session)');
  return settings;
}

export { EXPIRY_MARGIN_MS, isExpiring };

// ---- transport ---------------------------------------------------------------------------------------

let fetchImpl: typeof fetch | null = null;

/** Replaces the transport (contract tests: `(req, init) => app.request(req, init)`); null restores fetch. */
export function setHttpFetch(impl: typeof fetch | null): void {
  fetchImpl = impl;
}

const client = ofetch.create(
  { retry: 0, ignoreResponseError: true },
  { fetch: (input: RequestInfo | URL, init?: RequestInit) => (fetchImpl ?? globalThis.fetch)(input, init) },
);

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

async function send(path: string, opts: ApiOptions, bearer?: string): Promise<FetchResponse<unknown>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const baseURL = ABSOLUTE.test(path) ? undefined : registered().apiBase() || undefined;
  try {
    return await client.raw(path, {
      baseURL,
      method: opts.method ?? 'GET',
      body: opts.body as BodyInit | Record<string, unknown> | undefined,
      query: opts.query as Record<string, unknown> | undefined,
      headers,
      signal: opts.signal,
      timeout: opts.timeout,
      keepalive: opts.keepalive,
    });
  } catch (cause) {
    const name = (cause as { cause?: { name?: string } })?.cause?.name;
    if (opts.signal?.aborted) throw new ApiError(0, 'The request was aborted.', { code: 'aborted', cause });
    if (name === 'TimeoutError') throw reported(new ApiError(0, 'The request timed out.', { code: 'timeout', cause }));
    throw reported(new ApiError(0, 'Could not reach the server.', { code: 'network', cause }));
  }
}

function parseWith<S extends z.core.$ZodType>(schema: S, data: unknown, status: number): z.core.output<S> {
  const result = z.safeParse(schema, data);
  if (!result.success) {
    throw reported(
      new ApiError(status, 'The server sent a response this page does not understand.', {
        code: 'bad_response',
        body: data,
        cause: result.error,
      }),
    );
  }
  return result.data;
}

/** A response body received another way (an element's first paint, src/lib/first-paint.ts), checked as `api` checks it. */
export function parseBody<S extends z.core.$ZodType>(schema: S, data: unknown): z.core.output<S> {
  return parseWith(schema, data, 200);
}

function handle(res: FetchResponse<unknown>, schema?: z.core.$ZodType): unknown {
  if (res.status >= 400) throw reported(errorFromResponse(res));
  return schema ? parseWith(schema, res._data, res.status) : res._data;
}

// ---- tokens ----------------------------------------------------------------------------------------

function basicAuth(id: string, secret: string): string {
  const bytes = new TextEncoder().encode(`${id}:${secret}`);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return `Basic ${btoa(bin)}`;
}

/**
 * POST oauth/token: form body (application/x-www-form-urlencoded), client authenticated with HTTP
 * Basic `clientId:clientSecret`. Used for the password, refresh_token and client_credentials grants.
 */
export async function requestToken(form: Record<string, string>): Promise<TokenResponse> {
  const oauth = registered().client();
  const res = await send('oauth/token', {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basicAuth(oauth.id, oauth.secret),
    },
  });
  return handle(res, TokenResponseSchema) as TokenResponse;
}

interface SharedAuthState {
  refreshing: Promise<MemberTokens> | null;
  client: { token: string; expiresAt: number } | null;
  clientPending: Promise<string> | null;
}

const state = shared<SharedAuthState>('authState', () => ({ refreshing: null, client: null, clientPending: null }));

function notLoggedIn(): ApiError {
  return new ApiError(401, 'You are not logged in.', { code: 'not_logged_in' });
}

async function doRefresh(): Promise<MemberTokens> {
  const tokens = registered().tokens;
  const before = tokens.get();
  if (!before) throw notLoggedIn();
  let grant: TokenResponse;
  try {
    grant = await requestToken({ grant_type: 'refresh_token', refresh_token: before.refreshToken });
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 401)) {
      // The token endpoint rejected the refresh token: the session is over (spec §4, §8).
      if (tokens.get()?.refreshToken === before.refreshToken) tokens.onExpired();
      throw new ApiError(401, 'Your session has expired. Please log in again.', {
        code: 'session_expired',
        body: error.body,
        cause: error,
      });
    }
    throw error; // network (status 0), 429, 5xx: keep the session, the next call tries again
  }
  const current = tokens.get();
  if (!current) throw notLoggedIn(); // logged out while the refresh was under way
  if (current.refreshToken !== before.refreshToken) return current; // another login replaced it
  return tokens.save(grant);
}

/** Refreshes the member's access token; concurrent callers share one request. */
export function refreshSession(): Promise<MemberTokens> {
  if (!state.refreshing) {
    state.refreshing = doRefresh().finally(() => {
      state.refreshing = null;
    });
  }
  return state.refreshing;
}

/** A usable member access token (refreshed first when it expires within 60 s). */
export async function getAccessToken(): Promise<string> {
  const current = registered().tokens.get();
  if (!current) throw notLoggedIn();
  if (!isExpiring(current)) return current.accessToken;
  return (await refreshSession()).accessToken;
}

/** A client-credentials token, cached until 60 s before it expires; concurrent callers share one request. */
export function clientToken(): Promise<string> {
  const cached = state.client;
  if (cached && Date.now() < cached.expiresAt - EXPIRY_MARGIN_MS) return Promise.resolve(cached.token);
  if (!state.clientPending) {
    state.clientPending = requestToken({ grant_type: 'client_credentials' })
      .then((grant) => {
        state.client = { token: grant.access_token, expiresAt: Date.now() + grant.expires_in * 1000 };
        return grant.access_token;
      })
      .finally(() => {
        state.clientPending = null;
      });
  }
  return state.clientPending;
}

/** Forgets the cached client token (tests; a 401 with it). */
export function dropClientToken(): void {
  state.client = null;
}

// ---- the call --------------------------------------------------------------------------------------

/**
 * Calls the product API. `path` is relative to `apiBase` ('api/v1/user/12') or an absolute URL.
 * With `schema`, the response is parsed (failure → ApiError code 'bad_response').
 */
export function api<S extends z.core.$ZodType>(path: string, options: ApiOptions & { schema: S }): Promise<z.core.output<S>>;
export function api<T = unknown>(path: string, options?: ApiOptions & { schema?: undefined }): Promise<T>;
export async function api(path: string, options: ApiOptions & { schema?: z.core.$ZodType } = {}): Promise<unknown> {
  const { schema, auth = 'user' } = options;

  if (auth === 'none') return handle(await send(path, options), schema);

  if (auth === 'client') {
    const token = await clientToken();
    let res = await send(path, options, token);
    if (res.status === 401) {
      if (state.client?.token === token) state.client = null;
      res = await send(path, options, await clientToken());
    }
    return handle(res, schema);
  }

  const tokens = registered().tokens;
  if (!tokens.get()) {
    if (auth === 'optional') return handle(await send(path, options), schema);
    throw notLoggedIn();
  }

  const token = await getAccessToken();
  let res = await send(path, options, token);
  if (res.status === 401) {
    // One retry: with the token another call already refreshed, else after a refresh of our own.
    const current = tokens.get();
    if (!current) throw errorFromResponse(res);
    const retryToken =
      current.accessToken !== token && !isExpiring(current) ? current.accessToken : (await refreshSession()).accessToken;
    res = await send(path, options, retryToken);
  }
  return handle(res, schema);
}
