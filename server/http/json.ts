/**
 * JSON answers that declare their length. http/compression.ts then leaves an answer it will not
 * compress (a client without Accept-Encoding, as API clients and load tools often are) unread: on
 * @hono/node-server, reading a body back turns the handler's light response into a full web
 * Response (a stream and a second copy per request).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** `json`: JSON text already (e.g. written by PostgreSQL: feed/serialize.ts). */
export function jsonText(c: Context, json: string, status: ContentfulStatusCode = 200): Response {
  return c.body(json, status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(json)) });
}
