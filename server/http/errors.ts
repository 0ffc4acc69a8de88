/**
 * Every error leaves the server as JSON `{error: {code, message, fields?}}` with its status.
 * Routes throw `HttpError`; `app.onError` turns it (and anything unexpected) into the response.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}

export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields?: FieldErrors;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, code: string, message: string, opts: { fields?: FieldErrors; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = opts.fields;
    this.headers = opts.headers ?? {};
  }

  body(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

/** 422 with per-field messages; the message is the first field's. */
export function validationError(fields: FieldErrors, message?: string): HttpError {
  const first = Object.values(fields)[0];
  return new HttpError(422, 'validation', message ?? first ?? 'The request is not valid.', { fields });
}

export const unauthorized = (message = 'You need to log in.', code = 'unauthorized') =>
  new HttpError(401, code, message, { headers: { 'WWW-Authenticate': 'Bearer' } });

export const forbidden = (message = 'You are not allowed to do that.', code = 'forbidden') => new HttpError(403, code, message);

export const notFound = (message = 'Not found.', code = 'not_found') => new HttpError(404, code, message);

/** 429 with Retry-After (seconds) and the house message. */
export function rateLimited(retryAfterSeconds: number, message?: string): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, 'rate_limited', message ?? `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

export function errorResponse(c: Context, error: HttpError): Response {
  for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
  return c.json(error.body(), error.status);
}
