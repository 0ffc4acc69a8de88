/**
 * What can be reported (both specs: accounts-and-profile, events-feed-groups-challenges-chat), one
 * row per target: the call's path below `/api`, the table the reported thing lives in and how to
 * find it. A target whose feature is not built yet has `table: null` and answers 404 'Not found.'
 * for every id; the feature's issue fills its row in. Every report is one `reports` row. Chat
 * reports (message, channel) also need the reporter to be a member of the chat (403) and a reason
 * among Harassment, Spam, Inappropriate Content (422).
 */
import type { Db } from '../db/client';
import { forbidden, notFound, validationError } from '../http/errors';
import { CHAT_REPORT_REASONS, CHAT_TEXTS } from '../../src/lib/chat';

const INT = '{[0-9]+}';
/** Chat ids are strings the client generates (UUIDs). */
const TEXT_ID = '{[A-Za-z0-9_-]+}';

export interface ReportTarget {
  /** Path below `/api` (the spec's call); `:id` names the thing, or its parent when `param` says so. */
  path: string;
  /** Path parameter (or, with `bodyField`, body field) holding the reported thing's id. */
  param: string;
  /** The id comes from this body field instead of the path. */
  bodyField?: string;
  /** Numeric ids (int4) or the chat's string ids. */
  idType: 'int' | 'text';
  /** Table of the reported thing; null: the feature does not exist yet, so no id exists (404). */
  table: string | null;
  /** Extra condition a reportable row meets (e.g. not deleted). */
  live?: string;
  /** Column naming the parent in `:id` (a post of that event, group or member). */
  parentColumn?: string;
  /** 404 message when the thing does not exist. */
  missing?: string;
  /** Column naming the reported thing's member: a member cannot report their own (422). */
  selfColumn?: string;
  selfMessage?: string;
  /** Column holding the reported thing's type: a report of another type is 422 `typeMessage`. */
  typeColumn?: string;
  types?: readonly string[];
  typeMessage?: string;
  /** Optional body fields kept in the report's `extra` (e.g. `reply_id` for a reply's reaction). */
  extraFields?: readonly string[];
  /**
   * SQL the reporter must meet to report the thing (e.g. be a member of the chat), with `$reporter`
   * for the reporter's id; 403 `accessMessage` otherwise (after the 404).
   */
  access?: string;
  accessMessage?: string;
  /** The report's `reason` must be one of these (422 `reasonMessage`). */
  reasons?: readonly string[];
  reasonMessage?: string;
}

/** A chat report: the reporter is (or was) a member of the chat; the reason is one of the chat's categories. */
const chatReport = (channelColumn: string) => ({
  access: `EXISTS (SELECT 1 FROM chat_members cm WHERE cm.channel_id = ${channelColumn} AND cm.user_id = $reporter)`,
  accessMessage: CHAT_TEXTS.notMember,
  reasons: CHAT_REPORT_REASONS,
  reasonMessage: CHAT_TEXTS.reasonRequired,
});

