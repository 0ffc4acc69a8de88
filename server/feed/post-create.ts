/**
 * Creating a post in a feed (events spec §3 'Post payload', §5, §6) in ONE statement, so one round
 * trip and one commit: the author's right to post there (postRefusalSql, access.ts), that every
 * tagged member exists, the post, its tags, the notifications ('tag' to the tagged members and, on
 * '@everyone', to the context; 'post' to the event's host: notify.ts) and the new post as the API
 * answers it (postsSql, serialize.ts). A statement is a transaction: the notifications are written
 * with the post or not at all.
 *
 * The answers keep their order: the refusals of assertCanPost (404, 403) come before any 422, so a
 * check made here before the statement (the body, media, empty post, '@everyone', workout) that
 * fails asks assertCanPost first and answers its refusal, if any.
 */
import type { Db } from '../db/client';
import { validationError } from '../http/errors';
import { assertCanPost, assertCanTagEveryone, postRefusalSql, refusalError, type Feed, type PostRefusal } from './access';
import { INSERT_NOTIFICATIONS, eligible, everyoneSource, hostToTell, noticeData } from './notify';
import { POST_TEXTS, assertNotEmpty, checkPostMedia } from './post-input';
import { nextWorkout, type PostWrite } from './posts';
import { postsSql, type StoredWorkout } from './serialize';

/** Runs `step`; when it fails, a refusal to post in `feed` is the answer instead of its error. */
export async function refusalFirst<T>(db: Db, userId: number, feed: Feed, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await assertCanPost(db, userId, feed);
    throw error;
  }
}

interface Checked {
  text: string;
  media: string[];
  tagEveryone: boolean;
  workout: StoredWorkout | null;
  /** Tagged member ids, deduplicated (their existence is checked by the statement). */
  tagged: number[];
}

async function check(db: Db, feed: Feed, w: PostWrite): Promise<Checked> {
  const text = w.body.text ?? '';
  const media = await checkPostMedia(db, w.userId, w.body.media ?? [], w.mediaBases);
  assertNotEmpty(text, media);
  const tagEveryone = w.body.tag_everyone ?? false;
  if (tagEveryone) await assertCanTagEveryone(db, w.userId, feed);
  const workout = await nextWorkout(db, feed, w.body.workout, null);
  return { text, media, tagEveryone, workout, tagged: [...new Set(w.body.tagged ?? [])] };
}

interface CreatedRow {
  refusal: PostRefusal | null;
  /** The new post's JSON (serialize.ts), null when nothing was written. */
  post: string | null;
}

/** Statement texts by variant (createPost). */
const TEXTS = new Map<string, string>();

/** The statement for `c` in `feed` (its text varies only with the feed type, tags, '@everyone' and an event host to tell). */
function statement(feed: Feed, w: PostWrite, c: Checked): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown, type: string) => `$${values.push(value)}::${type}`;
  const author = param(w.userId, 'int');
  const feedId = param(feed.id, 'int');
  const now = param(w.now, 'timestamptz');
  const tagged = c.tagged.length ? param(c.tagged, 'int[]') : null;
  const everyone = c.tagEveryone ? everyoneSource(feed, feedId) : null;
  const host = hostToTell(feed, w.userId);
  const data = tagged || everyone || host !== null ? `(${param(JSON.stringify(noticeData(feed, c.text)), 'jsonb')} || jsonb_build_object('post_id', p.id))` : '';
  const taggedUsers = `users tu WHERE tu.id = ANY(${tagged}) AND tu.deleted_at IS NULL`;
  const ctes = [
    `checked AS (SELECT ${postRefusalSql(feed.type, author, feedId)} AS refusal,
       ${tagged ? `(SELECT count(*) FROM ${taggedUsers}) = cardinality(${tagged})` : 'true'} AS tags_exist)`,
    `p AS (INSERT INTO posts (author_id, feed_type, feed_id, text, media, open_graph, workout, tag_everyone, event_id, group_id, challenge_id, created_at, updated_at)
       SELECT ${author}, ${param(feed.type, 'text')}, ${feedId}, ${param(c.text, 'text')}, ${param(JSON.stringify(c.media), 'jsonb')},
              ${param(w.body.open_graph ? JSON.stringify(w.body.open_graph) : null, 'jsonb')}, ${param(c.workout ? JSON.stringify(c.workout) : null, 'jsonb')},
              ${param(c.tagEveryone, 'boolean')}, ${param(feed.type === 'event' ? feed.id : (c.workout?.event_id ?? null), 'int')},
              ${param(feed.type === 'group' ? feed.id : null, 'int')}, ${param(feed.type === 'challenge' ? feed.id : null, 'int')}, ${now}, ${now}
         FROM checked WHERE refusal IS NULL AND tags_exist RETURNING *)`,
  ];
  if (tagged) ctes.push(`tags AS (INSERT INTO post_tags (post_id, user_id) SELECT p.id, tu.id FROM p, ${taggedUsers})`);
  if (tagged || everyone) {
    const recipients = [...(tagged ? [`SELECT unnest(${tagged}) AS id`] : []), ...(everyone ? [`SELECT m.member_id AS id FROM (${everyone}) m`] : [])].join(' UNION ');
    ctes.push(`tag_notes AS (${INSERT_NOTIFICATIONS} SELECT u.id, ${author}, 'tag', 'post', p.id::text, ${data}, ${now}
       FROM p CROSS JOIN (${recipients}) r JOIN users u ON u.id = r.id WHERE ${eligible('tag', author, 'p.id::text')})`);
  }
  if (host !== null) {
    ctes.push(`host_notes AS (${INSERT_NOTIFICATIONS} SELECT u.id, ${author}, 'post', 'post', p.id::text, ${data}, ${now}
       FROM p JOIN users u ON u.id = ${param(host, 'int')} WHERE ${eligible('post', author, 'p.id::text')})`);
  }
  // The new post's card has no tags yet (migration 014): with tags, its card is built with them here.
  const post = postsSql('true', { from: 'p', viewer: author, card: tagged ? `rwb_post_card(p, rwb_tagged_json(${tagged}))` : undefined, text: true });
  return { sql: `WITH ${ctes.join(',\n')}\nSELECT c.refusal, x.post FROM checked c LEFT JOIN (${post}) x ON true`, values };
}

/**
 * Creates the post in `feed` (a feed the caller may name: the route checks a member's own feed and
 * the event); returns it as the API answers it, in JSON text.
 */
export async function createPost(db: Db, feed: Feed, w: PostWrite): Promise<string> {
  const checked = await refusalFirst(db, w.userId, feed, () => check(db, feed, w));
  const built = statement(feed, w, checked);
  // One text per variant, kept: the same string each time, so its lookup in the prepared statements is cheap.
  const key = `${feed.type} ${checked.tagged.length > 0} ${checked.tagEveryone} ${hostToTell(feed, w.userId) !== null}`;
  let sql = TEXTS.get(key);
  if (sql === undefined) TEXTS.set(key, (sql = built.sql));
  const { rows } = await db.query<CreatedRow>(sql, built.values);
  const row = rows[0];
  if (row.refusal) throw refusalError(row.refusal);
  if (row.post === null) throw validationError({ tagged: POST_TEXTS.unknownMember });
  return row.post;
}
