/**
 * The post payload (events spec §3 'Post payload', §5 'Posts and comments', 'Challenge-post workout
 * fields', §9): the zod body of `POST`/`PUT` on a feed, its limits and exact texts, and the check that
 * every image is one the author uploaded to our media store with intent 'post'.
 */
import { z } from 'zod';
import type { Db } from '../db/client';
import { validationError } from '../http/errors';
import { MEDIA_KEY } from '../services/media';
import { POST_WORKOUT_LIMITS, POST_WORKOUT_TEXTS, WORKOUT_TEXTS } from '../../src/lib/workout-rules';

export const POST_LIMITS = { textMax: 1500, mediaMax: 10, taggedMax: 50 } as const;

export const POST_TEXTS = {
  textTooLong: 'Post text cannot be longer than 1500 characters.',
  empty: 'Unable to upload an empty post!',
  tooManyImages: 'Maximum numbers of images for post has been reached. Please ensure you have no more than 10 images selected.',
  notOurImage: 'This image was not uploaded for a post by you.',
  tooManyTags: 'You can tag at most 50 members.',
  unknownMember: 'This member does not exist.',
  httpUrl: 'Must be an http(s) URL.',
  notNumber: WORKOUT_TEXTS.notNumber,
  negative: WORKOUT_TEXTS.negative,
  wholeSteps: WORKOUT_TEXTS.wholeSteps,
  workoutEvent: 'This event does not exist.',
  workoutEventChallenge: 'This event is not part of this challenge.',
} as const;

/** The challenge-post workout texts (§5, exact), shared with the client's composer. */
const W = POST_WORKOUT_TEXTS;

const NUMERIC = /^\s*-?\d*\.?\d+\s*$/;

/** Empty (absent, null, blank) → null; a numeric string → its number; anything else fails as not a number. */
function toAmount(v: unknown): unknown {
  if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) return null;
  if (typeof v === 'string' && NUMERIC.test(v)) return Number(v);
  return v;
}

function amount(max: number, tooLarge: string, opts: { whole?: boolean; positive?: boolean } = {}) {
  let n = z.number({ error: POST_TEXTS.notNumber }).min(0, { error: POST_TEXTS.negative, abort: true });
  if (opts.whole) n = n.refine(Number.isInteger, { error: POST_TEXTS.wholeSteps, abort: true });
  const checked = n
    .refine((v) => Math.round(v * 100) / 100 === v, { error: W.decimals, abort: true })
    .refine((v) => String(Math.trunc(v)).length <= POST_WORKOUT_LIMITS.digitsMax, { error: W.sixDigits, abort: true })
    .refine((v) => v <= max, { error: tooLarge, abort: true })
    .refine((v) => !opts.positive || v > 0, { error: W.timeRequired, abort: true });
  return z.preprocess(toAmount, checked.nullable());
}

export const PostWorkoutSchema = z
  .strictObject({
    miles: amount(POST_WORKOUT_LIMITS.milesMax, W.milesMax),
    steps: amount(POST_WORKOUT_LIMITS.stepsMax, W.stepsMax, { whole: true }),
    minutes: amount(POST_WORKOUT_LIMITS.minutesMax, W.timeMax, { positive: true }),
    event_id: z.coerce.number().int().positive().nullable().optional(),
  })
  .refine((w) => w.miles !== null || w.steps !== null || w.minutes !== null, { error: W.empty });
export type PostWorkoutInput = z.infer<typeof PostWorkoutSchema>;

const httpUrl = z.string().max(2048).regex(/^https?:\/\/\S+$/i, { error: POST_TEXTS.httpUrl });

export const OpenGraphSchema = z.strictObject({
  title: z.string().max(300).nullable().optional(),
  description: z.string().max(1000).nullable().optional(),
  image_url: httpUrl.nullable().optional(),
  url: httpUrl,
});
export type OpenGraph = z.infer<typeof OpenGraphSchema>;

/** Every field is optional: on `PUT` an omitted field keeps its value (null clears open_graph / workout). */
export const PostBodySchema = z.strictObject({
  text: z.string().max(POST_LIMITS.textMax, { error: POST_TEXTS.textTooLong }).optional(),
  media: z.array(z.string().max(2048)).max(POST_LIMITS.mediaMax, { error: POST_TEXTS.tooManyImages }).optional(),
  tagged: z.array(z.coerce.number().int().positive()).max(POST_LIMITS.taggedMax, { error: POST_TEXTS.tooManyTags }).optional(),
  tag_everyone: z.boolean().optional(),
  open_graph: OpenGraphSchema.nullable().optional(),
  workout: PostWorkoutSchema.nullable().optional(),
});
export type PostBody = z.infer<typeof PostBodySchema>;

/** 422 'Unable to upload an empty post!' when there is neither text nor an image. */
export function assertNotEmpty(text: string, media: readonly string[]): void {
  if (!text.trim() && media.length === 0) throw validationError({ text: POST_TEXTS.empty }, POST_TEXTS.empty);
}

/**
 * The media keys of `urls`, each `{base}/media/post/{uuid}[.ext]` under one of `bases`, uploaded by
 * `authorId` with intent 'post' (422 on `media.N` otherwise). Returns the URLs as given, deduplicated.
 */
export async function checkPostMedia(db: Db, authorId: number, urls: readonly string[], bases: readonly string[]): Promise<string[]> {
  const unique = [...new Set(urls)];
  if (!unique.length) return [];
  const keys = unique.map((url) => {
    const base = bases.find((b) => url.startsWith(`${b}/media/`));
    const key = base ? url.slice(base.length + '/media/'.length) : '';
    return MEDIA_KEY.test(key) && key.startsWith('post/') ? key : null;
  });
  const wanted = keys.filter((k): k is string => k !== null);
  const { rows } = wanted.length
    ? await db.query<{ key: string }>(`SELECT key FROM media WHERE key = ANY($1::text[]) AND owner_id = $2 AND intent = 'post' AND uploaded_at IS NOT NULL`, [wanted, authorId])
    : { rows: [] };
  const owned = new Set(rows.map((r) => r.key));
  const fields: Record<string, string> = {};
  keys.forEach((key, i) => {
    if (key === null || !owned.has(key)) fields[`media.${urls.indexOf(unique[i])}`] = POST_TEXTS.notOurImage;
  });
  if (Object.keys(fields).length) throw validationError(fields);
  return unique;
}