export const REPORT_TARGETS = {
  user: {
    path: `/v1/report/user/:id${INT}`,
    param: 'id',
    idType: 'int',
    table: 'users',
    live: 'deleted_at IS NULL',
    missing: 'This member does not exist.',
    selfColumn: 'id',
    selfMessage: 'You cannot report yourself.',
  },
  post: {
    path: `/v1/report/user/:id${INT}/post/:postId${INT}`,
    param: 'postId',
    idType: 'int',
    table: 'posts',
    live: 'deleted_at IS NULL',
    parentColumn: 'author_id',
    selfColumn: 'author_id',
  },
  reaction: {
    path: `/v1/report/user/:id${INT}/reaction/:reactionId${INT}`,
    param: 'reactionId',
    idType: 'int',
    table: 'reactions',
    live: 'EXISTS (SELECT 1 FROM posts p WHERE p.id = post_id AND p.deleted_at IS NULL)',
    missing: 'The reaction was not found.',
    selfColumn: 'user_id',
    typeColumn: 'kind',
    types: ['comment', 'reply'],
    typeMessage: 'Invalid Type, expecting the type post, comment, or reply',
    extraFields: ['reply_id'],
  },
  event: { path: `/v1/report/event/:id${INT}`, param: 'id', idType: 'int', table: 'events', missing: 'This event does not exist.' },
  event_post: {
    path: `/v1/report/event/:id${INT}/post/:postId${INT}`,
    param: 'postId',
    idType: 'int',
    table: 'posts',
    live: "deleted_at IS NULL AND feed_type = 'event'",
    parentColumn: 'feed_id',
    selfColumn: 'author_id',
  },
  group: { path: `/v1/report/group/:id${INT}`, param: 'id', idType: 'int', table: 'groups', missing: 'This group does not exist.' },
  group_post: {
    path: `/v1/report/group/:id${INT}/post/:postId${INT}`,
    param: 'postId',
    idType: 'int',
    table: 'posts',
    live: "deleted_at IS NULL AND feed_type = 'group'",
    parentColumn: 'feed_id',
    selfColumn: 'author_id',
  },
  message: {
    path: `/v1/messages/:id${TEXT_ID}/report`,
    param: 'id',
    idType: 'text',
    table: 'chat_messages',
    live: 'deleted_at IS NULL',
    selfColumn: 'user_id',
    selfMessage: 'You cannot report your own message.',
    ...chatReport('chat_messages.channel_id'),
  },
  channel: {
    path: '/v1/channels/report',
    param: 'channel_id',
    bodyField: 'channel_id',
    idType: 'text',
    table: 'chat_channels',
    ...chatReport('chat_channels.id'),
  },
} as const satisfies Record<string, ReportTarget>;

export type ReportTargetName = keyof typeof REPORT_TARGETS;

export interface ReportInput {
  reporter: number;
  reason?: string;
  text?: string;
  extra: Record<string, unknown>;
}

/**
 * The reported thing must exist (404, with the target's message) and not be the reporter's own
 * (422); then the report is stored. Returns the report's id.
 */
export async function fileReport(db: Db, name: ReportTargetName, id: string | number, parentId: number | null, input: ReportInput, now: Date): Promise<number> {
  const target: ReportTarget = REPORT_TARGETS[name];
  if (target.table === null) throw notFound();
  const conditions = ['id = $1', ...(target.live ? [target.live] : [])];
  const params: unknown[] = [id];
  if (target.parentColumn && parentId !== null) {
    params.push(parentId);
    conditions.push(`${target.parentColumn} = $${params.length}`);
  }
  const columns = [target.selfColumn ? `${target.selfColumn} AS owner` : '1', ...(target.typeColumn ? [`${target.typeColumn} AS type`] : [])];
  if (target.access) {
    params.push(input.reporter);
    columns.push(`(${target.access.replaceAll('$reporter', `$${params.length}`)}) AS allowed`);
  }
  const { rows } = await db.query<{ owner?: number; type?: string; allowed?: boolean }>(
    `SELECT ${columns.join(', ')} FROM ${target.table} WHERE ${conditions.join(' AND ')}`,
    params,
  );
  if (!rows[0]) throw notFound(target.missing);
  if (target.access && !rows[0].allowed) throw forbidden(target.accessMessage);
  if (target.reasons && !target.reasons.includes(input.reason ?? '')) {
    const message = target.reasonMessage ?? 'Choose a reason.';
    throw validationError({ reason: message }, message);
  }
  if (target.types && !target.types.includes(rows[0].type ?? '')) {
    const message = target.typeMessage ?? 'Invalid Type';
    throw validationError({ type: message }, message);
  }
  if (target.selfColumn && rows[0].owner === input.reporter) {
    const message = target.selfMessage ?? 'You cannot report your own content.';
    throw validationError({ reporter: message }, message);
  }
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO reports (reporter_id, target_type, target_id, reason, text, extra, created_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id`,
    [input.reporter, name, String(id), input.reason ?? null, input.text ?? null, JSON.stringify(input.extra), now],
  );
  return inserted.rows[0].id;
}
