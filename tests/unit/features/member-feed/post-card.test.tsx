// The post card in <Feed> against a fake API: the options menu by role (§6, model/permissions postMenu),
// the exact confirmation and §8 texts, optimistic like/unlike with its reverts, delete and block hiding
// at once and restoring on failure, pin/unpin, the group admin's removals, links and XSS safety.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { Feed, type FeedProps } from '@/features/member-feed/components/feed';
import { PostCard } from '@/features/member-feed/components/post-card';
import type { FeedContext } from '@/features/member-feed/model/contexts';
import { postMenu } from '@/features/member-feed/model/permissions';
import type { Post } from '@/features/member-feed/schemas/post';
import { setProfile } from '@/store/member';
import { errorBody, installFetch, json, loginAs, profileOf, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole, queryAllByRole, render } from '../../ui/render';
import { ME, mine, post } from './feed-fixtures';
import { noContent, postTexts, settle, showFeed } from './feed-render';
import { card, choose, feedOf, likeButton, likeCount, menuOf, toasts } from './post-card-support';

beforeEach(() => {
  resetPlatform();
  loginAs(ME);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

describe('options menu by role (§6)', () => {
  const own = mine(3, { text: 'Mine' });
  const other = post(2, { text: 'Theirs' });
  const status = post(1, { text: 'Status', verb: 'event' });

  const cases: [string, FeedContext, Partial<FeedProps>, Record<string, string[]>][] = [
    ['member in the timeline', { type: 'timeline' }, {}, { Mine: ['Delete', 'Edit'], Theirs: ['Block', 'Report'], Status: [] }],
    ['member in an event feed', { type: 'event', id: 5 }, {}, { Mine: ['Delete', 'Edit'], Theirs: ['Report'], Status: [] }],
    ['group member', { type: 'group', id: 3 }, { groupRole: 0, groupActive: true }, { Mine: ['Delete', 'Edit'], Theirs: ['Block', 'Report'] }],
    ['group moderator', { type: 'group', id: 3 }, { groupRole: 1, groupActive: true }, { Mine: ['Delete', 'Edit', 'Pin Post'], Theirs: ['Block', 'Report', 'Pin Post'] }],
    [
      'group admin',
      { type: 'group', id: 3 },
      { groupRole: 2, groupActive: true },
      { Mine: ['Delete', 'Edit', 'Pin Post'], Theirs: ['Remove & Report', 'Remove & Report User', 'Pin Post'], Status: [] },
    ],
    ['challenge admin', { type: 'challenge', id: 9 }, { challengeJoined: true, challengeAdmin: true }, { Theirs: ['Block', 'Report', 'Pin Post'] }],
    ['challenge participant', { type: 'challenge', id: 9 }, { challengeJoined: true }, { Theirs: ['Block', 'Report'] }],
  ];
  it.each(cases)('%s', async (_name, context, facts, expected) => {
    const { root } = await showFeed(<Feed context={context} {...facts} />, feedOf([own, other, status]));
    for (const [text, items] of Object.entries(expected)) {
      expect(await menuOf(root, text)).toEqual(items);
      const p = [own, other, status].find((x) => x.text === text)!;
      const viewer = { userId: ME, anonymous: false, groupRole: facts.groupRole, groupActive: facts.groupActive, challengeJoined: facts.challengeJoined, challengeAdmin: facts.challengeAdmin };
      expect(items.length).toBe(postMenu({ verb: p.verb, authorId: p.user.id, is_pinned: false }, viewer, context).length);
    }
  });

  it('a pinned post offers Remove Pin; an anonymous viewer gets no Report', async () => {
    const { root } = await showFeed(<Feed context={{ type: 'group', id: 3 }} groupRole={2} />, feedOf([other], post(8, { text: 'Pinned', is_pinned: true })));
    expect(await menuOf(root, 'Pinned')).toEqual(['Remove & Report', 'Remove & Report User', 'Remove Pin']);
    await cleanup();
    setProfile(profileOf(ME, { anonymous_profile: true }) as never);
    const anon = await showFeed(<Feed context={{ type: 'timeline' }} />, feedOf([other]));
    expect(await menuOf(anon.root, 'Theirs')).toEqual(['Block']);
  });

  it('a click outside closes the menu', async () => {
    const { root } = await showFeed(<Feed context={{ type: 'timeline' }} />, feedOf([other]));
    await click(getByRole(card(root, 'Theirs'), 'button', 'Post options'));
    expect(queryAllByRole(root, 'menuitem')).toHaveLength(2);
    await act(async () => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    });
    expect(queryAllByRole(root, 'menuitem')).toHaveLength(0);
  });
});

describe('like toggle (§4, §8)', () => {
  function likeFeed(answer: (c: Call) => Response | Promise<Response>, liked = false) {
    const p = post(5, { text: 'Likeable', own_reactions: { like: liked ? [{ id: 70 }] : [] }, reaction_counts: { like: liked ? 3 : 2, comment: 4 } });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const handler = async (c: Call) => {
      if (c.path.endsWith('/reactions/5')) {
        await gate;
        return answer(c);
      }
      return feedOf([p])(c);
    };
    return { handler, release };
  }

  it('likes at once (aria-pressed, count) and keeps it when the server agrees', async () => {
    const { handler, release } = likeFeed(() => json({ id: 71, kind: 'like' }, 201));
    const api = await showFeed(<Feed context={{ type: 'timeline' }} />, handler);
    expect(likeButton(api.root, 'Likeable').getAttribute('aria-pressed')).toBe('false');
    expect(likeCount(api.root, 'Likeable')).toBe('2 likes');
    await click(likeButton(api.root, 'Likeable'));
    expect(likeButton(api.root, 'Likeable').getAttribute('aria-pressed')).toBe('true');
    expect(likeCount(api.root, 'Likeable')).toBe('3 likes');
    release();
    await settle();
    const call = api.calls.find((c) => c.path === `/api/v1/user/${ME}/reactions/5`)!;
    expect([call.method, call.json]).toEqual(['POST', { kind: 'like' }]);
    expect(likeCount(api.root, 'Likeable')).toBe('3 likes');
    expect(getByRole(card(api.root, 'Likeable'), 'link', '4 Comments').getAttribute('href')).toContain('/feed/5/user/20');
  });

  it('a like the server already has counts as success, with its text', async () => {
    const { handler, release } = likeFeed(() => errorBody(409, 'already_reacted', 'You have already reacted to this post.'));
    const { root } = await showFeed(<Feed context={{ type: 'timeline' }} />, handler);
    await click(likeButton(root, 'Likeable'));
    release();
    await settle();
    expect(likeButton(root, 'Likeable').getAttribute('aria-pressed')).toBe('true');
    expect(likeCount(root, 'Likeable')).toBe('3 likes');
    expect(toasts(root)).toContain("You've already liked this post. Please refresh your feed.");
  });

  it('another like failure reverts with its text', async () => {
    const { handler, release } = likeFeed(() => errorBody(500, 'server'));
    const { root } = await showFeed(<Feed context={{ type: 'timeline' }} />, handler);
    await click(likeButton(root, 'Likeable'));
    release();
    await settle();
    expect(likeButton(root, 'Likeable').getAttribute('aria-pressed')).toBe('false');
    expect(likeCount(root, 'Likeable')).toBe('2 likes');
    expect(toasts(root)).toContain('Error liking post. Please try again later.');
  });

  it('unlike: at once; a like already gone reverts with its text; other failures with theirs', async () => {
    const gone = likeFeed(() => errorBody(404, 'not_found', 'The reaction was not found.'), true);
    const api = await showFeed(<Feed context={{ type: 'timeline' }} />, gone.handler);
    await click(likeButton(api.root, 'Likeable'));
    expect(likeButton(api.root, 'Likeable').getAttribute('aria-pressed')).toBe('false');
    expect(likeCount(api.root, 'Likeable')).toBe('2 likes');
    gone.release();
    await settle();
    const call = api.calls.find((c) => c.path === `/api/v1/user/${ME}/reactions/5`)!;
    expect([call.method, call.json]).toEqual(['DELETE', { kind: 'like' }]);
    expect(likeButton(api.root, 'Likeable').getAttribute('aria-pressed')).toBe('true');
    expect(likeCount(api.root, 'Likeable')).toBe('3 likes');
    expect(toasts(api.root)).toContain("You've already unliked this post or it was deleted. Please refresh your feed.");
    await cleanup();

    const broken = likeFeed(() => errorBody(500, 'server'), true);
    const again = await showFeed(<Feed context={{ type: 'timeline' }} />, broken.handler);
    await click(likeButton(again.root, 'Likeable'));
    broken.release();
    await settle();
    expect(likeButton(again.root, 'Likeable').getAttribute('aria-pressed')).toBe('true');
    expect(toasts(again.root)).toContain('Error unliking post. Please try again later.');
  });
});

describe('delete, block, pin (§4, §8)', () => {
  function gated(results: unknown[], answer: (c: Call) => Response, match: (c: Call) => boolean, pinned: unknown = null) {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const handler = async (c: Call) => {
      if (match(c)) {
        await gate;
        return answer(c);
      }
      return feedOf(results, pinned)(c);
    };
    return { handler, release };
  }

  it('delete asks "Are you sure you want to delete your post?", hides at once, restores in place on failure', async () => {
    const { handler, release } = gated([post(4), mine(3, { text: 'Mine' }), post(2)], () => errorBody(500, 'server'), (c) => c.method === 'DELETE');
    const api = await showFeed(<Feed context={{ type: 'timeline' }} />, handler);
    await choose(api.root, 'Mine', 'Delete');
    const dialog = getByRole(api.root, 'alertdialog');
    expect(dialog.querySelector('p')!.textContent).toBe('Are you sure you want to delete your post?');
    await click(getByRole(dialog, 'button', 'Delete'));
    expect(postTexts(api.root)).toEqual(['Post 4', 'Post 2']);
    release();
    await settle();
    expect(api.calls.find((c) => c.method === 'DELETE')!.path).toBe(`/api/v1/user/${ME}/user_feed/3`);
    expect(postTexts(api.root)).toEqual(['Post 4', 'Mine', 'Post 2']);
    expect(toasts(api.root)).toContain('Error deleting the post. Please try again later.');
  });

  it('delete: Cancel keeps the post; success keeps it gone', async () => {
    const { handler, release } = gated([mine(3, { text: 'Mine' })], () => noContent(), (c) => c.method === 'DELETE');
    const api = await showFeed(<Feed context={{ type: 'event', id: 5 }} />, handler);
    await choose(api.root, 'Mine', 'Delete');
    await click(getByRole(getByRole(api.root, 'alertdialog'), 'button', 'Cancel'));
    expect(postTexts(api.root)).toEqual(['Mine']);
    await choose(api.root, 'Mine', 'Delete');
    await click(getByRole(getByRole(api.root, 'alertdialog'), 'button', 'Delete'));
    release();
    await settle();
    expect(api.calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/v1/mobile_event/5/timeline/3');
    expect(postTexts(api.root)).toEqual([]);
  });

  it('block asks "Are you sure you want to block this post?", hides at once, restores with the §8 text', async () => {
    const { handler, release } = gated([post(4), post(2, { text: 'Theirs' })], () => errorBody(500, 'server'), (c) => c.path.includes('block_post'));
    const api = await showFeed(<Feed context={{ type: 'timeline' }} />, handler);
    await choose(api.root, 'Theirs', 'Block');
    const dialog = getByRole(api.root, 'alertdialog');
    expect(dialog.querySelector('p')!.textContent).toBe('Are you sure you want to block this post?');
    await click(getByRole(dialog, 'button', 'Block'));
    expect(postTexts(api.root)).toEqual(['Post 4']);
    release();
    await settle();
    expect(api.calls.find((c) => c.path.includes('block_post'))!.path).toBe(`/api/v1/user/${ME}/block_post/2`);
    expect(postTexts(api.root)).toEqual(['Post 4', 'Theirs']);
    expect(toasts(api.root)).toContain('Error blocking the post. Please try again later.');
  });

  it('Pin Post pins at once (banner above); a failed pin reverts with the server text', async () => {
    const { handler, release } = gated([post(4), post(2, { text: 'Theirs' })], () => errorBody(422, 'x', 'This post is not in this feed.'), (c) => c.path.includes('/pinned_post/'));
    const api = await showFeed(<Feed context={{ type: 'challenge', id: 9 }} challengeJoined challengeAdmin />, handler);
    await choose(api.root, 'Theirs', 'Pin Post');
    expect(api.root.querySelector('.feed__pinned')!.textContent).toContain('PINNED POST');
    release();
    await settle();
    const call = api.calls.find((c) => c.path.includes('/pinned_post/'))!;
    expect(`${call.method} ${call.path}`).toBe('POST /api/v1/challenge/9/pinned_post/2');
    expect(api.root.querySelector('.feed__pinned')).toBeNull();
    expect(toasts(api.root)).toContain('This post is not in this feed.');
  });

  it('Remove Pin: a failure puts the pin back with the §8 text', async () => {
    const { handler, release } = gated([post(4)], () => errorBody(500, 'server'), (c) => c.method === 'DELETE', post(8, { text: 'Pinned', is_pinned: true }));
    const api = await showFeed(<Feed context={{ type: 'group', id: 3 }} groupRole={1} />, handler);
    await choose(api.root, 'Pinned', 'Remove Pin');
    expect(api.root.querySelector('.feed__pinned')).toBeNull();
    release();
    await settle();
    expect(api.calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/v1/group/3/pinned_post/8');
    expect(api.root.querySelector('.feed__pinned')!.textContent).toContain('Pinned');
    expect(toasts(api.root)).toContain('There is an error unpinning the post. Please try again later.');
  });
});

describe('card content', () => {
  const noop = () => {};
  const viewer = { userId: ME, anonymous: false };
  const show = (p: unknown, ctx: FeedContext = { type: 'timeline' }) =>
    render(<PostCard post={p as Post} ctx={ctx} viewer={viewer} onLike={noop} onMenu={noop} onOpenImage={noop} />);

  it('links: our own site in the same tab, others in a new one with rel=noopener noreferrer', async () => {
    installFetch(() => json({}));
    const { root } = await show(post(1, { text: 'See http://api.test/events/4 and www.example.com/x.' }));
    const [own, other] = queryAllByRole(root, 'link').filter((a) => a.closest('.post__text'));
    expect([own.getAttribute('href'), own.getAttribute('target'), own.getAttribute('rel')]).toEqual(['http://api.test/events/4', null, null]);
    expect([other.getAttribute('href'), other.getAttribute('target'), other.getAttribute('rel')]).toEqual(['https://www.example.com/x', '_blank', 'noopener noreferrer']);
    expect(root.querySelector('.post__text')!.textContent).toBe('See http://api.test/events/4 and www.example.com/x.');
  });

  it('pinned banner, Edited, Eagle Leader star with a label, sponsor admin, linked group, images with reserved space', async () => {
    const { root } = await show(
      post(1, {
        is_pinned: true,
        edited: true,
        user: { id: 20, first_name: 'Bo', last_name: 'Diaz', eagle_leader: true, is_sponsor_admin: true },
        group: { id: 3, name: 'Raleigh Runners' },
        media: ['http://img.test/a.jpg', 'http://img.test/b.jpg'],
      }),
    );
    expect(root.querySelector('.post__pinned')!.textContent).toBe('PINNED POST');
    expect(root.querySelector('.post__edited')!.textContent).toContain('Edited');
    expect(getByRole(root, 'img', 'Eagle Leader')).toBeTruthy();
    expect(root.textContent).toContain('Sponsor Admin');
    expect(getByRole(root, 'link', 'Raleigh Runners').getAttribute('href')).toContain('/groups/3');
    expect(getByRole(root, 'link', 'Bo Diaz').getAttribute('href')).toContain('/profile/20');
    expect(root.querySelector('time')!.textContent).toBe('5m');
    const imgs = [...root.querySelectorAll('.post__media img')];
    expect(imgs.map((i) => [i.getAttribute('loading'), i.getAttribute('decoding'), i.getAttribute('alt')])).toEqual([
      ['lazy', 'async', 'Image 1 of 2, posted by Bo Diaz'],
      ['lazy', 'async', 'Image 2 of 2, posted by Bo Diaz'],
    ]);
    getByRole(root, 'button', 'Open image 2 of 2');
  });

  it('a linked event and a linked challenge are shown and link to their routes, except in their own feed', async () => {
    const event = post(1, { event: { id: 12, name: 'Dix Park ruck' } });
    let r = await show(event);
    expect(getByRole(r.root, 'link', 'Dix Park ruck').getAttribute('href')).toMatch(/\/events\/12$/);
    expect(r.root.querySelector('.post__linked')!.textContent).toBe('Dix Park ruck');
    await cleanup();
    r = await show(event, { type: 'event', id: 12 });
    expect(queryAllByRole(r.root, 'link', 'Dix Park ruck')).toHaveLength(0);
    await cleanup();

    const challenge = post(2, { challenge: { id: 9, name: 'March Miles' } });
    r = await show(challenge);
    expect(getByRole(r.root, 'link', 'March Miles').getAttribute('href')).toMatch(/\/challenges\/9$/);
    expect(r.root.querySelector('.post__linked')!.textContent).toBe('March Miles');
    await cleanup();
    r = await show(challenge, { type: 'challenge', id: 9 });
    expect(queryAllByRole(r.root, 'link', 'March Miles')).toHaveLength(0);
    // Another challenge's feed still links it.
    await cleanup();
    r = await show(challenge, { type: 'challenge', id: 4 });
    expect(getByRole(r.root, 'link', 'March Miles').getAttribute('href')).toMatch(/\/challenges\/9$/);
  });

  it('open graph card and workout summary', async () => {
    const { root } = await show(
      post(1, {
        open_graph: { url: 'https://news.test/a', title: 'A title', description: 'Some words', image_url: 'https://news.test/a.png' },
        workout: { event_id: 4, event_name: 'Dix Park ruck', chapter_name: 'Raleigh, NC Chapter', event_start_time: '2026-03-02T14:00:00Z', miles: 3.1, steps: 6200, minutes: 45.5 },
      }),
      { type: 'challenge', id: 9 },
    );
    const og = root.querySelector('a.post__og')!;
    expect([og.getAttribute('href'), og.getAttribute('target'), og.getAttribute('rel')]).toEqual(['https://news.test/a', '_blank', 'noopener noreferrer']);
    expect(og.textContent).toContain('A title');
    expect(og.textContent).toContain('Some words');
    const workout = root.querySelector('.post__workout')!;
    expect(getByRole(workout, 'link', 'Dix Park ruck').getAttribute('href')).toContain('/events/4');
    expect(workout.textContent).toContain('Raleigh, NC Chapter');
    expect(workout.textContent).toContain('03/02/2026');
    expect(workout.textContent).toContain('Miles3.1');
    expect(workout.textContent).toContain('Steps6,200');
    expect(workout.textContent).toContain('Duration0:45:30');
  });

  it('XSS: markup in text, names and link previews is shown as text; no element is created', async () => {
    const evil = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const { root } = await show(
      post(1, {
        text: evil,
        user: { id: 20, first_name: evil, last_name: '<script>x</script>' },
        open_graph: { url: 'https://news.test/a', title: evil, description: evil, image_url: null },
        group: { id: 3, name: evil },
      }),
    );
    expect(root.querySelectorAll('script')).toHaveLength(0);
    expect(root.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect([...root.querySelectorAll('*')].some((el) => el.hasAttribute('onerror'))).toBe(false);
    expect(root.querySelector('.post__text')!.textContent).toBe(evil);
    expect(root.querySelector('.post__author')!.textContent).toBe(`${evil} <script>x</script>`);
    expect(root.querySelector('.post__og')!.textContent).toContain(evil);
    expect(root.querySelector('.post__linked')!.textContent).toBe(evil);
  });

  it('the comment count opens the post: onOpenPost when given, else the route of the context', async () => {
    const opened: unknown[] = [];
    const p = post(6, { reaction_counts: { like: 0, comment: 1 } }) as Post;
    const { root } = await render(<PostCard post={p} ctx={{ type: 'group', id: 3 }} viewer={viewer} onLike={noop} onMenu={noop} onOpenImage={noop} onOpenPost={(x) => opened.push(x.id)} />);
    const link = getByRole(root, 'link', '1 Comment');
    expect(link.getAttribute('href')).toContain('/groups/3/feed/6/user/20');
    await click(link);
    expect(opened).toEqual([6]);
  });

  it('a javascript: link preview is not rendered as a link', async () => {
    const { root } = await show(post(1, { open_graph: { url: 'javascript:alert(1)', title: 'x' } }));
    expect(root.querySelector('.post__og')).toBeNull();
  });
});
