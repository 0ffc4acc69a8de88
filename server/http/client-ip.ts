/**
 * The caller's IP for rate limits: the socket's remote address; X-Forwarded-For only when the
 * server runs behind a proxy we trust (config.trustProxy), and then its right-most entry (the one
 * our proxy appended; entries to its left are whatever the client claimed).
 */
import type { Context } from 'hono';
import type { AppEnv } from './context';

export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  const address = c.env?.incoming?.socket?.remoteAddress;
  return address ? address.replace(/^::ffff:/, '') : 'unknown';
}

/**
 * True only for a request whose TCP peer is this machine and that no proxy forwarded (a local
 * reverse proxy would make every outside caller look like loopback).
 */
export function isLoopbackRequest(c: Context<AppEnv>): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) return false;
  const address = c.env?.incoming?.socket?.remoteAddress ?? '';
  return /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.test(address);
}
