/**
 * Challenges and their leaderboards (docs/api.md 'Challenges'; events spec §2-§4, §7, §9): a
 * member's challenge lists, a challenge, its participants (joining and leaving), the followed
 * participants of a list of challenges, a member's badge status in a challenge and the leaderboard
 * (top 25, a member's rank, the member-centred 25). A challenge and its leaderboard read without a
 * token; the rest needs a member. The challenge feed and its pinned post live in feed.ts and
 * feed-pins.ts; scores in challenges/scores.ts.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireOwner, requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { forbidden } from '../http/errors';
import { idParam, queryInput } from '../http/validate';
import { assertReadable } from '../profile/access';
import { absoluteUrl } from '../profile/badges';
import { centeredEntries, memberRank, scoredCount, topEntries } from '../challenges/leaderboard';
import { CHALLENGE_TEXTS, findChallenge, listChallenges, loadChallenge } from '../challenges/load';
import { followedParticipants, joinChallenge, joinedAt, leaveChallenge, listParticipants } from '../challenges/participants';
import { challengeBadgeImage } from '../challenges/scores';
import { viewerOf } from './groups';
import { ID, USER } from './paths';

const CHALLENGE = `/v1/challenge/:id${ID}`;
const BOARD = `/v1/leaderboard/challenge/:id${ID}`;

const listQuery = z.object({ status: z.enum(['active', 'past'], { error: 'Choose a status: active or past.' }).default('active') });
const detailQuery = z.object({
  after: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
const pageQuery = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });
const idList = z.object({
  challenge_ids: z
    .string({ error: 'List the challenge ids, separated by commas.' })
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^\d{1,9}$/, 'Must be a list of challenge ids.').transform(Number)).min(1, 'List at least one challenge id.').max(100, 'At most 100 challenge ids.')),
});

export function challengeRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const base = (c: Context<AppEnv>) => config.publicUrl ?? new URL(c.req.url).origin;
  const view = (c: Context<AppEnv>, viewer: number | null, after: Date | null = null) => ({ viewer, base: base(c), now: clock.now(), after });

  app.get(`${USER}/challenge`, async (c) => {
    requireOwner(c, idParam(c), CHALLENGE_TEXTS.ownList);
    const { status } = queryInput(c, listQuery);
    return c.json({ data: await listChallenges(db, status, view(c, idParam(c))) });
  });

  app.get(CHALLENGE, async (c) => {
    const id = idParam(c);
    const { after } = queryInput(c, detailQuery);
    return c.json(await loadChallenge(db, id, view(c, viewerOf(c), after ? new Date(after) : null)));
  });

  app.get(`${CHALLENGE}/participants`, async (c) => {
    const viewer = requireUser(c);
    const { page } = queryInput(c, pageQuery);
    return c.json(await listParticipants(db, idParam(c), viewer, page));
  });

  /** `{userId}` must be the caller (401 without a token, 403 otherwise). */
  function self(c: Context<AppEnv>): { challengeId: number; userId: number } {
    const me = requireUser(c);
    const challengeId = idParam(c);
    const userId = idParam(c, 'userId');
    if (userId !== me) throw forbidden(CHALLENGE_TEXTS.ownOnly);
    return { challengeId, userId };
  }
  const PARTICIPANT = `${CHALLENGE}/participants/:userId${ID}`;

  app.post(PARTICIPANT, async (c) => {
    const { challengeId, userId } = self(c);
    const joined = await joinChallenge(db, challengeId, userId, clock.now());
    return c.json(await loadChallenge(db, challengeId, view(c, userId)), joined ? 201 : 200);
  });

  app.delete(PARTICIPANT, async (c) => {
    const { challengeId, userId } = self(c);
    await leaveChallenge(db, challengeId, userId, clock.now());
    return c.json(await loadChallenge(db, challengeId, view(c, userId)));
  });

  app.get(PARTICIPANT, async (c) => {
    const { challengeId, userId } = self(c);
    return c.json(await joinedAt(db, challengeId, userId));
  });

  app.get(`${USER}/followed_participants`, async (c) => {
    const me = requireOwner(c, idParam(c), CHALLENGE_TEXTS.ownList);
    const { challenge_ids } = queryInput(c, idList);
    return c.json({ data: await followedParticipants(db, me, [...new Set(challenge_ids)]) });
  });

  app.get(`${USER}/challenge/:challengeId${ID}/badges`, async (c) => {
    const viewer = requireUser(c);
    const id = idParam(c);
    await assertReadable(db, viewer, id);
    const ch = await findChallenge(db, idParam(c, 'challengeId'));
    const { rows } = await db.query<{ name: string; image_url: string; received_datetime: Date | null }>(
      `SELECT b.name, b.image_url, ub.received_datetime FROM badges b
         LEFT JOIN user_badges ub ON ub.badge_id = b.id AND ub.user_id = $2
        WHERE b.challenge_id = $1`,
      [ch.id, id],
    );
    const r = rows[0];
    return c.json({
      earned: Boolean(r?.received_datetime),
      received_datetime: r?.received_datetime ? r.received_datetime.toISOString() : null,
      badge: { name: r?.name ?? ch.badge_name ?? ch.name, image_url: absoluteUrl(base(c), r?.image_url ?? challengeBadgeImage(ch)) },
    });
  });

  // ---- leaderboard (public reads) --------------------------------------------------------------

  app.get(`${BOARD}/top25`, async (c) => {
    const ch = await findChallenge(db, idParam(c));
    const [data, count] = await Promise.all([topEntries(db, ch.id), scoredCount(db, ch.id)]);
    return c.json({ data, count, unit: ch.required_unit });
  });

  app.get(`${BOARD}/user/:userId${ID}/rank`, async (c) => {
    const ch = await findChallenge(db, idParam(c));
    return c.json(await memberRank(db, ch.id, idParam(c, 'userId')));
  });

  app.get(`${BOARD}/user/:userId${ID}/centered`, async (c) => {
    const ch = await findChallenge(db, idParam(c));
    return c.json(await centeredEntries(db, ch.id, idParam(c, 'userId')));
  });

  return app;
}
