/**
 * Reactions on feed posts (docs/api.md 'Reactions: comments, replies, likes'; events spec §7
 * 'Feeds and posts' Reactions): comments, replies and likes under
 * `/api/v1/user/{id}/reactions/{activityId}` ({id} = the caller), the same calls for an event feed's
 * posts under `/api/v1/mobile_event/{eventId}/reactions/{activityId}`, and the likes of a comment
 * or reply at `/api/v2/reactions/{reactionId}/children`. Domain logic in server/feed/reaction-*.ts.
 */
import { Hono, type Context } from 'hono';
import { requireOwnerParam, requireUser } from '../auth/middleware';
import { childLikesPage, likesPage, listReactions } from '../feed/reaction-read';
import { visiblePost } from '../feed/reaction-access';
import { parseAdd, parseDeleteOne, parseLikeList, parseList, parseUnlike, parseUpdate } from '../feed/reaction-input';
import { addReaction, deleteReaction, unlike, updateReaction, type WriteContext } from '../feed/reactions';
import type { AppEnv, Deps } from '../http/context';
import { idParam, readJson } from '../http/validate';
import { ID, OWNER_ONLY, USER } from './paths';

/** Who calls and in which feed: the member routes name the caller; the event routes name the event. */
type Caller = (c: Context<AppEnv>) => { viewer: number; eventId: number | null };

const memberCaller: Caller = (c) => ({ viewer: requireOwnerParam(c, OWNER_ONLY), eventId: null });
const eventCaller: Caller = (c) => ({ viewer: requireUser(c), eventId: idParam(c, 'eventId') });

export function reactionRoutes({ db, config, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** The caller and the post they react to (404 unless they may see it). */
  async function scope(c: Context<AppEnv>, caller: Caller): Promise<WriteContext> {
    const { viewer, eventId } = caller(c);
    const post = await visiblePost(db, viewer, idParam(c, 'activityId'), eventId);
    return { db, viewer, post, mediaBase: config.publicUrl ?? new URL(c.req.url).origin, now: clock.now() };
  }

  function mount(base: string, caller: Caller) {
    const post = `${base}/reactions/:activityId${ID}`;
    const one = `${post}/:reactionId${ID}`;

    app.get(post, async (c) => {
      const ctx = await scope(c, caller);
      return c.json(await listReactions(db, ctx.viewer, ctx.post.id, parseList(c.req.query())));
    });

    app.post(post, async (c) => {
      const ctx = await scope(c, caller);
      return c.json(await addReaction(ctx, parseAdd(await readJson(c))), 201);
    });

    app.delete(post, async (c) => {
      const ctx = await scope(c, caller);
      await unlike(ctx, parseUnlike(await readJson(c)));
      return c.body(null, 204);
    });

    app.get(`${post}/list`, async (c) => {
      const ctx = await scope(c, caller);
      return c.json(await likesPage(db, ctx.viewer, ctx.post.id, null, parseLikeList(c.req.query())));
    });

    app.put(one, async (c) => {
      const ctx = await scope(c, caller);
      const reactionId = idParam(c, 'reactionId');
      return c.json(await updateReaction(ctx, reactionId, parseUpdate(await readJson(c))));
    });

    app.delete(one, async (c) => {
      const ctx = await scope(c, caller);
      const reactionId = idParam(c, 'reactionId');
      await deleteReaction(ctx, reactionId, parseDeleteOne(await readJson(c)));
      return c.body(null, 204);
    });
  }

  mount(USER, memberCaller);
  mount(`/v1/mobile_event/:eventId${ID}`, eventCaller);

  app.get(`/v2/reactions/:reactionId${ID}/children`, async (c) => {
    const viewer = requireUser(c);
    const reactionId = idParam(c, 'reactionId');
    return c.json(await childLikesPage(db, viewer, reactionId, parseLikeList(c.req.query())));
  });

  return app;
}
