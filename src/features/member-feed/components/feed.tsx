/**
 * The ONE feed root of every context (events spec §2 Feed and posts; ARCHITECTURE "Contexts, not
 * copies"): the member's timeline (with its national / my groups scope), a member's feed, and the
 * event, group and challenge feeds. It puts together the container (useFeed + usePostActions), the
 * list, the post cards, the image viewer, the dialogs and the toasts; the composer comes in through
 * `renderComposer` (another part of the feature).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useReservedHeight, useShadowStyles } from '@/lib/styles';
import { navigateToLogin } from '@/store/navigation';
import { Button } from '@/ui/button';
import { infiniteListCss } from '@/ui/infinite-list';
import { ToastProvider, useToast } from '@/ui/toast';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import social from '@/ui/social.css?inline';
import css from '../feed.css?inline';
import { useFeed, type FeedData, type FeedViewerFacts } from '../hooks/use-feed';
import { usePostActions, type Notify } from '../hooks/use-post-actions';
import { feedLabels, feedMessages } from '../messages';
import type { FeedContext, PostId, TimelineScope } from '../model/contexts';
import { editPost, getPost, revertEdit, type PostEdit } from '../model/optimistic';
import { canLike, canPost, type FeedViewer } from '../model/permissions';
import type { Post } from '../schemas/post';
import { FeedDialogs } from './feed-dialogs';
import { FeedList } from './feed-list';
import { ImageViewer } from './image-viewer';
import { PostCard } from './post-card';

/** What the composer slot receives. */
export interface ComposerSlot {
  context: FeedContext;
  viewer: FeedViewer;
  /** The viewer may post here (§6); false while only an edit is open. */
  canPost: boolean;
  /** A created post goes on top of the feed. */
  addPost(post: Post): void;
  /** An edited post (the server's answer) replaces its copy. */
  replacePost(post: Post): void;
  /** An edit shown before the server answers (§4), marked Edited. */
  showEdit(id: PostId, preview: PostEdit): void;
  /** A refused edit: the post's edited fields as they were. */
  revertEdit(before: Post): void;
  /** The post chosen for Edit in its menu, or null. */
  editing: Post | null;
  /** The edit is done or canceled. */
  stopEditing(): void;
}

export interface FeedProps extends FeedViewerFacts {
  context: FeedContext;
  /** The element's shadow root (styles are adopted there). */
  container?: ShadowRoot | HTMLElement;
  /** The post composer; called where the viewer may post, or while an edit is open. */
  renderComposer?: (slot: ComposerSlot) => ReactNode;
  /** Opens a post's detail; without it its comment link navigates to the post route. */
  onOpenPost?: (post: Post) => void;
  /**
   * The element whose main view this feed is (<member-feed>): it keeps the height that element reserved
   * (src/lib/reserved-height.ts) until its first page shows.
   */
  reserveFor?: string;
}

export function Feed(props: FeedProps) {
  useShadowStyles(props.container, tokens, ui, social, infiniteListCss, css);
  return (
    <ToastProvider>
      <FeedBody {...props} />
    </ToastProvider>
  );
}

const SCOPES: readonly { key: TimelineScope; label: string }[] = [
  { key: 'national', label: feedLabels.national },
  { key: 'my_groups', label: feedLabels.myGroups },
];

function ScopeSwitch({ feed }: { feed: FeedData }) {
  return (
    <div className="feed__scope" role="group" aria-label={feedLabels.scope} part="scope">
      {SCOPES.map((s) => (
        <button key={s.key} type="button" className="feed__scope-button" aria-pressed={feed.scope === s.key} onClick={() => feed.setScope(s.key)}>
          {s.label}
        </button>
      ))}
    </div>
  );
}

function FeedBody({ context, container, reserveFor, renderComposer, onOpenPost, groupRole, groupActive, challengeJoined, challengeAdmin, eventHost }: FeedProps) {
  const toast = useToast();
  const notify = useCallback<Notify>((message, variant) => void toast.show(message, { variant }), [toast]);
  const feed = useFeed(context, { groupRole, groupActive, challengeJoined, challengeAdmin, eventHost });
  useReservedHeight(reserveFor ? container : null, reserveFor ?? '', feed.status === 'loading');
  const actions = usePostActions(feed, notify);
  const [viewing, setViewing] = useState<{ id: PostId; index: number } | null>(null);
  const { viewer } = feed;

  if (feed.me === null)
    return (
      <p className="feed__note">
        {feedMessages.loginToSeeFeed}{' '}
        <Button variant="link" onClick={() => navigateToLogin()}>
          {feedLabels.login}
        </Button>
      </p>
    );

  const slot: ComposerSlot = {
    context,
    viewer,
    canPost: canPost(context, viewer),
    addPost: feed.addPost,
    replacePost: feed.replacePost,
    showEdit: (id, preview) => feed.apply((s) => editPost(s, id, preview)),
    revertEdit: (before) => feed.apply((s) => revertEdit(s, before)),
    editing: actions.editing,
    stopEditing: actions.stopEditing,
  };
  const composer = renderComposer && (slot.canPost || slot.editing) ? () => renderComposer(slot) : undefined;
  const viewed = viewing ? getPost(feed.read(), viewing.id) : undefined;
  const like = (post: Post) => actions.toggleLike(post.id);

  return (
    <div className="feed" part="feed">
      {context.type === 'timeline' && <ScopeSwitch feed={feed} />}
      <FeedList
        ctx={context}
        posts={feed.posts}
        pinned={feed.pinned}
        status={feed.status}
        more={feed.more}
        hasMore={feed.hasMore}
        loadMore={feed.loadMore}
        reload={feed.reload}
        renderComposer={composer}
        renderPost={(post) => (
          <PostCard
            post={post}
            ctx={context}
            viewer={viewer}
            onLike={like}
            onMenu={actions.choose}
            onOpenImage={(p, index) => setViewing({ id: p.id, index })}
            onOpenPost={onOpenPost}
          />
        )}
      />
      {viewed && viewing && <ImageViewer post={viewed} start={viewing.index} canLike={canLike(viewer)} onLike={like} onClose={() => setViewing(null)} />}
      <FeedDialogs ctx={context} actions={actions} onNotice={(message) => notify(message, 'success')} />
    </div>
  );
}
