// The feed's container through <Feed>: first page and pinned post in parallel, paging by the last id,
// the timeline's scope, load failures and empty feeds per context, and the composer slot.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Feed, type ComposerSlot } from '@/features/member-feed/components/feed';
import { feedPageKey, pinnedPostKey } from '@/features/member-feed/api/posts';
import { clearPrefetched, seedPrefetched } from '@/lib/prefetch';
import { provideVirtualItems } from '@/ui/infinite-list';
import { VirtualItems } from '@/ui/virtual-items';
import { setProfile } from '@/store/member';
import { errorBody, installFetch, json, loginAs, profileOf, resetPlatform } from '../../helpers';
import { cleanup, click, getByRole, queryAllByRole, render } from '../../ui/render';
import { ME, page, post } from './feed-fixtures';
import { postTexts, settle, showFeed } from './feed-render';
import { stubIntersectionObserver } from '../../ui/intersection';

beforeEach(() => {
  resetPlatform();
  loginAs(ME);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

const search = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('loading', () => {
  it('asks for the first page and the pinned post at once (no waterfall), then shows the pin above', async () => {
    const waiting: { path: string; answer: () => void }[] = [];
    const api = installFetch(
      (c) =>
        new Promise<Response>((resolve) => {
          const body = c.path.endsWith('/pinned_post') ? { data: post(99, { text: 'Pinned one' }) } : page(50);
          waiting.push({ path: c.path, answer: () => resolve(json(body)) });
        }),
    );
    const { root } = await render(<Feed context={{ type: 'group', id: 3 }} groupRole={0} groupActive />);
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    // Both requests are in flight before either answers.
    expect(api.calls.map((c) => c.path).sort()).toEqual(['/api/v1/group/3/pinned_post', '/api/v1/group/3/timeline']);
    expect(root.querySelector('.rwb-infinite__note')!.textContent).toBe('Loading posts…');
    for (const w of waiting) w.answer();
    await settle();
    const pinned = root.querySelector('.feed__pinned')!;
    expect(pinned.textContent).toContain('PINNED POST');
    expect(pinned.textContent).toContain('Pinned one');
    expect(postTexts(root)[0]).toBe('Pinned one');
    expect(postTexts(root)[1]).toBe('Post 50');
  });

  it('the pinned post is not repeated in the timeline; a failed pin read leaves only the timeline', async () => {
    const { root } = await showFeed(<Feed context={{ type: 'challenge', id: 9 }} />, (c) =>
      c.path.endsWith('/pinned_post') ? json({ data: post(50, { text: 'Post 50', is_pinned: true }) }) : json(page(50)),
    );
    expect(postTexts(root).filter((t) => t === 'Post 50')).toHaveLength(1);
    await cleanup();
    const again = await showFeed(<Feed context={{ type: 'challenge', id: 9 }} />, (c) => (c.path.endsWith('/pinned_post') ? errorBody(500, 'x') : json(page(50))));
    expect(again.root.querySelector('.feed__pinned')).toBeNull();
    expect(postTexts(again.root)[0]).toBe('Post 50');
  });

  it('member and event feeds have no pinned post to ask for', async () => {
    const api = await showFeed(<Feed context={{ type: 'event', id: 5 }} />, () => json(page(20)));
    expect(api.calls.map((c) => c.path)).toEqual(['/api/v1/mobile_event/5/timeline']);
  });

  it('pages by the last post id and stops after a short page', async () => {
    const api = await showFeed(<Feed context={{ type: 'user', userId: 20 }} />, (c) => {
      const offset = new URL(c.url).searchParams.get('offset');
      return json(offset === null ? page(50) : page(40, 4));
    });
    await click(getByRole(api.root, 'button', 'Load more posts'));
    await settle();
    expect(api.calls.map((c) => [c.path, search(c.url)])).toEqual([
      ['/api/v1/user/20/user_feed', {}],
      ['/api/v1/user/20/user_feed', { offset: '41' }],
    ]);
    expect(queryAllByRole(api.root, 'button', 'Load more posts')).toHaveLength(0);
    expect(api.root.querySelector('ul.feed__posts')!.getAttribute('data-virtual')).toBe('');
  });

  it('scrolling to the bottom (the sentinel in view) loads the next page by the last id', async () => {
    const io = stubIntersectionObserver();
    const api = await showFeed(<Feed context={{ type: 'group', id: 3 }} />, (c) => {
      if (c.path.endsWith('/pinned_post')) return json({ data: null });
      return json(new URL(c.url).searchParams.get('offset') ? page(20, 10) : page(30));
    });
    await io.intersect(true);
    await settle();
    const pages = api.calls.filter((c) => c.path === '/api/v1/group/3/timeline').map((c) => search(c.url));
    expect(pages).toEqual([{}, { offset: '21' }]);
  });

  it('the timeline: national by default, My Groups reloads with scope=my_groups and pages in that scope', async () => {
    const api = await showFeed(<Feed context={{ type: 'timeline' }} />, (c) => (c.path.endsWith('/pinned_post') ? json({ data: null }) : json(page(30))));
    expect(search(api.calls[0].url)).toEqual({ scope: 'national' });
    const mine = getByRole(api.root, 'button', 'My Groups');
    expect(mine.getAttribute('aria-pressed')).toBe('false');
    await click(mine);
    await settle();
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    const timeline = api.calls.filter((c) => c.path.endsWith('aggregated_timeline_feed'));
    expect(search(timeline[1].url)).toEqual({ scope: 'my_groups' });
    await click(getByRole(api.root, 'button', 'Load more posts'));
    await settle();
    const last = api.calls.filter((c) => c.path.endsWith('aggregated_timeline_feed')).pop()!;
    expect(search(last.url)).toEqual({ scope: 'my_groups', offset: '21' });
  });
});

describe('empty and failing feeds', () => {
  it('a 404 on the feed is empty', async () => {
    const { root } = await showFeed(<Feed context={{ type: 'group', id: 3 }} />, () => errorBody(404, 'not_found', 'This group does not exist.'));
    expect(root.querySelector('.rwb-infinite__empty')!.textContent).toBe('No posts yet.');
    expect(queryAllByRole(root, 'alert')).toHaveLength(0);
  });

  it.each([
    [{ type: 'timeline' } as const, 'There was an error retrieving your feed.'],
    [{ type: 'user', userId: 20 } as const, 'Error retrieving the user feed'],
    [{ type: 'event', id: 5 } as const, 'There was an error retrieving the event feed.'],
    [{ type: 'group', id: 3 } as const, 'An error occurred trying to retrieve the group feed. Please try again later.'],
  ])('a failure in %o says %s, and Try again reloads', async (context, text) => {
    let fail = true;
    const api = await showFeed(<Feed context={context} />, (c) => (c.path.endsWith('pinned_post') ? json({ data: null }) : fail ? errorBody(500, 'server') : json(page(10, 2))));
    expect(getByRole(api.root, 'alert').textContent).toContain(text);
    fail = false;
    await click(getByRole(api.root, 'button', 'Try again'));
    await settle();
    expect(postTexts(api.root)).toEqual(['Post 10', 'Post 9']);
  });

  it('logged out: nothing is asked for', async () => {
    resetPlatform();
    const api = await showFeed(<Feed context={{ type: 'timeline' }} />, () => json(page(10)));
    expect(api.calls).toHaveLength(0);
    expect(api.root.textContent).toBe('Log in to see the feed. Log in');
    // The way in: the login button (navigates to /login with the return address).
    expect(getByRole(api.root, 'button', 'Log in')).toBeTruthy();
  });
});

describe('answers already in hand (the first paint, a prefetch)', () => {
  const TIMELINE = { type: 'timeline' } as const;
  const FIRST = { scope: 'national' } as const;
  const asFeedPage = (p: ReturnType<typeof page>) => ({ posts: p.data.results, next: p.data.next ?? null });

  /** Renders `ui` and commits its first render synchronously: what that render showed, before any effect's answer. */
  async function renderFirst(ui: ReactElement) {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const react = createRoot(root);
    flushSync(() => react.render(ui));
    const first = { loading: root.querySelector('.rwb-infinite__note') !== null, posts: postTexts(root) };
    await act(async () => {});
    return { root, first, unmount: () => act(async () => react.unmount()).then(() => host.remove()) };
  }

  afterEach(() => clearPrefetched());

  it('both parts arrived: the first render shows the pin and the posts (virtual rows), never a loading state, and asks nothing', async () => {
    provideVirtualItems(VirtualItems);
    seedPrefetched(feedPageKey(TIMELINE, ME, FIRST), asFeedPage(page(30)));
    seedPrefetched(pinnedPostKey(TIMELINE, ME)!, post(99, { text: 'Pinned one', is_pinned: true }));
    const api = installFetch(() => json(page(10)));
    const view = await renderFirst(<Feed context={TIMELINE} />);
    expect(view.first.loading).toBe(false);
    expect(view.first.posts.slice(0, 3)).toEqual(['Pinned one', 'Post 30', 'Post 29']);
    expect(view.root.querySelector('.feed__pinned')!.textContent).toContain('Pinned one');
    expect(view.root.querySelector('ul[data-virtual]')).not.toBeNull();
    expect(postTexts(view.root)[1]).toBe('Post 30');
    expect(api.calls).toHaveLength(0);
    // The next page pages on from the one in hand.
    await click(getByRole(view.root, 'button', 'Load more posts'));
    await settle();
    expect(search(api.calls[0].url)).toEqual({ scope: 'national', offset: '21' });
    await view.unmount();
  });

  it('only the page arrived: it is not asked again, the pinned post is', async () => {
    seedPrefetched(feedPageKey(TIMELINE, ME, FIRST), asFeedPage(page(30, 3)));
    const api = await showFeed(<Feed context={TIMELINE} />, () => json({ data: post(99, { text: 'Pinned one', is_pinned: true }) }));
    expect(api.calls.map((c) => c.path)).toEqual([`/api/v1/user/${ME}/aggregated_timeline_feed/pinned_post`]);
    expect(postTexts(api.root)).toEqual(['Pinned one', 'Post 30', 'Post 29', 'Post 28']);
  });
});

describe('composer slot', () => {
  it('gets addPost (new post on top) and replacePost; anonymous members get no composer', async () => {
    let slot: ComposerSlot | null = null;
    const renderComposer = (s: ComposerSlot) => {
      slot = s;
      return <p>composer</p>;
    };
    const { root } = await showFeed(<Feed context={{ type: 'user', userId: ME }} renderComposer={renderComposer} />, () => json(page(10, 2)));
    expect(root.textContent).toContain('composer');
    expect(slot!.canPost).toBe(true);
    await act(async () => slot!.addPost(post(11, { text: 'Fresh' }) as never));
    expect(postTexts(root)).toEqual(['Fresh', 'Post 10', 'Post 9']);
    await act(async () => slot!.replacePost(post(10, { text: 'Changed', edited: true }) as never));
    expect(postTexts(root)).toEqual(['Fresh', 'Changed', 'Post 9']);
    expect(root.textContent).toContain('Edited');
    await cleanup();

    setProfile(profileOf(ME, { anonymous_profile: true }) as never);
    const anon = await showFeed(<Feed context={{ type: 'user', userId: ME }} renderComposer={renderComposer} />, () => json(page(10, 2)));
    expect(anon.root.textContent).not.toContain('composer');
    expect(getByRole(anon.root.querySelector('article')!, 'button', 'Like').hasAttribute('disabled')).toBe(true);
  });
});
