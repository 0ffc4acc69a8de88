/**
 * Request input of the reaction calls (comments, replies, likes on feed posts; events spec §5
 * 'Posts and comments', §7 'Reactions'). The kind is read first so its message is the spec's exact
 * one: 'Reaction Kind is required' for add/list/delete, 'Comment Kind is required' for an update
 * (comment or reply only). Bodies are not strict: the client may send extra fields (offset, ids).
 */
import { z } from 'zod';
import { validationError } from '../http/errors';
import { parseInput } from '../http/validate';
import { OpenGraphSchema } from './post-input';

export const REACTION_KINDS = ['comment', 'reply', 'like'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];
export type TextKind = Exclude<ReactionKind, 'like'>;

export const REACTION_KIND_REQUIRED = 'Reaction Kind is required';
export const COMMENT_KIND_REQUIRED = 'Comment Kind is required';
/** Post and comment text limit and images per comment (spec §9). */
export const MAX_CONTENT = 1500;
export const MAX_MEDIA = 10;
export const MAX_TAGGED = 100;

export const emptyMessage = (kind: TextKind) => `Unable to post an empty ${kind}.`;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const optionalId = id.optional();

const url = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\//i.test(v), { error: 'Must be an http(s) link.' });

/** An image: its URL, or `{url, kind: 'image'}` as the reaction JSON has it. */
const mediaItem = z.union([url, z.object({ url, kind: z.literal('image').optional() })]).transform((m) => (typeof m === 'string' ? m : m.url));
const media = z.array(mediaItem).max(MAX_MEDIA, { error: 'Maximum numbers of images for post has been reached.' });

/** The link preview: the post's shape (one reading for posts, comments and replies). */
const openGraph = OpenGraphSchema.nullable();

/** Member ids, or `{id}` objects; duplicates dropped. */
const tagged = z
  .array(z.union([id, z.object({ id })]).transform((t) => (typeof t === 'number' ? t : t.id)))
  .max(MAX_TAGGED)
  .transform((ids) => [...new Set(ids)]);

const content = z.string().max(MAX_CONTENT, { error: `Comments and replies can be at most ${MAX_CONTENT} characters.` });

/** The kind of a raw body or query, else 422 with `message` (the spec's text) under `kind`. */
function kindOf<K extends string>(raw: unknown, allowed: readonly K[], message: string): K {
  const kind = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).kind : undefined;
  if (typeof kind !== 'string' || !(allowed as readonly string[]).includes(kind)) throw validationError({ kind: message }, message);
  return kind as K;
}

const addShape = z.object({
  content: content.optional(),
  comment_id: optionalId,
  reply_id: optionalId,
  media: media.optional(),
  open_graph: openGraph.optional(),
  tagged: tagged.optional(),
});

export type AddInput = z.output<typeof addShape> & { kind: ReactionKind };

/** POST body: `{kind, content?, comment_id?, reply_id?, media?, open_graph?, tagged?}`. */
export function parseAdd(raw: unknown): AddInput {
  const kind = kindOf(raw, REACTION_KINDS, REACTION_KIND_REQUIRED);
  const body = parseInput(addShape, raw);
  if (kind === 'reply' && body.comment_id === undefined) throw validationError({ comment_id: 'This field is required.' });
  if (kind !== 'like' && !(body.content ?? '').trim() && !body.media?.length) {
    throw validationError({ content: emptyMessage(kind) }, emptyMessage(kind));
  }
  return { ...body, kind };
}

const updateShape = z.object({
  content: content.optional(),
  media: media.optional(),
  open_graph: openGraph.optional(),
  tagged: tagged.optional(),
});

export type UpdateInput = z.output<typeof updateShape> & { kind: TextKind };

/** PUT body: `{kind: 'comment'|'reply', content?, media?, open_graph?, tagged?}` (absent = unchanged). */
export function parseUpdate(raw: unknown): UpdateInput {
  const kind = kindOf(raw, ['comment', 'reply'] as const, COMMENT_KIND_REQUIRED);
  return { ...parseInput(updateShape, raw), kind };
}

/** DELETE of one reaction by id: `{kind}` naming what it is. */
export function parseDeleteOne(raw: unknown): ReactionKind {
  return kindOf(raw, REACTION_KINDS, REACTION_KIND_REQUIRED);
}

const unlikeShape = z.object({ comment_id: optionalId, reply_id: optionalId });

/** DELETE of the caller's like: `{kind: 'like', comment_id?, reply_id?}`. */
export function parseUnlike(raw: unknown): z.output<typeof unlikeShape> {
  kindOf(raw, ['like'] as const, REACTION_KIND_REQUIRED);
  return parseInput(unlikeShape, raw);
}

const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);
const listShape = z.object({ comment_id: optionalId, offset });

export type ListInput = z.output<typeof listShape> & { kind: TextKind };

/** GET comments (`kind=comment`) or a comment's replies (`kind=reply&comment_id=`), `offset` from the newest. */
export function parseList(raw: unknown): ListInput {
  const kind = kindOf(raw, ['comment', 'reply'] as const, REACTION_KIND_REQUIRED);
  const query = parseInput(listShape, raw);
  if (kind === 'reply' && query.comment_id === undefined) throw validationError({ comment_id: 'This field is required.' });
  return { ...query, kind };
}

/** `next_page` as handed out (a reaction id); empty or absent = the first page. */
const cursor = z
  .string()
  .regex(/^\d{0,9}$/, { error: 'Not a page cursor.' })
  .transform((v) => (v ? Number(v) : undefined))
  .optional();
const likesShape = z.object({ next_page: cursor });

/** GET likes: `kind=like&next_page=<cursor>`. */
export function parseLikeList(raw: unknown): number | undefined {
  kindOf(raw, ['like'] as const, REACTION_KIND_REQUIRED);
  return parseInput(likesShape, raw).next_page;
}
