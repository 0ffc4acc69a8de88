/**
 * The link-preview fetcher, safe against server-side request forgery: the URL's host is resolved
 * here (`resolve`, default `dns.lookup` with all addresses), EVERY address must pass the address
 * policy, and the connection is pinned to the checked address through the request's `lookup`, so a
 * DNS answer that changes between the check and the connect (rebinding) is never used. Redirects
 * are followed by hand (at most `maxRedirects`), each target checked again. One deadline covers
 * the whole fetch; the body is capped (declared or streamed, before and after decompression); only
 * `text/html` is read. Every refusal is a `PreviewFailure` with a reason, for tests and logs.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { AddressPolicy } from './address-policy';

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address a host name resolves to. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const dnsResolver: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export type FailureReason =
  | 'invalid_url'
  | 'refused_address'
  | 'dns_failed'
  | 'timeout'
  | 'too_many_redirects'
  | 'http_status'
  | 'not_html'
  | 'too_large'
  | 'network';

export class PreviewFailure extends Error {
  constructor(readonly reason: FailureReason, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'PreviewFailure';
  }
}

export interface FetchOptions {
  resolve: Resolver;
  allowAddress: AddressPolicy;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export interface FetchedPage {
  /** The final URL, after redirects. */
  url: string;
  html: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Mozilla/5.0 (compatible; LinkPreview/1.0)';

/** Rejects with the deadline's failure as soon as `signal` aborts (a DNS lookup cannot be cancelled). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new PreviewFailure('timeout'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new PreviewFailure('timeout'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface Target {
  url: URL;
  host: string;
  port: number;
  pinned: ResolvedAddress;
}

/** Checks scheme, credentials, host and every resolved address; returns the address to connect to. */
async function checkTarget(url: URL, opts: FetchOptions, signal: AbortSignal): Promise<Target> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PreviewFailure('invalid_url', 'scheme');
  if (url.username || url.password) throw new PreviewFailure('invalid_url', 'credentials');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new PreviewFailure('invalid_url', 'host');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await untilAborted(opts.resolve(host), signal);
    } catch (error) {
      if (error instanceof PreviewFailure) throw error;
      throw new PreviewFailure('dns_failed', host);
    }
  }
  if (addresses.length === 0) throw new PreviewFailure('dns_failed', host);
  for (const a of addresses) {
    if (!opts.allowAddress({ address: a.address, family: a.family, port, host })) throw new PreviewFailure('refused_address', `${host} -> ${a.address}:${port}`);
  }
  return { url, host, port, pinned: addresses[0] };
}

/** One GET to the pinned address; resolves with the response head. */
function get(target: Target, signal: AbortSignal): Promise<IncomingMessage> {
  const { url, host, port, pinned } = target;
  // Connect only to the checked address, whatever DNS would answer now.
  const lookup: LookupFunction = (_name, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send({
      host,
      port,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      lookup,
      family: pinned.family,
      agent: false,
      signal,
      headers: {
        host: url.host,
        'user-agent': USER_AGENT,
        accept: 'text/html;q=1.0, */*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        connection: 'close',
      },
    });
    req.once('response', resolve);
    req.on('error', (error) => reject(signal.aborted ? new PreviewFailure('timeout') : new PreviewFailure('network', error.message)));
    req.end();
  });
}

/** The response body, decompressed, as long as neither the wire nor the decoded bytes exceed `maxBytes`. */
async function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new PreviewFailure('too_large', `declared ${declared}`);
  }
  const encoding = String(res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder = encoding === 'gzip' || encoding === 'x-gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : null;
  if (!decoder && encoding !== 'identity' && encoding !== '') {
    res.destroy();
    throw new PreviewFailure('network', `content-encoding ${encoding}`);
  }
  let wire = 0;
  res.on('data', (chunk: Buffer) => {
    wire += chunk.length;
    if (wire > maxBytes) res.destroy(new PreviewFailure('too_large', 'body'));
  });
  let body: Readable = res;
  if (decoder) {
    res.on('error', (error) => decoder.destroy(error));
    body = res.pipe(decoder);
  }
  const onAbort = () => body.destroy(new PreviewFailure('timeout'));
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new PreviewFailure('too_large', 'decoded body');
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof PreviewFailure) throw error;
    throw signal.aborted ? new PreviewFailure('timeout') : new PreviewFailure('network', (error as Error).message);
  } finally {
    signal.removeEventListener('abort', onAbort);
    res.destroy();
  }
  return Buffer.concat(chunks);
}

/** The charset of the Content-Type header, else of a `<meta>` in the first 1024 bytes, else UTF-8. */
function decodeHtml(body: Buffer, contentType: string): string {
  const fromHeader = /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(body.subarray(0, 1024).toString('latin1'))?.[1];
  let label = (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase();
  if (!fromHeader && label.startsWith('utf-16')) label = 'utf-8'; // HTML: a meta tag cannot declare UTF-16
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Fetches an HTML page under every rule above; throws `PreviewFailure` otherwise. */
export async function fetchHtmlPage(link: string, opts: FetchOptions): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  const { signal } = controller;
  try {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      throw new PreviewFailure('invalid_url');
    }
    for (let redirects = 0; ; redirects++) {
      const target = await checkTarget(url, opts, signal);
      const res = await get(target, signal);
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        res.destroy();
        const location = res.headers.location;
        if (!location) throw new PreviewFailure('http_status', `${status} without Location`);
        if (redirects >= opts.maxRedirects) throw new PreviewFailure('too_many_redirects');
        try {
          url = new URL(location, url);
        } catch {
          throw new PreviewFailure('invalid_url', 'redirect');
        }
        continue;
      }
      if (status < 200 || status > 299) {
        res.destroy();
        throw new PreviewFailure('http_status', String(status));
      }
      const contentType = String(res.headers['content-type'] ?? '');
      if (contentType.split(';')[0].trim().toLowerCase() !== 'text/html') {
        res.destroy();
        throw new PreviewFailure('not_html', contentType || 'none');
      }
      const body = await readBody(res, opts.maxBytes, signal);
      return { url: url.href, html: decodeHtml(body, contentType) };
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
