/**
 * The HTTP side of Stream's protocol that the stream-chat SDK calls relative to its base URL
 * (ARCHITECTURE.md 'Chat realtime'): queryChannels (incl. recoverState's `cid $in`), a channel's
 * query/watch and older pages, mark read, typing events, stop watching. Auth: the raw chat JWT in
 * `Authorization` (`stream-auth-type: jwt`), plus `?user_id&connection_id&api_key`. Errors are
 * Stream's `{code, message, StatusCode, duration}`; a bad or expired token is 401 code 40, on which
 * the SDK asks its token provider again and retries. Writes (messages, reactions, members) stay in
 * the product API (api/v1/channels…, api/v1/messages…).
 */
import { Hono, type Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { memberChannel } from '../chat/access';
import { updateMembership } from '../chat/channels';
import { verifyChatToken } from '../chat/jwt';
import { wakeChatGateways, type ChatGateway, type Snapshot } from './gateway';
import { ID, MAX_ID_LIST, STREAM_CODES, StreamError, fromHttpError, intIn, orderBy, parseFilter, streamErrorBody } from './stream-query';
import { CHANNEL_TYPE, DEFAULT_MESSAGE_LIMIT, MAX_MESSAGE_LIMIT, RECOVER_MESSAGE_LIMIT, cidOf, loadChannels, loadUsers } from './shapes';
import { channelState, loadLatestMessages, loadMessagePage, type MessageRecord, type PageOptions } from './message-shapes';
import { socketFaultRoutes } from './test-faults';


export interface RealtimeRouteDeps {
  db: Db;
  gateway: ChatGateway;
  secret: string;
  /** Real time for token expiry (the tokens are signed with it). */
  now?: () => Date;
  /** The test-only socket faults (test-faults.ts): only with APP_ENV=test (app.ts). */
  testFaults?: boolean;
}

/** Channels one queryChannels answers at most (Stream's page is 30; an id list is answered whole up to this). */
const MAX_CHANNELS = 30;

interface Caller {
  userId: number;
  connectionId: string | null;
}

function caller(c: Context<AppEnv>, deps: RealtimeRouteDeps): Caller {
  const raw = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
  const authType = c.req.header('stream-auth-type');
  if (authType && authType !== 'jwt') throw new StreamError(401, STREAM_CODES.tokenExpired, 'Only JWT user tokens are accepted.');
  const verified = raw ? verifyChatToken(deps.secret, raw, deps.now?.() ?? new Date()) : null;
  if (!verified) throw new StreamError(401, STREAM_CODES.tokenExpired, 'The chat token is missing, invalid or expired.');
  const userParam = c.req.query('user_id');
  if (userParam !== undefined && userParam !== String(verified.userId)) {
    throw new StreamError(401, STREAM_CODES.tokenExpired, 'The chat token belongs to another user.');
  }
  return { userId: verified.userId, connectionId: c.req.query('connection_id') || null };
}

async function body(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    /* below */
  }
  throw new StreamError(400, STREAM_CODES.inputInvalid, 'The request body must be a JSON object.');
}

const duration = (started: number) => `${(performance.now() - started).toFixed(2)}ms`;

// ---- snapshots ---------------------------------------------------------------------------------

interface SnapshotResult {
  states: Array<Record<string, unknown>>;
  channelIds: string[];
  snapshot: Snapshot;
}

/**
 * Reads channel states as of one moment (REPEATABLE READ): the highest event seq first, then the
 * channels, their messages, and the event seqs above `floor` the snapshot saw.
 */
async function snapshotOf(
  deps: RealtimeRouteDeps,
  me: number,
  pick: (tx: Db) => Promise<string[]>,
  messages: (tx: Db, ids: string[]) => Promise<MessageRecord[]>,
  floor: number,
): Promise<SnapshotResult> {
  return deps.db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const { rows } = await tx.query<{ max: number | null }>('SELECT max(seq) AS max FROM chat_events');
    const s = Number(rows[0]?.max ?? 0);
    const ids = await pick(tx);
    // One after the other: a transaction is one connection.
    const channels = await loadChannels(tx, ids);
    const msgs = await messages(tx, ids);
    const seen =
      ids.length && s > floor
        ? await tx.query<{ channel_id: string; seq: number }>('SELECT channel_id, seq FROM chat_events WHERE seq > $1 AND seq <= $2 AND channel_id = ANY($3::text[])', [floor, s, ids])
        : { rows: [] as Array<{ channel_id: string; seq: number }> };
    const visible: Record<string, number[]> = {};
    for (const r of seen.rows) (visible[r.channel_id] ??= []).push(Number(r.seq));
    const byChannel = new Map<string, MessageRecord[]>();
    for (const m of msgs) {
      const list = byChannel.get(m.channel_id);
      if (list) list.push(m);
      else byChannel.set(m.channel_id, [m]);
    }
    const present = ids.filter((id) => channels.get(id)?.members.some((m) => m.user_id === String(me)));
    const states = present.map((id) => channelState(channels.get(id)!, byChannel.get(id) ?? [], me, deps.gateway.watcherCount(id)));
    return { states, channelIds: present, snapshot: { s, l: floor, visible } };
  });
}

