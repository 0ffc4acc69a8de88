/**
 * The HTTP client as every module uses it. This file is light (no ofetch, no zod): the client
 * itself (src/lib/http-client.ts) is loaded by the first call, so an element whose first view came
 * painted by the server shows it without downloading the client; an element that calls the API as
 * soon as it mounts imports `@/lib/http-client` itself to keep it on its first load (one request
 * level, not two).
 */
import type { z } from 'zod/mini';
import type { TokenResponse } from './schemas';
import { httpClient, type ApiOptions, type HttpClient, type MemberTokens, type SchemaRef } from './http-state';
import { EXPIRY_MARGIN_MS, isExpiring } from './token-expiry';

export { ApiError, isApiError, isUnexpected, onUnexpectedError, type ApiErrorInit, type UnexpectedErrorListener } from './api-error';
export {
  configureHttp,
  dropClientToken,
  setHttpFetch,
  type ApiOptions,
  type AuthMode,
  type HttpSettings,
  type MemberTokens,
  type QueryParams,
  type SchemaRef,
  type TokenSource,
} from './http-state';
export { EXPIRY_MARGIN_MS, isExpiring };

let loading: Promise<HttpClient> | null = null;

/**
 * The client: at once when its chunk has run (an element imported it, or an earlier call loaded it),
 * else its chunk is loaded first (once).
 */
export function loadHttpClient(): HttpClient | Promise<HttpClient> {
  return httpClient() ?? (loading ??= import('./http-client').then(() => httpClient()!));
}

/** `call` with the client, without waiting a turn when it is already loaded. */
function withClient<T>(call: (client: HttpClient) => Promise<T>): Promise<T> {
  const client = loadHttpClient();
  return 'then' in client ? client.then(call) : call(client);
}

/**
 * A schema of a module loaded on the first call that needs it: `schemaIn(schemas, 'EventSchema')`
 * with `const schemas = () => import('./schemas')` keeps zod off a feature's first load.
 */
export function schemaIn<M, K extends keyof M>(load: () => Promise<M>, name: K): () => Promise<M[K]> {
  return () => load().then((m) => m[name]);
}

/**
 * Calls the product API. `path` is relative to `apiBase` ('api/v1/user/12') or an absolute URL.
 * With `schema` (a zod schema or a function loading one), the response is parsed (failure →
 * ApiError code 'bad_response').
 */
export function api<S extends z.core.$ZodType>(path: string, options: ApiOptions & { schema: SchemaRef<S> }): Promise<z.core.output<S>>;
export function api<T = unknown>(path: string, options?: ApiOptions & { schema?: undefined }): Promise<T>;
export function api(path: string, options: ApiOptions & { schema?: SchemaRef<z.core.$ZodType> } = {}): Promise<unknown> {
  return withClient((c) => c.callApi(path, options));
}

/**
 * POST oauth/token: form body (application/x-www-form-urlencoded), client authenticated with HTTP
 * Basic `clientId:clientSecret`. Used for the password, refresh_token and client_credentials grants.
 */
export function requestToken(form: Record<string, string>): Promise<TokenResponse> {
  return withClient((c) => c.requestToken(form));
}

/** Refreshes the member's access token; concurrent callers share one request. */
export function refreshSession(): Promise<MemberTokens> {
  return withClient((c) => c.refreshSession());
}

/** A usable member access token (refreshed first when it expires within 60 s). */
export function getAccessToken(): Promise<string> {
  return withClient((c) => c.getAccessToken());
}

/** A client-credentials token, cached until 60 s before it expires; concurrent callers share one request. */
export function clientToken(): Promise<string> {
  return withClient((c) => c.clientToken());
}
