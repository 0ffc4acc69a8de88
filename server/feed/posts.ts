/**
 * Writing and reading single posts (events spec §3 'Post payload', §4 'Post', §6): edit and delete by
 * the author (any feed), remove by a moderator, block for one member, read one; creating one is
 * post-create.ts. Tags and '@everyone' notifications are written in the post's transaction.
 */
import type { Db } from '../db/client';
import { forbidden, notFound, validationError } from '../http/errors';
import { FEED_TEXTS, assertCanTagEveryone, feedOf, type Feed, type FeedType } from './access';
import { notifyEveryone, notifyTagged, type PostNotice } from './notify';
import { POST_TEXTS, assertNotEmpty, checkPostMedia, type OpenGraph, type PostBody, type PostWorkoutInput } from './post-input';
import { loadPosts, type Post, type StoredWorkout } from './serialize';
import { visibleTo } from './timeline';

export interface PostWrite {
  userId: number;
  body: PostBody;
  /** The bases our media URLs start with (the public URL, else the request's origin). */
  mediaBases: readonly string[];
  now: Date;
}

interface StoredPost {
  id: number;
  author_id: number;
  feed_type: FeedType;
  feed_id: number;
  verb: string;
  text: string;
  media: string[];
  open_graph: OpenGraph | null;
  workout: StoredWorkout | null;
  tag_everyone: boolean;
  event_id: number | null;
}

/** The live (not deleted) post, or 404 'Post not found.'. */
export async function findPost(db: Db, postId: number): Promise<StoredPost> {
  const { rows } = await db.query<StoredPost>(
    'SELECT id, author_id, feed_type, feed_id, verb, text, media, open_graph, workout, tag_everyone, event_id FROM posts WHERE id = $1 AND deleted_at IS NULL',
    [postId],
  );
  if (!rows[0]) throw notFound(FEED_TEXTS.postMissing);
  return rows[0];
}

/** The members in `ids` (deduplicated) once each exists; 422 on `tagged` otherwise. */
async function checkTagged(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::int[]) AND deleted_at IS NULL', [unique]);
  if (rows.length !== unique.length) throw validationError({ tagged: POST_TEXTS.unknownMember });
  return unique;
}

/** The workout summary stored on a challenge post (the event's name, chapter and start are copied in). */
async function storedWorkout(db: Db, feed: Feed, w: PostWorkoutInput): Promise<StoredWorkout> {
  const amounts = { miles: w.miles, steps: w.steps, minutes: w.minutes };
  if (w.event_id === undefined || w.event_id === null) return { event_id: null, event_name: null, chapter_name: null, event_start_time: null, ...amounts };
  const { rows } = await db.query<{ name: string; start_at: Date; challenge_id: number | null; chapter_name: string | null }>(
    'SELECT e.name, e.start_at, e.challenge_id, g.name AS chapter_name FROM events e LEFT JOIN groups g ON g.id = e.chapter_id WHERE e.id = $1 AND NOT e.is_removed',
    [w.event_id],
  );
  const e = rows[0];
  if (!e) throw validationError({ 'workout.event_id': POST_TEXTS.workoutEvent });
  if (e.challenge_id !== feed.id) throw validationError({ 'workout.event_id': POST_TEXTS.workoutEventChallenge });
  return { event_id: w.event_id, event_name: e.name, chapter_name: e.chapter_name, event_start_time: e.start_at.toISOString(), ...amounts };
}

/** The workout to store: kept when omitted, cleared by null, only in a challenge feed (422). */
export async function nextWorkout(db: Db, feed: Feed, input: PostWorkoutInput | null | undefined, current: StoredWorkout | null): Promise<StoredWorkout | null> {
  if (input === undefined) return current;
  if (input === null) return null;
  if (feed.type !== 'challenge') throw validationError({ workout: FEED_TEXTS.workoutOnlyChallenge });
  return storedWorkout(db, feed, input);
}

async function writeTags(tx: Db, postId: number, tagged: readonly number[]): Promise<number[]> {
  await tx.query('DELETE FROM post_tags WHERE post_id = $1 AND NOT (user_id = ANY($2::int[]))', [postId, tagged]);
  const { rows } = await tx.query<{ user_id: number }>(
    'INSERT INTO post_tags (post_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING RETURNING user_id',
    [postId, tagged],
  );
  return rows.map((r) => r.user_id);
}

