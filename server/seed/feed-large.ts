/**
 * The large seed's feed (server/seed/large.ts parts): at scale 1, 100,000 posts over the 60 days
 * before `now` by the large seed's members (own feeds 50 %, their chapter's feed 30 %, the feeds of
 * large events they attend 17 %) and by challenge participants (3 %), then about 200,000 reactions:
 * comments, likes on posts (one per member), replies and likes on comments. Counters are set from
 * the rows afterwards, exactly as the demo's (posts.comment_count = comments + replies).
 *
 * Fast: each table is one INSERT … SELECT over generate_series, with a deterministic hash for the
 * random choices (as large.ts). Ids increase with created_at within the large posts (and within each
 * kind of reaction); they all come after the demo's, whose created_at span the same 60 days.
 */
import type { Db } from '../db/client';
import { continueIds } from './bulk-insert';
import { COMMENTS, REPLIES, SEED_IMAGES, largeTexts } from './feed-text';
import type { LargeContext, LargePart } from './large-part';

/** The volume at scale 1. */
export const LARGE_FEED = { posts: 100_000 } as const;

/** The same hash as large.ts: a number in [0, 1) from an SQL integer expression and a salt. */
const rnd = (key: string, salt: number) => `((hashint8extended((${key})::bigint, ${salt}) & 16777215)::float8 / 16777216)`;

