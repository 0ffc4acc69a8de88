/**
 * Test-only fault injection (development and test environments): `POST /dev/faults` arms a fault;
 * the next `count` requests that match answer `status` with `{error: {code: 'fault', message}}`.
 * A path starting with `^` is a regular expression over the URL path; otherwise it is a prefix.
 * `/dev/*` and CORS preflights are never faulted, so a fault can always be cleared.
 */
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface FaultSpec {
  method?: string;
  path: string;
  status: number;
  count: number;
  message?: string;
}

export interface Fault extends FaultSpec {
  id: number;
  /** Requests still to fail. */
  remaining: number;
}

export class FaultInjector {
  private faults: Array<Fault & { test: (path: string) => boolean }> = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const pattern = spec.path.startsWith('^') ? new RegExp(spec.path) : null;
    const fault = {
      ...spec,
      method: spec.method?.toUpperCase(),
      id: this.nextId++,
      remaining: spec.count,
      test: pattern ? (p: string) => pattern.test(p) : (p: string) => p.startsWith(spec.path),
    };
    this.faults.push(fault);
    return this.view(fault);
  }

  list(): Fault[] {
    return this.faults.map((f) => this.view(f));
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault this request trips (consuming one of its count), if any. */
  take(method: string, path: string): Fault | null {
    if (method === 'OPTIONS' || path === '/dev' || path.startsWith('/dev/')) return null;
    const fault = this.faults.find((f) => (!f.method || f.method === method) && f.test(path));
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return this.view(fault);
  }

  private view({ id, method, path, status, count, message, remaining }: Fault): Fault {
    return { id, ...(method ? { method } : {}), path, status, count, ...(message ? { message } : {}), remaining };
  }
}

/** Any app's middleware (typed without the app's environment, so context.ts can import this file's types). */
export function faultMiddleware(faults: FaultInjector): MiddlewareHandler {
  return async (c, next) => {
    const fault = faults.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.status === 429 || fault.status === 503) c.header('Retry-After', '1');
    return c.json({ error: { code: 'fault', message: fault.message ?? `Injected fault (${fault.status}).` } }, fault.status as ContentfulStatusCode);
  };
}
