// The feed seed (server/seed/feed.ts) and the large seed's feed (server/seed/feed-large.ts): every
// counter equals its counted rows (posts.comment_count = comments + replies), authors belong to the
// feed they write to, tags are mentioned in the text, ids follow created_at, the demo accounts have
// timelines, and both are deterministic (two runs on fresh databases are equal).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/seed/index';
import { LARGE_FEED } from '../../../server/seed/feed-large';
import { seedLarge } from '../../../server/seed/large';

const NOW = new Date('2026-03-01T12:00:00Z');
const SCALE = 0.02;

async function demoDb(): Promise<Db> {
  const { db } = await openPglite();
  await migrate(db);
  await seed(db, { scryptN: 1024, now: NOW });
  return db;
}

const one = async (db: Db, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0].n;

/** Rows breaking a rule among posts (and their reactions) with ids in [from, to): each must be 0. */
async function violations(db: Db, from: number, to = 2 ** 31 - 1): Promise<Record<string, number>> {
  const posts = `(SELECT * FROM posts WHERE id >= ${from} AND id < ${to})`;
  const reactions = `(SELECT * FROM reactions WHERE post_id >= ${from} AND post_id < ${to})`;
  const { rows } = await db.query<Record<string, number>>(
    `WITH counted AS (SELECT post_id AS id, count(*) FILTER (WHERE kind = 'like' AND parent_id IS NULL) AS post_likes, count(*) FILTER (WHERE kind IN ('comment', 'reply')) AS comments
                       FROM reactions GROUP BY post_id),
          children AS (SELECT parent_id AS id, count(*) FILTER (WHERE kind = 'like') AS likes, count(*) FILTER (WHERE kind = 'reply') AS replies
                         FROM reactions WHERE parent_id IS NOT NULL GROUP BY parent_id)
     SELECT
       (SELECT count(*) FROM ${posts} p LEFT JOIN counted c ON c.id = p.id WHERE p.like_count <> coalesce(c.post_likes, 0)) AS post_like_count,
       (SELECT count(*) FROM ${posts} p LEFT JOIN counted c ON c.id = p.id WHERE p.comment_count <> coalesce(c.comments, 0)) AS post_comment_count,
       (SELECT count(*) FROM ${reactions} x LEFT JOIN children c ON c.id = x.id WHERE x.like_count <> coalesce(c.likes, 0)) AS reaction_like_count,
       (SELECT count(*) FROM ${reactions} x LEFT JOIN children c ON c.id = x.id WHERE x.reply_count <> coalesce(c.replies, 0)) AS reaction_reply_count,
       (SELECT count(*) FROM ${posts} p WHERE feed_type = 'user' AND feed_id <> author_id) AS user_feed_of_another,
       (SELECT count(*) FROM ${posts} p WHERE feed_type = 'group' AND NOT EXISTS (SELECT 1 FROM group_memberships m WHERE m.group_id = p.feed_id AND m.user_id = p.author_id)) AS group_author_not_member,
       (SELECT count(*) FROM ${posts} p WHERE feed_type = 'challenge' AND NOT EXISTS (SELECT 1 FROM challenge_participants c WHERE c.challenge_id = p.feed_id AND c.user_id = p.author_id)) AS challenge_author_not_participant,
       (SELECT count(*) FROM ${posts} p JOIN events e ON e.id = p.feed_id WHERE feed_type = 'event' AND e.host_id <> p.author_id
           AND NOT EXISTS (SELECT 1 FROM event_attendees a WHERE a.event_id = p.feed_id AND a.user_id = p.author_id)) AS event_author_not_attending,
       (SELECT count(*) FROM ${posts} p WHERE (feed_type = 'group') <> (group_id IS NOT NULL) OR (feed_type = 'challenge') <> (challenge_id IS NOT NULL)
           OR (feed_type = 'group' AND group_id <> feed_id) OR (feed_type = 'challenge' AND challenge_id <> feed_id) OR (feed_type = 'event' AND event_id IS DISTINCT FROM feed_id)) AS wrong_links,
       (SELECT count(*) FROM ${posts} p WHERE verb = 'event' AND (feed_type <> 'event' OR media <> '[]'::jsonb OR open_graph IS NOT NULL OR author_id <> (SELECT host_id FROM events WHERE id = p.feed_id))) AS bad_status_posts,
       (SELECT count(*) FROM ${posts} p WHERE created_at > $1::timestamptz OR created_at < $1::timestamptz - interval '60 days' OR updated_at < created_at) AS outside_window,
       (SELECT count(*) FROM ${posts} a JOIN posts b ON b.id = a.id + 1 WHERE b.id < ${to} AND b.created_at < a.created_at) AS post_ids_not_in_time_order,
       (SELECT count(*) FROM ${reactions} r JOIN posts p ON p.id = r.post_id WHERE r.created_at < p.created_at OR r.created_at > $1::timestamptz OR r.user_id = p.author_id AND r.kind = 'like' AND r.parent_id IS NULL) AS reaction_time_or_self_like,
       (SELECT count(*) FROM ${reactions} r JOIN reactions parent ON parent.id = r.parent_id
         WHERE parent.post_id <> r.post_id OR parent.kind = 'like' OR (r.kind = 'reply' AND parent.kind <> 'comment') OR r.created_at < parent.created_at OR r.id < parent.id) AS bad_parents,
       (SELECT count(*) FROM post_tags t JOIN ${posts} p ON p.id = t.post_id JOIN users u ON u.id = t.user_id WHERE position('@' || u.first_name || ' ' || u.last_name IN p.text) = 0) AS post_tag_not_mentioned,
       (SELECT count(*) FROM reaction_tags t JOIN ${reactions} r ON r.id = t.reaction_id JOIN users u ON u.id = t.user_id WHERE position('@' || u.first_name || ' ' || u.last_name IN r.content) = 0) AS reaction_tag_not_mentioned`,
    [NOW],
  );
  return rows[0];
}

