/**
 * Pinned posts of group and challenge feeds and group moderation (docs/api.md 'Feeds and posts';
 * events spec §6, §7 'Groups', 'Challenges'): `GET/POST/DELETE api/v1/{group|challenge}/{id}/pinned_post[/{postId}]`,
 * `DELETE api/v1/group_admin/{groupId}/post/{postId}` (remove a post) and
 * `DELETE api/v1/group_admin/{groupId}/user/{userId}` (ban: remove the membership). Each change is
 * recorded in the moderation audit trail in its transaction (groups/audit.ts).
 */
import { Hono, type Context } from 'hono';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { forbidden, notFound, validationError } from '../http/errors';
import { idParam } from '../http/validate';
import { FEED_TEXTS, assertCanPin, assertGroupAdmin, challengeFeed, groupFeed, type Feed, type PinFeedType } from '../feed/access';
import { findPost, softDelete } from '../feed/posts';
import { recordModeration } from '../groups/audit';
import { loadPosts } from '../feed/serialize';
import { pinnedPostId } from '../feed/timeline';
import { ID } from './paths';

export function feedPinRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  async function pinned(c: Context<AppEnv>, type: PinFeedType, feed: Feed, viewer: number, only?: number) {
    const id = await pinnedPostId(db, viewer, type, feed.id);
    const [post] = id === null || (only !== undefined && id !== only) ? [] : await loadPosts(db, [id], viewer);
    return c.json({ data: post ?? null });
  }

  const pinFeeds: Array<[PinFeedType, (id: number) => Promise<Feed>]> = [
    ['group', (id) => groupFeed(db, id)],
    ['challenge', (id) => challengeFeed(db, id)],
  ];
  for (const [type, feedOf] of pinFeeds) {
    const base = `/v1/${type}/:id${ID}/pinned_post`;

    app.get(base, async (c) => {
      const viewer = requireUser(c);
      return pinned(c, type, await feedOf(idParam(c)), viewer);
    });

    app.get(`${base}/:postId${ID}`, async (c) => {
      const viewer = requireUser(c);
      return pinned(c, type, await feedOf(idParam(c)), viewer, idParam(c, 'postId'));
    });

    app.post(`${base}/:postId${ID}`, async (c) => {
      const me = requireUser(c);
      const feed = await feedOf(idParam(c));
      await assertCanPin(db, me, feed);
      const post = await findPost(db, idParam(c, 'postId'));
      if (post.feed_type !== type || post.feed_id !== feed.id) throw validationError({ post_id: FEED_TEXTS.notInFeed }, FEED_TEXTS.notInFeed);
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO pinned_posts (feed_type, feed_id, post_id, pinned_by, pinned_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (feed_type, feed_id) DO UPDATE SET post_id = EXCLUDED.post_id, pinned_by = EXCLUDED.pinned_by, pinned_at = EXCLUDED.pinned_at`,
          [type, feed.id, post.id, me, clock.now()],
        );
        await recordModeration(tx, { action: 'pin', actor: me, feed, post: post.id, at: clock.now() });
      });
      return c.json({ data: (await loadPosts(db, [post.id], me))[0] });
    });

    app.delete(`${base}/:postId${ID}`, async (c) => {
      const me = requireUser(c);
      const feed = await feedOf(idParam(c));
      await assertCanPin(db, me, feed);
      const post = await findPost(db, idParam(c, 'postId'));
      await db.transaction(async (tx) => {
        const { rows } = await tx.query('DELETE FROM pinned_posts WHERE feed_type = $1 AND feed_id = $2 AND post_id = $3 RETURNING post_id', [type, feed.id, post.id]);
        if (rows.length) await recordModeration(tx, { action: 'unpin', actor: me, feed, post: post.id, at: clock.now() });
      });
      return c.body(null, 204);
    });
  }

  // ---- group moderation (group admins) ---------------------------------------------------------

  app.delete(`/v1/group_admin/:groupId${ID}/post/:postId${ID}`, async (c) => {
    const me = requireUser(c);
    const group = await groupFeed(db, idParam(c, 'groupId'));
    await assertGroupAdmin(db, me, group.id);
    const post = await findPost(db, idParam(c, 'postId'));
    if (post.feed_type !== 'group' || post.feed_id !== group.id) throw notFound(FEED_TEXTS.postMissing);
    await db.transaction(async (tx) => {
      await softDelete(tx, post.id, clock.now());
      await recordModeration(tx, { action: 'remove_post', actor: me, group: group.id, post: post.id, at: clock.now() });
    });
    return c.body(null, 204);
  });

  app.delete(`/v1/group_admin/:groupId${ID}/user/:userId${ID}`, async (c) => {
    const me = requireUser(c);
    const group = await groupFeed(db, idParam(c, 'groupId'));
    await assertGroupAdmin(db, me, group.id);
    const userId = idParam(c, 'userId');
    if (userId === me) throw forbidden(FEED_TEXTS.removeSelf);
    const { rows } = await db.query<{ role: number }>('SELECT role FROM group_memberships WHERE group_id = $1 AND user_id = $2', [group.id, userId]);
    if (!rows[0]) throw notFound(FEED_TEXTS.alreadyRemoved, 'already_removed');
    if (rows[0].role === 2) throw forbidden(FEED_TEXTS.removeAdmin);
    // The ban is recorded so the member cannot join again (server/groups/membership.ts).
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM group_memberships WHERE group_id = $1 AND user_id = $2', [group.id, userId]);
      await tx.query('INSERT INTO group_bans (group_id, user_id, banned_by, banned_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [group.id, userId, me, clock.now()]);
      await recordModeration(tx, { action: 'ban', actor: me, group: group.id, target: userId, at: clock.now() });
    });
    return c.body(null, 204);
  });

  return app;
}
