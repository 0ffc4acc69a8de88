/**
 * The composer's calls (events spec §2 Post composer, §5, §7; docs/api.md "Feeds and posts",
 * "Reactions", "Media", "Link preview", "Member search"): create and edit a post in its context,
 * create and edit a comment or reply, upload the picked images five at a time through
 * src/lib/image.ts, the link preview of a link, and the member search of @mentions.
 */
import { api, schemaIn } from '@/lib/http';
import { createPostPath, editPostPath, reactionsPath, type FeedContext, type PostId } from '../model/contexts';
import type { PostWorkoutPayload } from '../model/workout-fields';
import type { OpenGraph, Post } from '../schemas/post';
import type { Comment } from '../schemas/reaction';
import type { Person } from '../schemas/people';
import { searchPeople } from './people';

// The schemas load with the first request.
const postSchemas = () => import('../schemas/post');
const reactionSchemas = () => import('../schemas/reaction');
const OnePostSchema = schemaIn(postSchemas, 'OnePostSchema');
const OpenGraphSchema = schemaIn(postSchemas, 'OpenGraphSchema');
const CommentSchema = schemaIn(reactionSchemas, 'CommentSchema');

/** The link preview part of a payload (posts need `url`). */
export interface OpenGraphPayload {
  url: string;
  title?: string | null;
  description?: string | null;
  image_url?: string | null;
}

/** `PostPayload` (docs/api.md): on PUT, `null` clears `open_graph` / `workout`. */
export interface PostPayload {
  text: string;
  media: string[];
  tagged: number[];
  tag_everyone: boolean;
  open_graph: OpenGraphPayload | null;
  workout?: PostWorkoutPayload | null;
}

/** `AddBody` of a comment or reply (a reply names its comment). */
export interface ReactionPayload {
  kind: 'comment' | 'reply';
  content: string;
  comment_id?: number;
  media: string[];
  open_graph: OpenGraphPayload | null;
  tagged: number[];
}

/** POST a new post into the context's feed (the member's own feed for the timeline). */
export async function createPost(ctx: FeedContext, me: number, payload: PostPayload): Promise<Post> {
  const res = await api(createPostPath(ctx, me), { method: 'POST', body: payload, schema: OnePostSchema });
  if (!res.data) throw new Error('The server answered without the post.');
  return res.data;
}

/** PUT an edit of the member's own post (through their feed, whatever the context). */
export async function updatePost(me: number, postId: PostId, payload: PostPayload): Promise<Post> {
  const res = await api(editPostPath(me, postId), { method: 'PUT', body: payload, schema: OnePostSchema });
  if (!res.data) throw new Error('The server answered without the post.');
  return res.data;
}

/** POST a comment on a post, or a reply to a comment (`comment_id`). */
export function createReaction(ctx: FeedContext, me: number, postId: PostId, payload: ReactionPayload): Promise<Comment> {
  return api(reactionsPath(ctx, me, postId), { method: 'POST', body: payload, schema: CommentSchema });
}

/** PUT an edit of the member's own comment or reply (`kind` names which). */
export function updateReaction(ctx: FeedContext, me: number, postId: PostId, reactionId: number, payload: ReactionPayload): Promise<Comment> {
  const body = { kind: payload.kind, content: payload.content, media: payload.media, open_graph: payload.open_graph, tagged: payload.tagged };
  return api(`${reactionsPath(ctx, me, postId)}/${reactionId}`, { method: 'PUT', body, schema: CommentSchema });
}

// Uploading five at a time is shared with the chat's composer: src/lib/upload-images.ts.
export { uploadImages, type BatchUploadOptions } from '@/lib/upload-images';

/**
 * GET api/v1/link_preview?url=: the page's title, description and image. The server answers every
 * failure with the link as title and 'Click to open link'.
 */
export function getLinkPreview(url: string, signal?: AbortSignal): Promise<OpenGraph> {
  return api('api/v1/link_preview', { query: { url }, signal, schema: OpenGraphSchema });
}

/** GET api/v1/search/user?name=: members whose name starts with `name` (first page, 25), for @mentions. */
export async function searchMembers(name: string, signal?: AbortSignal): Promise<Person[]> {
  return (await searchPeople(name, { signal })).data;
}