/** md5 of the feed's rows with post ids in [from, to). */
async function fingerprint(db: Db, from: number, to = 2 ** 31 - 1): Promise<Record<string, string>> {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT
       (SELECT md5(string_agg(concat_ws('|', id, author_id, feed_type, feed_id, verb, text, media, open_graph, workout, tag_everyone, edited, like_count, comment_count, created_at), ',' ORDER BY id)) FROM posts WHERE id >= $1 AND id < $2) AS posts,
       (SELECT md5(string_agg(concat_ws('|', id, post_id, parent_id, user_id, kind, content, like_count, reply_count, created_at), ',' ORDER BY id)) FROM reactions WHERE post_id >= $1 AND post_id < $2) AS reactions,
       (SELECT md5(string_agg(concat_ws('|', post_id, user_id), ',' ORDER BY post_id, user_id)) FROM post_tags WHERE post_id >= $1 AND post_id < $2) AS tags,
       (SELECT md5(string_agg(concat_ws('|', feed_type, feed_id, post_id, pinned_by), ',' ORDER BY feed_type, feed_id)) FROM pinned_posts) AS pins`,
    [from, to],
  );
  return rows[0];
}

/** The posts of a member's timeline: own posts, followed members' own feeds, joined groups and challenges, attended or hosted events. */
const TIMELINE = `FROM posts p WHERE p.deleted_at IS NULL AND (
    p.author_id = $1
    OR (p.feed_type = 'user' AND p.author_id IN (SELECT followed_id FROM follows WHERE follower_id = $1))
    OR (p.feed_type = 'group' AND p.feed_id IN (SELECT group_id FROM group_memberships WHERE user_id = $1))
    OR (p.feed_type = 'challenge' AND p.feed_id IN (SELECT challenge_id FROM challenge_participants WHERE user_id = $1))
    OR (p.feed_type = 'event' AND p.feed_id IN (SELECT event_id FROM event_attendees WHERE user_id = $1 UNION SELECT id FROM events WHERE host_id = $1)))`;

let a: Db;
let b: Db;
beforeAll(async () => {
  a = await demoDb();
  b = await demoDb();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe('demo feed', () => {
  it('has about 3,000 posts in every kind of feed, with images, links, workouts, status posts, comments, replies and likes', async () => {
    const { rows } = await a.query<{ kind: string; n: number }>(
      `SELECT feed_type || ':' || verb AS kind, count(*) AS n FROM posts GROUP BY 1
       UNION ALL SELECT 'reaction:' || kind || ':' || (parent_id IS NULL), count(*) FROM reactions GROUP BY kind, parent_id IS NULL
       UNION ALL SELECT 'images', count(*) FROM posts WHERE jsonb_array_length(media) BETWEEN 1 AND 4
       UNION ALL SELECT 'links', count(*) FROM posts WHERE text LIKE '%https://www.teamrwb.org/%'
       UNION ALL SELECT 'previews', count(*) FROM posts WHERE open_graph ?& array['title', 'description', 'image_url', 'url'] AND position(open_graph->>'url' IN text) > 0
       UNION ALL SELECT 'workouts', count(*) FROM posts WHERE feed_type = 'challenge' AND workout ?& array['event_id', 'event_name', 'chapter_name', 'event_start_time', 'miles', 'steps', 'minutes']
       UNION ALL SELECT 'mentions', count(*) FROM post_tags`,
    );
    const n = Object.fromEntries(rows.map((r) => [r.kind, r.n]));
    const total = rows.filter((r) => /^(user|group|event|challenge):/.test(r.kind)).reduce((s, r) => s + r.n, 0);
    expect(total).toBeGreaterThan(2500);
    expect(total).toBeLessThan(3500);
    expect(n['user:post']).toBeGreaterThan(500);
    expect(n['group:post']).toBeGreaterThan(500);
    expect(n['event:post']).toBeGreaterThan(200);
    expect(n['event:event']).toBeGreaterThan(20);
    expect(n['challenge:post']).toBeGreaterThan(200);
    expect(n['reaction:comment:true']).toBeGreaterThan(1000);
    expect(n['reaction:reply:false']).toBeGreaterThan(200);
    expect(n['reaction:like:true']).toBeGreaterThan(2000);
    expect(n['reaction:like:false']).toBeGreaterThan(200);
    for (const k of ['images', 'links', 'previews', 'workouts', 'mentions']) expect(n[k], k).toBeGreaterThan(15);
  });

  it('keeps every rule: counters equal the rows, authors belong to their feed, tags are mentioned, ids follow created_at', async () => {
    const v = await violations(a, 1);
    expect(v).toEqual(Object.fromEntries(Object.keys(v).map((k) => [k, 0])));
    expect(await one(a, 'SELECT count(*) AS n FROM reactions a JOIN reactions b ON b.id = a.id + 1 WHERE b.created_at < a.created_at')).toBe(0);
  });

  it('pins a national post (admin@demo.test), one in the Raleigh chapter and one in Eagle Miles, each in its feed', async () => {
    const { rows } = await a.query<{ feed_type: string; feed_id: number; post_type: string; post_feed: number; author_id: number }>(
      `SELECT pp.feed_type, pp.feed_id, p.feed_type AS post_type, p.feed_id AS post_feed, p.author_id
         FROM pinned_posts pp JOIN posts p ON p.id = pp.post_id ORDER BY pp.feed_type`,
    );
    expect(rows).toEqual([
      expect.objectContaining({ feed_type: 'challenge', feed_id: 3, post_type: 'challenge', post_feed: 3 }),
      { feed_type: 'group', feed_id: 1, post_type: 'group', post_feed: 1, author_id: 2 },
      { feed_type: 'national', feed_id: 0, post_type: 'user', post_feed: 2, author_id: 2 },
    ]);
  });

  it('gives every demo account that joined anything a lively timeline', async () => {
    const { rows: accounts } = await a.query<{ id: number; email: string }>("SELECT id, email FROM users WHERE email LIKE '%@demo.test' AND email <> 'new@demo.test' ORDER BY id");
    expect(accounts).toHaveLength(6);
    for (const { id, email } of accounts) {
      const { rows } = await a.query<{ n: number; recent: number; kinds: number }>(
        `SELECT count(*) AS n, count(*) FILTER (WHERE created_at > $2::timestamptz - interval '3 days') AS recent, count(DISTINCT feed_type) AS kinds ${TIMELINE}`,
        [id, NOW],
      );
      expect(rows[0].n, email).toBeGreaterThan(100);
      expect(rows[0].recent, email).toBeGreaterThan(3);
      if (id === 1) expect(rows[0].kinds, email).toBe(4);
    }
  });

  it('member@demo.test posts (liked and commented on by others), posts workouts and is tagged', async () => {
    const { rows } = await a.query<{ feed_type: string; likes: number; comments: number; workout: boolean }>(
      `SELECT feed_type, (SELECT count(*) FROM reactions r WHERE r.post_id = p.id AND r.kind = 'like' AND r.parent_id IS NULL AND r.user_id <> 1) AS likes,
              (SELECT count(*) FROM reactions r WHERE r.post_id = p.id AND r.kind = 'comment' AND r.user_id <> 1) AS comments, workout IS NOT NULL AS workout
         FROM posts p WHERE author_id = 1`,
    );
    expect(rows.filter((r) => r.feed_type === 'user').length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.feed_type === 'group')).toBe(true);
    expect(rows.some((r) => r.workout)).toBe(true);
    for (const r of rows) {
      expect(r.likes).toBeGreaterThanOrEqual(3);
      expect(r.comments).toBeGreaterThanOrEqual(1);
    }
    expect(await one(a, 'SELECT count(*) AS n FROM post_tags WHERE user_id = 1')).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic', async () => {
    expect(await fingerprint(b, 1)).toEqual(await fingerprint(a, 1));
  });
});

describe(`large seed's feed (scale ${SCALE})`, () => {
  let firstPost: number;
  let demo: Record<string, string>;
  let summary: Record<string, number>;

  beforeAll(async () => {
    firstPost = await one(a, 'SELECT max(id) + 1 AS n FROM posts');
    demo = await fingerprint(a, 1, firstPost);
    summary = await seedLarge(a, { scale: SCALE, now: NOW });
    await seedLarge(b, { scale: SCALE, now: NOW });
  });

  it('adds the posts and about two reactions per post', async () => {
    const posts = LARGE_FEED.posts * SCALE;
    expect(summary.posts).toBe(posts);
    expect(await one(a, 'SELECT count(*) AS n FROM posts WHERE id >= $1', [firstPost])).toBe(posts);
    expect(summary.reactions).toBe(await one(a, 'SELECT count(*) AS n FROM reactions WHERE post_id >= $1', [firstPost]));
    expect(summary.reactions / posts).toBeGreaterThan(1.5);
    expect(await one(a, 'SELECT count(DISTINCT feed_type) AS n FROM posts WHERE id >= $1', [firstPost])).toBe(4);
    // New rows get ids after the seeded ones.
    const { rows } = await a.query<{ id: number }>("INSERT INTO posts (author_id, feed_type, feed_id) VALUES (1, 'user', 1) RETURNING id");
    expect(rows[0].id).toBe(firstPost + posts);
    await a.query('DELETE FROM posts WHERE id = $1', [rows[0].id]);
  });

  it('keeps the same rules as the demo feed', async () => {
    const v = await violations(a, firstPost);
    expect(v).toEqual(Object.fromEntries(Object.keys(v).map((k) => [k, 0])));
  });

  it('leaves the demo feed as it was and is deterministic', async () => {
    expect(await fingerprint(a, 1, firstPost)).toEqual(demo);
    expect(await fingerprint(b, firstPost)).toEqual(await fingerprint(a, firstPost));
  });
});