const one = async (db: Db, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;

/** The first large post's id, for the reactions part (set by the posts part of the same run). */
const firstPosts = new WeakMap<LargeContext, number>();

const posts: LargePart = {
  name: 'posts',
  async add(db, ctx) {
    const first = await one(db, 'SELECT coalesce(max(id), 0) + 1 AS n FROM posts');
    firstPosts.set(ctx, first);
    const n = Math.round(LARGE_FEED.posts * ctx.scale);
    const [user, group, event] = [0.5, 0.3, 0.17].map((share) => Math.round(n * share));
    const pick = (list: string, count: string) => `${list}.i = floor(${rnd('k', 21)} * ${count})::int`;
    await db.query(
      `WITH m AS (SELECT id, preferred_chapter_id AS ch, (row_number() OVER (ORDER BY id) - 1)::int AS i
                    FROM users WHERE id >= $1 AND deleted_at IS NULL AND preferred_chapter_id IS NOT NULL),
            att AS (SELECT event_id, user_id, (row_number() OVER (ORDER BY event_id, user_id) - 1)::int AS i
                      FROM event_attendees WHERE event_id >= $2 AND status <> 'interested'),
            cp AS (SELECT challenge_id, user_id, (row_number() OVER (ORDER BY challenge_id, user_id) - 1)::int AS i FROM challenge_participants),
            c AS (SELECT (SELECT count(*) FROM m)::int AS m, (SELECT count(*) FROM att)::int AS att, (SELECT count(*) FROM cp)::int AS cp),
            parts AS (
              SELECT k, m.id AS author, 'user' AS feed_type, m.id AS feed_id FROM c CROSS JOIN generate_series(1, $4::int) k JOIN m ON ${pick('m', 'c.m')}
              UNION ALL
              SELECT k, m.id, 'group', m.ch FROM c CROSS JOIN generate_series($4::int + 1, $4::int + $5::int) k JOIN m ON ${pick('m', 'c.m')}
              UNION ALL
              SELECT k, att.user_id, 'event', att.event_id FROM c CROSS JOIN generate_series($4::int + $5::int + 1, $4::int + $5::int + $6::int) k JOIN att ON ${pick('att', 'c.att')}
              UNION ALL
              SELECT k, cp.user_id, 'challenge', cp.challenge_id FROM c CROSS JOIN generate_series($4::int + $5::int + $6::int + 1, $7::int) k JOIN cp ON ${pick('cp', 'c.cp')}),
            timed AS (SELECT p.*, $3::timestamptz - interval '5 minutes' - ${rnd('k', 22)} * interval '59 days' AS at FROM parts p)
       INSERT INTO posts (id, author_id, feed_type, feed_id, text, media, event_id, group_id, challenge_id, created_at, updated_at)
       SELECT $8::int - 1 + row_number() OVER (ORDER BY at, k), author, feed_type, feed_id,
              ($9::text[])[1 + floor(${rnd('k', 23)} * cardinality($9::text[]))::int],
              CASE WHEN ${rnd('k', 24)} < 0.15 THEN jsonb_build_array(($10::text[])[1 + floor(${rnd('k', 25)} * cardinality($10::text[]))::int]) ELSE '[]'::jsonb END,
              CASE WHEN feed_type = 'event' THEN feed_id END, CASE WHEN feed_type = 'group' THEN feed_id END, CASE WHEN feed_type = 'challenge' THEN feed_id END,
              at, at
         FROM timed`,
      [ctx.firstMember, ctx.firstEvent, ctx.now, user, group, event, n, first, largeTexts(), SEED_IMAGES],
    );
    await continueIds(db, ['posts']);
    return one(db, 'SELECT count(*) AS n FROM posts WHERE id >= $1', [first]);
  },
};

/**
 * 0-3 comments and 0-3 likes per post (about 0.9 each), a reply by the post's author on about 16 %
 * of comments and a like on about 16 %; reactors are the large seed's members: the k-th is member
 * (offset + k·7919) mod n, so one post's likers differ. Then every counter, from the rows.
 */
const reactions: LargePart = {
  name: 'reactions',
  async add(db, ctx) {
    const firstPost = firstPosts.get(ctx) ?? (await one(db, 'SELECT coalesce(max(id), 0) + 1 AS n FROM posts'));
    const before = await one(db, 'SELECT count(*) AS n FROM reactions');
    const next = () => one(db, 'SELECT coalesce(max(id), 0) + 1 AS n FROM reactions');
    const members = `m AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS i FROM users WHERE id >= $1 AND deleted_at IS NULL),
                     c AS (SELECT count(*)::int AS n FROM m)`;
    /** The k-th reactor's index among the members (joined to m.i: a plain equi-join the planner hashes). */
    const member = (base: string, k: string) => `((floor(${rnd(base, 31)} * 1000003)::bigint + ${k} * 7919) % nullif(c.n, 0))::int`;
    const after = (from: string, key: string, salt: number) => `${from} + (${rnd(key, salt)} ^ 3) * ($3::timestamptz - ${from})`;
    // Comments and likes on the posts.
    await db.query(
      `WITH ${members},
            picks AS (SELECT p.id AS post_id, p.author_id, p.created_at, k, 'comment' AS kind FROM posts p, generate_series(1, floor(${rnd('p.id', 32)} ^ 2 * 4)::int) k WHERE p.id >= $2
                      UNION ALL
                      SELECT p.id, p.author_id, p.created_at, k + 8, 'like' FROM posts p, generate_series(1, floor(${rnd('p.id', 33)} ^ 1.5 * 3.2)::int) k WHERE p.id >= $2),
            indexed AS (SELECT p.*, ${member('p.post_id', 'p.k')} AS mi FROM c CROSS JOIN picks p),
            picked AS (SELECT p.post_id, m.id AS user_id, p.kind, ${after('p.created_at', 'p.post_id * 16 + p.k', 34)} AS at, p.post_id * 16 + p.k AS key
                       FROM indexed p JOIN m ON m.i = p.mi WHERE m.id <> p.author_id)
       INSERT INTO reactions (id, post_id, user_id, kind, content, created_at, updated_at)
       SELECT $4::int - 1 + row_number() OVER (ORDER BY at, key), post_id, user_id, kind,
              CASE WHEN kind = 'comment' THEN ($5::text[])[1 + floor(${rnd('key', 35)} * cardinality($5::text[]))::int] ELSE '' END, at, at
         FROM picked
       ON CONFLICT DO NOTHING`,
      [ctx.firstMember, firstPost, ctx.now, await next(), COMMENTS],
    );
    // Replies (by the post's author) and likes on about 16 % of the comments each.
    await db.query(
      `WITH ${members},
            comments AS (SELECT r.id, r.post_id, r.user_id, r.created_at, p.author_id, ${member('r.id', '1')} AS mi
                           FROM c CROSS JOIN reactions r JOIN posts p ON p.id = r.post_id WHERE r.post_id >= $2 AND r.kind = 'comment'),
            picked AS (SELECT r.post_id, r.id AS parent_id, r.author_id AS user_id, 'reply' AS kind, ${after('r.created_at', 'r.id', 36)} AS at, r.id * 2 AS key
                         FROM comments r WHERE r.user_id <> r.author_id AND ${rnd('r.id', 37)} < 0.16
                       UNION ALL
                       SELECT r.post_id, r.id, m.id, 'like', ${after('r.created_at', 'r.id', 38)}, r.id * 2 + 1
                         FROM comments r JOIN m ON m.i = r.mi WHERE m.id <> r.user_id AND ${rnd('r.id', 39)} < 0.16)
       INSERT INTO reactions (id, post_id, parent_id, user_id, kind, content, created_at, updated_at)
       SELECT $4::int - 1 + row_number() OVER (ORDER BY at, key), post_id, parent_id, user_id, kind,
              CASE WHEN kind = 'reply' THEN ($5::text[])[1 + floor(${rnd('key', 40)} * cardinality($5::text[]))::int] ELSE '' END, at, at
         FROM picked
       ON CONFLICT DO NOTHING`,
      [ctx.firstMember, firstPost, ctx.now, await next(), REPLIES],
    );
    await continueIds(db, ['reactions']);
    await db.query(
      `UPDATE posts p SET like_count = c.likes, comment_count = c.comments
         FROM (SELECT post_id, count(*) FILTER (WHERE kind = 'like' AND parent_id IS NULL)::int AS likes, count(*) FILTER (WHERE kind <> 'like')::int AS comments
                 FROM reactions WHERE post_id >= $1 GROUP BY post_id) c
        WHERE p.id = c.post_id`,
      [firstPost],
    );
    await db.query(
      `UPDATE reactions r SET like_count = c.likes, reply_count = c.replies
         FROM (SELECT parent_id, count(*) FILTER (WHERE kind = 'like')::int AS likes, count(*) FILTER (WHERE kind = 'reply')::int AS replies
                 FROM reactions WHERE post_id >= $1 AND parent_id IS NOT NULL GROUP BY parent_id) c
        WHERE r.id = c.parent_id`,
      [firstPost],
    );
    return (await one(db, 'SELECT count(*) AS n FROM reactions')) - before;
  },
};

/** The feed's parts of the large seed, in order. */
export const LARGE_FEED_PARTS: readonly LargePart[] = [posts, reactions];