/** The author's own post for a change: 404 when missing or deleted, 403 for anyone else or an event status post. */
async function ownPost(db: Db, postId: number, userId: number): Promise<StoredPost> {
  const post = await findPost(db, postId);
  if (post.author_id !== userId) throw forbidden(FEED_TEXTS.notAuthor, 'not_author');
  if (post.verb !== 'post') throw forbidden(FEED_TEXTS.eventStatusPost, 'event_post');
  return post;
}

/** Edits the author's post (any feed); omitted fields keep their value. Sets `edited`. */
export async function updatePost(db: Db, postId: number, w: PostWrite): Promise<Post> {
  const post = await ownPost(db, postId, w.userId);
  const feed = await feedOf(db, post.feed_type, post.feed_id);
  const text = w.body.text ?? post.text;
  const media = w.body.media === undefined ? post.media : await checkPostMedia(db, w.userId, w.body.media, w.mediaBases);
  assertNotEmpty(text, media);
  const tagEveryone = w.body.tag_everyone ?? post.tag_everyone;
  const everyoneAdded = tagEveryone && !post.tag_everyone;
  if (everyoneAdded) await assertCanTagEveryone(db, w.userId, feed);
  const workout = await nextWorkout(db, feed, w.body.workout, post.workout);
  const openGraph = w.body.open_graph === undefined ? post.open_graph : w.body.open_graph;
  const tagged = w.body.tagged === undefined ? null : await checkTagged(db, w.body.tagged);
  const eventId = feed.type === 'event' ? feed.id : feed.type === 'challenge' ? (workout?.event_id ?? null) : post.event_id;
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE posts SET text = $2, media = $3::jsonb, open_graph = $4::jsonb, workout = $5::jsonb, tag_everyone = $6, event_id = $7,
              edited = true, updated_at = $8 WHERE id = $1`,
      [postId, text, JSON.stringify(media), openGraph ? JSON.stringify(openGraph) : null, workout ? JSON.stringify(workout) : null, tagEveryone, eventId, w.now],
    );
    const notice: PostNotice = { postId, authorId: w.userId, feed, text };
    if (tagged) await notifyTagged(tx, notice, await writeTags(tx, postId, tagged), w.now);
    if (everyoneAdded) await notifyEveryone(tx, notice, w.now);
  });
  return (await loadPosts(db, [postId], w.userId))[0];
}

/** Soft-deletes a post (kept for reports, never shown) and drops its pins. */
export async function softDelete(db: Db, postId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE posts SET deleted_at = $2, updated_at = $2 WHERE id = $1 AND deleted_at IS NULL', [postId, now]);
    await tx.query('DELETE FROM pinned_posts WHERE post_id = $1', [postId]);
  });
}

/** The author deletes their own post, in any feed. */
export async function deleteOwnPost(db: Db, postId: number, userId: number, now: Date): Promise<void> {
  await ownPost(db, postId, userId);
  await softDelete(db, postId, now);
}

/** One post as `viewer` sees it; 404 'Post not found.' when deleted, missing or hidden from them. */
export async function readPost(db: Db, postId: number, viewer: number): Promise<Post> {
  const { rows } = await db.query(`SELECT 1 FROM posts p WHERE p.id = $2 AND ${visibleTo('p', '$1')}`, [viewer, postId]);
  const post = rows.length ? (await loadPosts(db, [postId], viewer))[0] : undefined;
  if (!post) throw notFound(FEED_TEXTS.postMissing);
  return post;
}

/** Hides a post from the member's feeds (not their own: 422). True when newly blocked. */
export async function blockPost(db: Db, userId: number, postId: number, now: Date): Promise<boolean> {
  const post = await findPost(db, postId);
  if (post.author_id === userId) throw validationError({ post_id: FEED_TEXTS.blockOwn }, FEED_TEXTS.blockOwn);
  const { rows } = await db.query('INSERT INTO post_blocks (user_id, post_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1', [userId, postId, now]);
  return rows.length > 0;
}
