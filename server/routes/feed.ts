/**
 * Feeds and posts (docs/api.md 'Feeds and posts'; events spec §7): a member's own feed
 * (`/api/v1/user/{id}/user_feed`), the aggregated timeline and its national pinned post, blocking a
 * post, and the group, challenge and event timelines. Pins and group moderation: feed-pins.ts.
 * Every page is `{data: {results: Post[], next}}`, 10 a page, paged by the last id (`offset`).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireOwnerParam, requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { jsonText } from '../http/json';
import { idParam, jsonBody, queryInput } from '../http/validate';
import { FEED_TEXTS, assertCanDeleteEventPost, assertNotAnonymous, challengeFeed, eventFeed, groupFeed, type Feed } from '../feed/access';
import { createPost, refusalFirst } from '../feed/post-create';
import { blockPost, deleteOwnPost, findPost, readPost, softDelete, updatePost, type PostWrite } from '../feed/posts';
import { PostBodySchema } from '../feed/post-input';
import { loadPosts, type PostPage } from '../feed/serialize';
import { authorPage, feedPage, pinnedPostId, timelinePage } from '../feed/timeline';
import { assertNotPrivate, blockedBetween, findMember } from '../profile/access';
import { ID, USER } from './paths';

/** 403 text when `{id}` is not the caller on a write to a member's feed. */
export const OWN_FEED_ONLY = 'You can only post to or change your own feed.';

const pageQuery = z.object({
  offset: z.coerce.number().int().min(0).optional(),
});
const timelineQuery = pageQuery.extend({
  scope: z.enum(['national', 'my_groups'], { error: 'Must be national or my_groups.' }).default('national'),
});

/** The bases our media URLs start with: PUBLIC_URL when set, else this request's origin. */
export function mediaBases(c: Context<AppEnv>, publicUrl: string | null): string[] {
  return [(publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '')];
}

export function feedRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = (c: Context<AppEnv>) => requireOwnerParam(c, OWN_FEED_ONLY);
  const offsetOf = (c: Context<AppEnv>) => queryInput(c, pageQuery).offset || undefined;

  async function write(c: Context<AppEnv>, userId: number): Promise<PostWrite> {
    return { userId, body: await jsonBody(c, PostBodySchema), mediaBases: mediaBases(c, config.publicUrl), now: clock.now() };
  }

  /** A page of posts (one statement, its JSON written by PostgreSQL: feed/serialize.ts) and the id to ask the next page below. */
  const page = (c: Context<AppEnv>, { json, next }: PostPage) => jsonText(c, `{"data":{"results":${json},"next":${next}}}`);

  /** Creates a post in `feed`; a refusal to post there (404, 403) comes before any 422 (feed/post-create.ts). */
  async function post(c: Context<AppEnv>, me: number, feed: Feed) {
    const input = await refusalFirst(db, me, feed, () => write(c, me));
    return jsonText(c, `{"data":${await createPost(db, feed, input)}}`, 201);
  }

  // ---- a member's own feed ---------------------------------------------------------------------

  app.post(`${USER}/user_feed`, async (c) => {
    const me = owner(c);
    return post(c, me, { type: 'user', id: me });
  });

  app.put(`${USER}/user_feed/:postId${ID}`, async (c) => {
    const me = owner(c);
    const postId = idParam(c, 'postId');
    await assertNotAnonymous(db, me);
    return c.json({ data: await updatePost(db, postId, await write(c, me)) });
  });

  app.delete(`${USER}/user_feed/:postId${ID}`, async (c) => {
    const me = owner(c);
    await deleteOwnPost(db, idParam(c, 'postId'), me, clock.now());
    return c.body(null, 204);
  });

  app.get(`${USER}/user_feed`, async (c) => {
    const viewer = requireUser(c);
    const id = idParam(c);
    const member = await findMember(db, id);
    if (viewer !== id) {
      assertNotPrivate(member, viewer);
      if (await blockedBetween(db, viewer, id)) throw forbidden('This profile is not available.', 'blocked');
    }
    return page(c, await authorPage(db, viewer, id, offsetOf(c)));
  });

  app.get(`${USER}/user_feed/:postId${ID}`, async (c) => {
    const viewer = requireUser(c);
    idParam(c);
    return c.json({ data: await readPost(db, idParam(c, 'postId'), viewer) });
  });

  // ---- the aggregated timeline -----------------------------------------------------------------

  app.get(`${USER}/aggregated_timeline_feed`, async (c) => {
    const me = owner(c);
    const { offset, scope } = queryInput(c, timelineQuery);
    return page(c, await timelinePage(db, me, scope, offset || undefined));
  });

  app.get(`${USER}/aggregated_timeline_feed/pinned_post`, async (c) => {
    const me = owner(c);
    const id = await pinnedPostId(db, me, 'national', 0);
    const [pinned] = id === null ? [] : await loadPosts(db, [id], me);
    return c.json({ data: pinned ? { ...pinned, is_pinned: true } : null });
  });

  app.post(`${USER}/block_post/:postId${ID}`, async (c) => {
    const me = owner(c);
    const postId = idParam(c, 'postId');
    const added = await blockPost(db, me, postId, clock.now());
    return c.json({ post_id: postId }, added ? 201 : 200);
  });

  // ---- group, challenge and event timelines ----------------------------------------------------

  const contexts: Array<[string, (id: number) => Promise<Feed>]> = [
    ['/v1/group', (id) => groupFeed(db, id)],
    ['/v1/challenge', (id) => challengeFeed(db, id)],
    ['/v1/mobile_event', (id) => eventFeed(db, id)],
  ];
  for (const [base, feedOf] of contexts) {
    app.get(`${base}/:id${ID}/timeline`, async (c) => {
      const viewer = requireUser(c);
      const feed = await feedOf(idParam(c));
      return page(c, await feedPage(db, viewer, feed.type, feed.id, offsetOf(c)));
    });
    app.post(`${base}/:id${ID}/timeline`, async (c) => {
      const me = requireUser(c);
      return post(c, me, await feedOf(idParam(c)));
    });
  }

  app.delete(`/v1/mobile_event/:id${ID}/timeline/:postId${ID}`, async (c) => {
    const me = requireUser(c);
    const feed = await eventFeed(db, idParam(c), true);
    const target = await findPost(db, idParam(c, 'postId'));
    if (target.feed_type !== 'event' || target.feed_id !== feed.id) throw notFound(FEED_TEXTS.postMissing);
    await assertCanDeleteEventPost(db, me, feed, target.author_id);
    await softDelete(db, target.id, clock.now());
    return c.body(null, 204);
  });

  return app;
}
