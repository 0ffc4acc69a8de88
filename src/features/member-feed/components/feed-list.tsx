/**
 * The feed's list (events spec §2, §4 'Feed paging loads on scroll'): the composer slot, the pinned post
 * above the timeline, then the posts in the shared InfiniteList — virtualised, so a timeline of
 * thousands of posts keeps only a window of them in the DOM — with its loading, empty and error
 * states (§8 load-failure text of the context).
 */
import type { ReactNode } from 'react';
import { InfiniteList, type VirtualOptions } from '@/ui/infinite-list';
import type { MoreStatus, PagedStatus } from '@/ui/use-paged-list';
import { feedLabels, feedMessages } from '../messages';
import { loadFailureMessage, type FeedContext } from '../model/contexts';
import type { Post } from '../schemas/post';

/** Rows are measured once rendered; this is the first guess of a post's height. */
export const FEED_VIRTUAL: VirtualOptions = { estimateSize: 420, overscan: 4 };

export interface FeedListProps {
  ctx: FeedContext;
  posts: readonly Post[];
  pinned: Post | null;
  status: PagedStatus;
  more: MoreStatus;
  hasMore: boolean;
  loadMore(): void;
  reload?(): void;
  renderPost(post: Post): ReactNode;
  /** The post composer (another part of the feature), above the pinned post. */
  renderComposer?: () => ReactNode;
  /** The virtual window (default FEED_VIRTUAL); false renders every post. */
  virtual?: VirtualOptions | false;
}

export function FeedList({ ctx, posts, pinned, status, more, hasMore, loadMore, reload, renderPost, renderComposer, virtual = FEED_VIRTUAL }: FeedListProps) {
  return (
    <div className="feed__list" part="feed-list">
      {renderComposer?.()}
      {pinned && status === 'ready' && (
        <section className="feed__pinned" part="pinned" aria-label={feedLabels.pinnedRegion}>
          {renderPost(pinned)}
        </section>
      )}
      <InfiniteList
        items={posts}
        status={status}
        more={more}
        hasMore={hasMore}
        loadMore={loadMore}
        reload={reload}
        getKey={(post) => post.id}
        renderItem={(post) => renderPost(post)}
        texts={{
          loading: feedMessages.loading,
          empty: pinned ? '' : feedMessages.empty,
          error: loadFailureMessage(ctx),
          loadMore: feedLabels.loadMore,
          retry: feedLabels.retry,
        }}
        className="feed__posts"
        part="posts"
        itemClassName="feed__item"
        itemPart="feed-item"
        label={feedLabels.feed}
        rootMargin="600px"
        virtual={virtual || undefined}
      />
    </div>
  );
}
