/**
 * The container of the post, comment and reply composer (events spec §2 Post composer, §5, §8, §9):
 * text with its 1500 limit, images, @mentions and their tags, the link preview of the last link,
 * a challenge post's workout, and submitting (create or edit) with the exact §5/§8 texts. On failure
 * everything the member typed and picked stays; after a create the composer clears and `onDone` runs
 * 100 ms later (§9 'A 100 ms delay before refreshing the feed after create').
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { ImageError, type MediaIntent } from '@/lib/image';
import { $config } from '@/store/config';
import { createPost, createReaction, updatePost, updateReaction, type PostPayload, type ReactionPayload } from '../api/compose';
import { composerMessages } from '../messages';
import { clampText, counterText, isOverLimit, submitProblem, type ComposerKind } from '../model/composer-rules';
import { createFailureMessage, editFailureMessage, type FeedContext, type PostId } from '../model/contexts';
import { insertMention, mentionPayload, syncTags, tagsFromTagged, type MentionTarget, type Tag } from '../model/mentions';
import { canComment, canPost, canReply, canTagEveryone, type FeedViewer } from '../model/permissions';
import type { Post } from '../schemas/post';
import type { Comment } from '../schemas/reaction';
import { useComposerImages, type ComposerImagesState } from './use-composer-images';
import { useLinkPreview, type LinkPreviewState } from './use-link-preview';
import { useMentionSearch, type MentionSearchState } from './use-mention-search';
import { useWorkoutFields, type WorkoutFieldsState } from './use-workout-fields';

/** §9: the feed refreshes 100 ms after a create. */
export const REFRESH_DELAY_MS = 100;

export type ComposerResult = Post | Comment;

export interface ComposerOptions {
  context: FeedContext;
  kind: ComposerKind;
  /** The post commented on (comments and replies). */
  postId?: PostId;
  /** The comment replied to (replies). */
  commentId?: number;
  /** The post (kind 'post') or comment/reply being edited. */
  edit?: Post | Comment;
  viewer: FeedViewer;
  /** A challenge's unit ('minutes' and 'least-minutes' require a time). */
  requiredUnit?: string | null;
  /** Created or saved: the server's post or reaction. */
  onDone(result: ComposerResult): void;
  /**
   * A post edit shown at once (§4): once the edit is valid and its images are uploaded, the composer
   * hands over what the post will look like and the save itself, and does not wait for the server.
   */
  optimisticEdit?(preview: PostPreview, save: () => Promise<Post>): void;
  /** The alert to open with (an optimistic edit that failed, reopened with what the member wrote). */
  initialAlert?: string | null;
}

/** The fields of an edited post as the card shows them before the server answers. */
export type PostPreview = Pick<Post, 'text' | 'media' | 'open_graph'>;

/** May the viewer write this kind here? Anonymous and logged-out members never see a composer. */
export function canCompose(context: FeedContext, viewer: FeedViewer, kind: ComposerKind): boolean {
  if (kind === 'post') return canPost(context, viewer);
  return kind === 'comment' ? canComment(viewer) : canReply(viewer);
}

const isPost = (edit: Post | Comment | undefined, kind: ComposerKind): edit is Post => !!edit && kind === 'post';

function initialText(kind: ComposerKind, edit?: Post | Comment): string {
  if (!edit) return '';
  return (isPost(edit, kind) ? edit.text : (edit as Comment).content) ?? '';
}

function initialMedia(kind: ComposerKind, edit?: Post | Comment): string[] {
  if (!edit) return [];
  if (isPost(edit, kind)) return edit.media ?? [];
  return ((edit as Comment).media ?? []).map((m) => m.url);
}

export interface ComposerState {
  kind: ComposerKind;
  editing: boolean;
  text: string;
  counter: string;
  /** 'Text is limited to 1500 characters.' after an overflowing input was cut, else null. */
  textMessage: string | null;
  /** The text changed (typing or paste); `caret` is where the selection ends. */
  setText(text: string, caret: number): void;
  setCaret(caret: number): void;
  /** Where the caret goes after a mention was inserted (the view applies it once). */
  caretRequest: { at: number } | null;
  tags: Tag[];
  mentions: MentionSearchState;
  chooseMention(target: MentionTarget): void;
  images: ComposerImagesState;
  link: LinkPreviewState;
  /** The challenge post's workout (null in other contexts and for comments). */
  workout: WorkoutFieldsState | null;
  /** The submit's alert (empty, too long, failure), or null. */
  alert: string | null;
  dismissAlert(): void;
  busy: boolean;
  submit(): Promise<void>;
}

