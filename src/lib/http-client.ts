/**
 * The browser side's one HTTP client, loaded on the first call (src/lib/http.ts is its light face):
 * one ofetch instance, base URL and OAuth client from the settings the store registers, member
 * tokens from the store's token source, automatic refresh 60 s before expiry (single-flight:
 * concurrent calls share one refresh), every response checked against its zod schema, and every
 * failure as a typed `ApiError`. It knows nothing above lib/: when the token endpoint refuses the
 * refresh token it calls the source's `onExpired` (the store ends the session), and unexpected
 * failures go to `onUnexpectedError` listeners. It never touches the host page.
 */
import { ofetch, type FetchResponse } from 'ofetch';
import { z } from 'zod/mini';
import { ApiError, errorFromResponse, isApiError, reported } from './api-error';
import { authState, currentFetch, installHttpClient, registered, type ApiOptions, type MemberTokens, type SchemaRef } from './http-state';
import { OFFLINE_MEMBER_HEADER } from './pwa';
import { basicAuth, COOKIE_REFRESH_FORM } from './session-restore';
import { EXPIRY_MARGIN_MS, isExpiring } from './token-expiry';
import { TokenResponseSchema, type TokenResponse } from './schemas';

const client = ofetch.create(
  { retry: 0, ignoreResponseError: true },
  { fetch: (input: RequestInfo | URL, init?: RequestInit) => currentFetch()(input, init) },
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
      credentials: opts.credentials,
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

/**
 * POST oauth/token: form body (application/x-www-form-urlencoded), client authenticated with HTTP
 * Basic `clientId:clientSecret`. Used for the password, refresh_token and client_credentials grants.
 * With `token_delivery=cookie` the request carries the API's cookies (`credentials: 'include'`): the
 * refresh token comes and goes as the HttpOnly cookie, never in JavaScript.
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
    credentials: form.token_delivery === 'cookie' ? 'include' : undefined,
  });
  return handle(res, TokenResponseSchema) as TokenResponse;
}

function notLoggedIn(): ApiError {
  return new ApiError(401, 'You are not logged in.', { code: 'not_logged_in' });
}

async function doRefresh(): Promise<MemberTokens> {
  const tokens = registered().tokens;
  const before = tokens.get();
  if (!before) throw notLoggedIn();
  // The cookie carries the refresh token; only where the browser refused it is one kept in memory.
  const form = before.refreshToken ? { grant_type: 'refresh_token', refresh_token: before.refreshToken } : { ...COOKIE_REFRESH_FORM };
  let grant: TokenResponse;
  try {
    grant = await requestToken(form);
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 401)) {
      // The token endpoint rejected the refresh token (or there is no cookie): the session is over (spec §4, §8).
      if (tokens.get() === before) tokens.onExpired();
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
  if (current !== before) return current; // another login (here or in another tab) replaced it
  return tokens.save(grant);
}

/** Refreshes the member's access token; concurrent callers share one request. */
export function refreshSession(): Promise<MemberTokens> {
  if (!authState.refreshing) {
    authState.refreshing = doRefresh().finally(() => {
      authState.refreshing = null;
    });
  }
  return authState.refreshing;
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
  const cached = authState.client;
  if (cached && Date.now() < cached.expiresAt - EXPIRY_MARGIN_MS) return Promise.resolve(cached.token);
  if (!authState.clientPending) {
    authState.clientPending = requestToken({ grant_type: 'client_credentials' })
      .then((grant) => {
        authState.client = { token: grant.access_token, expiresAt: Date.now() + grant.expires_in * 1000 };
        return grant.access_token;
      })
      .finally(() => {
        authState.clientPending = null;
      });
  }
  return authState.clientPending;
}

// ---- the call --------------------------------------------------------------------------------------

/** The response to a call, with the token its `auth` asks for (one retry after a 401). */
async function respond(path: string, options: ApiOptions): Promise<FetchResponse<unknown>> {
  const { auth = 'user' } = options;
  if (auth === 'none') return send(path, options);

  if (auth === 'client') {
    const token = await clientToken();
    const res = await send(path, options, token);
    if (res.status !== 401) return res;
    if (authState.client?.token === token) authState.client = null;
    return send(path, options, await clientToken());
  }

  const tokens = registered().tokens;
  if (!tokens.get()) {
    if (auth === 'optional') return send(path, options);
    throw notLoggedIn();
  }

  let token: string;
  try {
    token = await getAccessToken();
  } catch (error) {
    // A reload offline: the session names the member but has no access token (memory only) and the
    // cookie refresh cannot reach the server. The request goes without one, naming the member, so the
    // standalone app's worker can answer from that member's kept copy (src/pwa/worker.ts).
    const now = tokens.get();
    if (!isApiError(error) || error.code !== 'network' || !now || now.accessToken || now.userId === undefined) throw error;
    return send(path, { ...options, headers: { ...options.headers, [OFFLINE_MEMBER_HEADER]: String(now.userId) } });
  }
  const res = await send(path, options, token);
  if (res.status !== 401) return res;
  // One retry: with the token another call already refreshed, else after a refresh of our own.
  const current = tokens.get();
  if (!current) throw errorFromResponse(res);
  const retryToken = current.accessToken !== token && !isExpiring(current) ? current.accessToken : (await refreshSession()).accessToken;
  return send(path, options, retryToken);
}

/**
 * `api` (src/lib/http.ts) once this chunk is loaded: the call, its token and its parsing. A schema
 * given as a loader is loaded while the request is under way.
 */
export async function callApi(path: string, options: ApiOptions & { schema?: SchemaRef<z.core.$ZodType> } = {}): Promise<unknown> {
  const ref = options.schema;
  const schema = ref === undefined || '_zod' in ref ? ref : ref();
  if (schema instanceof Promise) schema.catch(() => undefined); // awaited below, or not needed (a failed call)
  const res = await respond(path, options);
  if (res.status >= 400) return handle(res);
  return handle(res, await schema);
}

installHttpClient({ callApi, requestToken, refreshSession, getAccessToken, clientToken });