// ---- routes ------------------------------------------------------------------------------------

export function realtimeRoutes(deps: RealtimeRouteDeps): Hono<AppEnv> {
  const { db, gateway } = deps;
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof StreamError) return c.json(streamErrorBody(error.status, error.code, error.message), error.status);
    if (error instanceof HttpError) {
      const e = fromHttpError(error);
      return c.json(streamErrorBody(e.status, e.code, e.message), e.status);
    }
    console.error(`[realtime] ${c.req.method} ${c.req.path}:`, error);
    return c.json(streamErrorBody(500, -1, 'Something went wrong. Please try again later.'), 500);
  });

  // The SDK's warm-up call (options.warmUp).
  app.get('/hi', (c) => c.json({ duration: '0.00ms' }));

  /** Watches after the snapshot (gateway.ts: the snapshot's seqs make it exact). */
  async function watchAfter(who: Caller, result: SnapshotResult): Promise<void> {
    if (!who.connectionId) return;
    await gateway.watch(who.connectionId, who.userId, result.channelIds, result.snapshot);
  }

  app.post('/channels', async (c) => {
    const started = performance.now();
    const who = caller(c, deps);
    const input = await body(c);
    const filter = (input.filter_conditions ?? {}) as Record<string, unknown>;
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new StreamError(400, STREAM_CODES.inputInvalid, 'filter_conditions must be an object.');
    const q = parseFilter(filter);
    const watch = input.watch !== false && !!who.connectionId;
    const limit = q.ids ? MAX_ID_LIST : intIn(input.limit, 1, MAX_CHANNELS, 10);
    const offset = intIn(input.offset, 0, 10_000, 0);
    // recoverState sends no message_limit: every requested channel comes with up to 100 messages.
    const messageLimit = intIn(input.message_limit, 0, MAX_MESSAGE_LIMIT, q.ids ? RECOVER_MESSAGE_LIMIT : DEFAULT_MESSAGE_LIMIT);
    if (watch) await gateway.start();
    const floor = gateway.currentFloor;
    const result = await snapshotOf(
      deps,
      who.userId,
      async (tx) => {
        if (q.none || (q.ids && !q.ids.length)) return [];
        const { rows } = await tx.query<{ id: string }>(
          `SELECT c.id FROM chat_channels c
             JOIN chat_members me ON me.channel_id = c.id AND me.user_id = $1 AND me.state <> 'left'
            WHERE ($2::text[] IS NULL OR c.id = ANY($2::text[]))
              AND ($3 = 'all' OR ($3 = 'only') = (me.state = 'rmvd'))
              AND ($4::int[] IS NULL OR EXISTS (SELECT 1 FROM chat_members o WHERE o.channel_id = c.id AND o.state <> 'left' AND o.user_id = ANY($4::int[])))
              AND ($5::int[] IS NULL OR (SELECT array_agg(o.user_id ORDER BY o.user_id) FROM chat_members o WHERE o.channel_id = c.id AND o.state <> 'left') = $5::int[])
            ORDER BY ${orderBy(input.sort)}
            LIMIT $6 OFFSET $7`,
          [who.userId, q.ids, q.hidden, q.anyMembers, q.exactMembers, limit, offset],
        );
        return rows.map((r) => r.id);
      },
      (tx, ids) => loadLatestMessages(tx, ids, messageLimit),
      floor,
    );
    if (watch) await watchAfter(who, result);
    return c.json({ channels: result.states, duration: duration(started) });
  });

  /** The caller's channel (404 code 16 when missing, 403 code 17 when not a member). */
  async function ownChannel(c: Context<AppEnv>, who: Caller): Promise<string> {
    if (c.req.param('type') !== CHANNEL_TYPE) throw new StreamError(404, STREAM_CODES.notFound, `Channel type '${c.req.param('type')}' does not exist.`);
    const id = c.req.param('id') ?? '';
    if (!ID.test(id)) throw new StreamError(404, STREAM_CODES.notFound, `Channel '${cidOf(id)}' does not exist.`);
    await memberChannel(db, who.userId, id);
    return id;
  }

  app.post('/channels/:type/:id/query', async (c) => {
    const started = performance.now();
    const who = caller(c, deps);
    const input = await body(c);
    const id = await ownChannel(c, who);
    const watch = input.watch === true && !!who.connectionId;
    const m = (input.messages ?? {}) as Record<string, unknown>;
    const page: PageOptions = { limit: intIn(m.limit, 0, MAX_MESSAGE_LIMIT, DEFAULT_MESSAGE_LIMIT) };
    for (const k of ['id_lt', 'id_lte', 'id_gt', 'id_gte', 'id_around'] as const) {
      const v = m[k];
      if (typeof v === 'string' && ID.test(v)) page[k] = v;
    }
    if (watch) await gateway.start();
    const floor = gateway.currentFloor;
    const result = await snapshotOf(
      deps,
      who.userId,
      async () => [id],
      (tx) => (page.limit ? loadMessagePage(tx, id, page) : Promise.resolve([])),
      floor,
    );
    if (!result.states[0]) throw new StreamError(403, STREAM_CODES.notAllowed, `You are not a member of channel '${cidOf(id)}'.`);
    if (watch) await watchAfter(who, result);
    return c.json({ ...result.states[0], duration: duration(started) });
  });

  app.post('/channels/:type/:id/read', async (c) => {
    const started = performance.now();
    const who = caller(c, deps);
    const input = await body(c);
    const id = await ownChannel(c, who);
    let messageId = typeof input.message_id === 'string' && ID.test(input.message_id) ? input.message_id : null;
    if (!messageId) {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM chat_messages WHERE channel_id = $1 ORDER BY seq DESC LIMIT 1', [id]);
      messageId = rows[0]?.id ?? null;
    }
    const now = new Date();
    // The product API's own mark-read (PATCH …/members/{userId} {last_seen_message_xid}): moves the
    // marker forward only and records message.read for the gateway.
    if (messageId) await updateMembership(db, who.userId, id, { last_seen_message_xid: messageId }, now);
    wakeChatGateways(db);
    const user = (await loadUsers(db, [who.userId])).get(who.userId);
    return c.json({
      event: { type: 'message.read', cid: cidOf(id), channel_id: id, channel_type: CHANNEL_TYPE, created_at: now.toISOString(), user, last_read_message_id: messageId ?? undefined },
      duration: duration(started),
    });
  });

  app.post('/channels/:type/:id/event', async (c) => {
    const started = performance.now();
    const who = caller(c, deps);
    const input = await body(c);
    const event = (input.event ?? {}) as Record<string, unknown>;
    const type = event.type;
    if (type !== 'typing.start' && type !== 'typing.stop') throw new StreamError(400, STREAM_CODES.inputInvalid, 'Only typing.start and typing.stop events are accepted.');
    const id = await ownChannel(c, who);
    const parentId = typeof event.parent_id === 'string' && ID.test(event.parent_id) ? event.parent_id : undefined;
    const { rows } = await db.query<{ is_disabled: boolean }>('SELECT is_disabled FROM chat_channels WHERE id = $1', [id]);
    const at = rows[0]?.is_disabled ? new Date() : await gateway.typing(type, id, who.userId, who.connectionId, parentId);
    const user = (await loadUsers(db, [who.userId])).get(who.userId);
    return c.json({
      event: { type, cid: cidOf(id), channel_id: id, channel_type: CHANNEL_TYPE, created_at: at.toISOString(), user, ...(parentId ? { parent_id: parentId } : {}) },
      duration: duration(started),
    });
  });

  app.post('/channels/:type/:id/stop-watching', async (c) => {
    const started = performance.now();
    const who = caller(c, deps);
    if (c.req.param('type') !== CHANNEL_TYPE || !ID.test(c.req.param('id') ?? '')) throw new StreamError(404, STREAM_CODES.notFound, 'Channel does not exist.');
    if (who.connectionId) await gateway.stopWatching(who.connectionId, who.userId, c.req.param('id'));
    return c.json({ duration: duration(started) });
  });

  if (deps.testFaults) app.route('/test', socketFaultRoutes(gateway));

  // Anything else the SDK may call (uploads, search, mutes…) is not served: Stream's shape, not the API's.
  app.all('*', (c) => c.json(streamErrorBody(404, STREAM_CODES.notFound, 'This endpoint is not served here.'), 404));

  return app;
}
