/**
 * The HTTP client's failures: every failed call is a typed `ApiError`, and the unexpected ones (the
 * server broke, the network failed, the answer was unreadable) also go to the listeners registered
 * with `onUnexpectedError` (src/elements/platform.ts turns them into `rwb-error` on the page).
 */
import { callbacks } from './callbacks';

export interface ApiErrorInit {
  code?: string;
  fields?: Record<string, string>;
  body?: unknown;
  retryAfter?: number;
  cause?: unknown;
}

/**
 * A failed call. `status` 0 means no response (network, timeout, aborted). `message` is the server's
 * `error.message`, else 'Response returned {status}' (spec §8). `fields` holds 422 field errors.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly body: unknown;
  /** Seconds, from a 429's Retry-After header. */
  readonly retryAfter?: number;

  constructor(status: number, message: string, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = init.code ?? (status === 0 ? 'network' : `http_${status}`);
    this.fields = init.fields ?? {};
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'status' in error);
}

/** The ApiError of an HTTP error response: the body's `{error: {code, message, fields}}`, Retry-After. */
export function errorFromResponse(res: { status: number; headers: Headers; _data?: unknown }): ApiError {
  const body = res._data;
  const err = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  const e = err && typeof err === 'object' ? (err as { code?: unknown; message?: unknown; fields?: unknown }) : {};
  const retry = Number.parseInt(res.headers.get('retry-after') ?? '', 10);
  return new ApiError(res.status, typeof e.message === 'string' && e.message ? e.message : `Response returned ${res.status}`, {
    code: typeof e.code === 'string' ? e.code : undefined,
    fields: e.fields && typeof e.fields === 'object' ? (e.fields as Record<string, string>) : undefined,
    body,
    retryAfter: Number.isFinite(retry) ? retry : undefined,
  });
}

/**
 * True for a failure no page logic expects: a 5xx, no response (network, timeout; not an abort), or a
 * response that does not match its schema. 4xx answers are the features' to show.
 */
export function isUnexpected(error: ApiError): boolean {
  return error.status >= 500 || error.code === 'network' || error.code === 'timeout' || error.code === 'bad_response';
}

export type UnexpectedErrorListener = (error: ApiError) => void;

// Per copy of the bundle (not page-wide): each copy's elements listen to their own client, so a
// failure is announced once.
const listeners = callbacks<[ApiError]>('an error listener');

/** Calls `listener` with every unexpected failure of the HTTP client. Returns the unsubscribe function. */
export function onUnexpectedError(listener: UnexpectedErrorListener): () => void {
  return listeners.add(listener);
}

/** Passes `error` to the listeners when it is unexpected (a throwing listener does not stop the rest); returns it. */
export function reported(error: ApiError): ApiError {
  if (isUnexpected(error)) listeners.call(error);
  return error;
}
