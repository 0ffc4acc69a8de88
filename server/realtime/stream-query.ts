/**
 * Stream's error shape and the queryChannels request the SDK sends (filters, sort, limits), read
 * into what routes.ts asks the tables for.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { HttpError } from '../http/errors';
import { CHANNEL_TYPE } from './shapes';

/** Stream's error codes used here. */
export const STREAM_CODES = { inputInvalid: 4, notFound: 16, notAllowed: 17, tokenExpired: 40 } as const;

export const MAX_ID_LIST = 200;

export class StreamError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function streamErrorBody(status: number, code: number, message: string) {
  return { code, message, StatusCode: status, duration: '0.00ms', more_info: '' };
}

/** A product-API refusal (HttpError) in Stream's shape. */
export function fromHttpError(error: HttpError): StreamError {
  const code = error.status === 404 ? STREAM_CODES.notFound : error.status === 403 || error.status === 409 ? STREAM_CODES.notAllowed : STREAM_CODES.inputInvalid;
  return new StreamError(error.status, code, error.message);
}

// ---- filters -----------------------------------------------------------------------------------

export const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `x`, `{$eq: x}` or `{$in: [...]}` as a list of strings; undefined when absent. */
function listOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.map(String);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('$in' in o) return Array.isArray(o.$in) ? o.$in.map(String) : [];
    if ('$eq' in o) return listOf(o.$eq);
  }
  throw new StreamError(400, STREAM_CODES.inputInvalid, 'Unsupported filter value.');
}

export interface ChannelQuery {
  ids: string[] | null;
  hidden: 'all' | 'only' | 'exclude';
  anyMembers: number[] | null;
  exactMembers: number[] | null;
  none: boolean;
}

export function parseFilter(filter: Record<string, unknown>): ChannelQuery {
  const q: ChannelQuery = { ids: null, hidden: 'exclude', anyMembers: null, exactMembers: null, none: false };
  const cids = listOf(filter.cid);
  const ids = listOf(filter.id);
  let list: string[] | undefined;
  if (cids) list = cids.map((cid) => (cid.startsWith(`${CHANNEL_TYPE}:`) ? cid.slice(CHANNEL_TYPE.length + 1) : '\0'));
  if (ids) list = list ? list.filter((x) => ids.includes(x)) : ids;
  if (list) {
    q.ids = [...new Set(list.filter((x) => ID.test(x)))].slice(0, MAX_ID_LIST);
    // recoverState names the channels it has open: every one is answered, hidden ('rmvd') or not.
    q.hidden = 'all';
  }
  const types = listOf(filter.type);
  if (types && !types.includes(CHANNEL_TYPE)) q.none = true;
  if (filter.hidden === true) q.hidden = 'only';
  else if (filter.hidden === false) q.hidden = 'exclude';
  const members = filter.members;
  if (members !== undefined) {
    const exact = members && typeof members === 'object' && !Array.isArray(members) && '$eq' in (members as object);
    const users = (listOf(members) ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
    if (exact) q.exactMembers = [...new Set(users)].sort((a, b) => a - b);
    else q.anyMembers = users;
    if (!users.length) q.none = true;
  }
  return q;
}

const SORT_FIELDS: Record<string, string> = {
  last_message_at: 'coalesce(c.last_message_at, c.created_at)',
  last_updated: 'greatest(c.updated_at, coalesce(c.last_message_at, c.created_at))',
  updated_at: 'c.updated_at',
  created_at: 'c.created_at',
};

export function orderBy(sort: unknown): string {
  const parts: string[] = [];
  const list = Array.isArray(sort) ? sort : sort && typeof sort === 'object' ? Object.entries(sort).map(([field, direction]) => ({ field, direction })) : [];
  for (const s of list as Array<{ field?: unknown; direction?: unknown }>) {
    const expr = typeof s.field === 'string' ? SORT_FIELDS[s.field] : undefined;
    if (expr) parts.push(`${expr} ${Number(s.direction) === 1 ? 'ASC' : 'DESC'}`);
  }
  if (!parts.length) parts.push(`${SORT_FIELDS.last_message_at} DESC`);
  return `${parts.join(', ')}, c.id`;
}

export const intIn = (v: unknown, min: number, max: number, fallback: number) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
};