export function useComposer(options: ComposerOptions): ComposerState {
  const { context, kind, postId, commentId, edit, viewer, requiredUnit, onDone, optimisticEdit, initialAlert = null } = options;
  const { productName } = useStore($config);
  const [text, setTextState] = useState(() => initialText(kind, edit));
  const [caret, setCaret] = useState(0);
  const [caretRequest, setCaretRequest] = useState<{ at: number } | null>(null);
  const [textMessage, setTextMessage] = useState<string | null>(null);
  const [tags, setTags] = useState<Tag[]>(() => tagsFromTagged(initialText(kind, edit), edit?.tagged));
  const [alert, setAlert] = useState<string | null>(initialAlert);
  const [busy, setBusy] = useState(false);
  const mayTagEveryone = kind === 'post' && canTagEveryone(context, viewer);
  const mentions = useMentionSearch(text, caret, mayTagEveryone);
  const images = useComposerImages(initialMedia(kind, edit));
  const link = useLinkPreview(text, edit?.open_graph);
  const workoutFields = useWorkoutFields(kind === 'post' && context.type === 'challenge', requiredUnit, isPost(edit, kind) ? edit.workout : null);
  const workout = kind === 'post' && context.type === 'challenge' ? workoutFields : null;

  function setText(next: string, at: number) {
    const over = isOverLimit(next);
    const value = over ? clampText(next) : next;
    setTextMessage(over ? composerMessages.tooLong : null);
    setTextState(value);
    setCaret(Math.min(at, value.length));
    setTags((current) => syncTags(value, current));
    setAlert(null);
  }

  function chooseMention(target: MentionTarget) {
    if (!mentions.range) return;
    const inserted = insertMention(text, mentions.range, caret, target, tags);
    if (isOverLimit(inserted.text)) {
      setTextMessage(composerMessages.tooLong);
      return;
    }
    setTextState(inserted.text);
    setTags(syncTags(inserted.text, inserted.tags));
    setCaret(inserted.caret);
    setCaretRequest({ at: inserted.caret });
  }

  function failureText(): string {
    if (kind === 'post') return edit ? editFailureMessage(context) : createFailureMessage(context);
    if (edit) return composerMessages.updateCommentFailed;
    return composerMessages.reactionFailed(kind);
  }

  function imageFailureText(error: unknown): string {
    if (error instanceof ImageError && error.code !== 'upload_failed') return error.message;
    return kind === 'post' ? composerMessages.postImageFailed(productName) : composerMessages.imageFailed;
  }

  async function send(media: string[]): Promise<ComposerResult> {
    const me = viewer.userId!;
    const { tagged, tag_everyone } = mentionPayload(text, tags, mayTagEveryone);
    const open_graph = link.payload(text);
    if (kind === 'post') {
      const payload: PostPayload = { text, media, tagged, tag_everyone, open_graph };
      const shared = workout?.payload();
      if (shared !== undefined) payload.workout = shared;
      return edit ? updatePost(me, edit.id, payload) : createPost(context, me, payload);
    }
    if (postId === undefined) throw new Error(`A ${kind} needs its post.`);
    const payload: ReactionPayload = { kind, content: text, media, open_graph, tagged };
    if (kind === 'reply' && commentId !== undefined) payload.comment_id = commentId;
    return edit ? updateReaction(context, me, postId, edit.id, payload) : createReaction(context, me, postId, payload);
  }

  async function submit() {
    if (busy || viewer.userId === null) return;
    const problem = submitProblem(kind, text, images.images.length);
    if (problem) {
      setAlert(problem);
      return;
    }
    if (workout) {
      const check = workout.validate();
      if (!check.ok) {
        setAlert(check.empty);
        return;
      }
    }
    setAlert(null);
    setBusy(true);
    let media: string[];
    try {
      media = await images.upload(kind as MediaIntent);
    } catch (error) {
      setAlert(imageFailureText(error));
      setBusy(false);
      return;
    }
    if (kind === 'post' && edit && optimisticEdit) {
      setBusy(false);
      const og = link.payload(text);
      optimisticEdit({ text, media, open_graph: og && { ...og } }, () => send(media) as Promise<Post>);
      return;
    }
    let result: ComposerResult;
    try {
      result = await send(media);
    } catch {
      setAlert(failureText());
      setBusy(false);
      return;
    }
    if (!edit) {
      setTextState('');
      setCaret(0);
      setTags([]);
      setTextMessage(null);
      images.reset();
      link.reset();
      workout?.reset();
      await new Promise((resolve) => setTimeout(resolve, REFRESH_DELAY_MS));
    }
    setBusy(false);
    onDone(result);
  }

  return {
    kind,
    editing: !!edit,
    text,
    counter: counterText(text),
    textMessage,
    setText,
    setCaret,
    caretRequest,
    tags,
    mentions,
    chooseMention,
    images,
    link,
    workout,
    alert,
    dismissAlert: () => setAlert(null),
    busy,
    submit,
  };
}
