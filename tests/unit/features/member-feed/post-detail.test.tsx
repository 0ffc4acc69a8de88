// The post detail (events spec §2 Post detail, §4, §6, §8 'Comments'): comments with their replies,
// 'See Previous Comments' prepends older ones, likes on comments and replies (optimistic, reverted with
// the §8 texts), delete with a confirmation and the server's count, edit through the composer slot,
// a missing post, and user text rendered as text.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
// api/reactions.ts loads its schemas with the first request; loaded here first so settle() covers a response.
import '@/features/member-feed/schemas/post';
import '@/features/member-feed/schemas/reaction';
import { PostDetail, type ComposerSlotProps } from '@/features/member-feed/components/post-detail';
import { $config } from '@/store/config';
import { setProfile } from '@/store/member';
import { errorBody, installFetch, json, loginAs, profileOf, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole, queryAllByRole, render } from '../../ui/render';

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const T = new Date(Date.now() - 5 * 60_000).toISOString();
const sam = { id: 3, first_name: 'Sam', last_name: 'Reed' };
const ana = { id: 7, first_name: 'Ana', last_name: 'Lopez' };

const reply = (id: number, user: typeof sam, content: string, extra: Record<string, unknown> = {}) => ({
  id, user, kind: 'reply', content, created_at: T, own_like_id: null, children_counts: { like: 0 }, comment_id: 12, reply_id: id, ...extra,
});
const comment = (id: number, user: typeof sam, content: string, extra: Record<string, unknown> = {}) => ({
  id, user, kind: 'comment', content, created_at: T, own_like_id: null, children_counts: { like: 0, reply: 0 }, comment_id: id, reply_id: null,
  latest_children: { reply: [] }, ...extra,
});

const post = (comments = 14) => ({ id: 40, user: sam, verb: 'post', time: T, text: 'Morning ruck', reaction_counts: { like: 2, comment: comments } });
const newest = {
  results: [
    comment(11, sam, 'Nice work'),
    comment(12, ana, 'Thanks all', { children_counts: { like: 0, reply: 4 }, latest_children: { reply: [reply(21, sam, 'Reply one'), reply(22, ana, 'Reply two', { own_like_id: 70, children_counts: { like: 1 } })] } }),
  ],
  count: 3,
  offset: 0,
  next_offset: 10,
};
const oldest = { results: [comment(1, sam, 'First!')], count: 3, offset: 10, next_offset: null };
const olderReplies = { results: [reply(19, sam, 'Reply zero'), reply(20, sam, 'Reply half')], count: 4, offset: 2, next_offset: null };

type Handler = (c: Call) => Response | Promise<Response> | undefined;

/** The fake API: the post, the comment pages, replies; `extra` answers first when it returns something. */
function api(extra: Handler = () => undefined) {
  return installFetch(async (c) => {
    const special = await extra(c);
    if (special) return special;
    const q = new URL(c.url).searchParams;
    if (c.path === '/api/v1/user/3/user_feed/40') return json({ data: post() });
    if (c.path === '/api/v1/user/7/reactions/40' && c.method === 'GET') {
      if (q.get('kind') === 'reply') return json(olderReplies);
      return json(q.get('offset') === '10' ? oldest : newest);
    }
    return errorBody(500, 'unexpected');
  });
}

const texts = (root: ShadowRoot) => [...root.querySelectorAll('.comment__text')].map((p) => p.textContent);
const article = (root: ShadowRoot, text: string) => {
  const found = [...root.querySelectorAll<HTMLElement>('article.comment')].find((a) => a.querySelector('.comment__text')?.textContent === text);
  if (!found) throw new Error(`no comment "${text}"`);
  return found;
};
/** A menu item by its text (the test helper names only buttons, links and headings by text). */
const menuItem = (scope: HTMLElement, label: string) => {
  const found = queryAllByRole(scope, 'menuitem').filter((m) => m.textContent === label);
  if (found.length !== 1) throw new Error(`Expected one menuitem "${label}", found ${found.length}`);
  return found[0];
};
const likeButton = (el: HTMLElement) => getByRole(el, 'button', 'Like');
const likeCount = (el: HTMLElement) => el.querySelector('.comment__likes')?.textContent;

let onBack: ReturnType<typeof vi.fn<(message?: string) => void>>;
beforeEach(() => {
  resetPlatform();
  loginAs(7);
  setProfile(profileOf(7) as never);
  onBack = vi.fn<(message?: string) => void>();
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

async function show(extra?: Handler, props: { renderComposer?: (p: ComposerSlotProps) => React.ReactNode } = {}) {
  const fetch = api(extra);
  const out = await render(<PostDetail ctx={{ type: 'timeline' }} postId={40} authorId={3} onBack={onBack} {...props} />);
  await settle();
  await settle();
  return { ...fetch, ...out };
}

describe('PostDetail comments', () => {
  it('shows the post, its counts, the comments with their replies; See Previous Comments prepends older ones', async () => {
    const { root, calls } = await show();
    expect(root.querySelector('.post-detail__text')?.textContent).toBe('Morning ruck');
    expect(root.querySelector('.post-detail__comment-count')?.textContent).toBe('14 comments');
    expect(texts(root)).toEqual(['Nice work', 'Thanks all', 'Reply one', 'Reply two']);
    expect(article(root, 'Reply two').querySelector('.comment__time')?.textContent).toBe('5m');

    await click(getByRole(root, 'button', 'See Previous Comments'));
    await settle();
    expect(texts(root)).toEqual(['First!', 'Nice work', 'Thanks all', 'Reply one', 'Reply two']);
    expect(queryAllByRole(root, 'button', 'See Previous Comments')).toHaveLength(0);

    await click(getByRole(root, 'button', 'See Previous Replies'));
    await settle();
    expect(texts(root)).toEqual(['First!', 'Nice work', 'Thanks all', 'Reply zero', 'Reply half', 'Reply one', 'Reply two']);
    expect(queryAllByRole(root, 'button', 'See Previous Replies')).toHaveLength(0);
    expect(calls.filter((c) => c.method === 'GET' && c.path.includes('/reactions/')).map((c) => new URL(c.url).search)).toEqual([
      '?kind=comment&offset=0',
      '?kind=comment&offset=10',
      '?kind=reply&comment_id=12&offset=2',
    ]);
  });

  it("an older page that fails says §8's text", async () => {
    const { root } = await show((c) => (new URL(c.url).searchParams.get('offset') === '10' ? errorBody(503, 'down') : undefined));
    await click(getByRole(root, 'button', 'See Previous Comments'));
    await settle();
    expect(getByRole(root, 'alert').textContent).toBe('Error loading more comments. Please try again later');
    expect(texts(root)).toEqual(['Nice work', 'Thanks all', 'Reply one', 'Reply two']);
  });
});

describe('PostDetail likes', () => {
  it('likes a comment at once, then reverts with "Error liking the comment." when the call fails', async () => {
    let fail!: () => void;
    const { root, calls } = await show((c) =>
      c.method === 'POST' ? new Promise<Response>((resolve) => (fail = () => resolve(errorBody(500, 'boom')))) : undefined,
    );
    const c11 = article(root, 'Nice work');
    await click(likeButton(c11));
    expect(likeButton(c11).getAttribute('aria-pressed')).toBe('true');
    expect(likeCount(c11)).toBe('1 like');
    expect(calls.find((c) => c.method === 'POST')?.json).toEqual({ kind: 'like', comment_id: 11 });
    await act(async () => fail());
    await settle();
    expect(likeButton(c11).getAttribute('aria-pressed')).toBe('false');
    expect(likeCount(c11)).toBe('0 likes');
    expect(getByRole(root, 'alert').textContent).toContain('Error liking the comment.');
  });

  it('unliking a reply that fails reverts with "Error unliking the reply."; a like that succeeds stays', async () => {
    const { root, calls } = await show((c) => {
      if (c.method === 'DELETE') return errorBody(500, 'boom');
      if (c.method === 'POST') return json({ id: 80, user: ana, kind: 'like', created_at: T }, 201);
      return undefined;
    });
    const r22 = article(root, 'Reply two');
    expect(likeButton(r22).getAttribute('aria-pressed')).toBe('true');
    await click(likeButton(r22));
    await settle();
    expect(calls.find((c) => c.method === 'DELETE')?.json).toEqual({ kind: 'like', comment_id: 12, reply_id: 22 });
    expect(likeButton(r22).getAttribute('aria-pressed')).toBe('true');
    expect(likeCount(r22)).toBe('1 like');
    expect(getByRole(root, 'alert').textContent).toContain('Error unliking the reply.');

    const r21 = article(root, 'Reply one');
    await click(likeButton(r21));
    await settle();
    expect(calls.find((c) => c.method === 'POST')?.json).toEqual({ kind: 'like', comment_id: 12, reply_id: 21 });
    expect(likeButton(r21).getAttribute('aria-pressed')).toBe('true');
    expect(likeCount(r21)).toBe('1 like');
  });

  it('an anonymous member sees no Like or Reply buttons', async () => {
    setProfile(profileOf(7, { anonymous_profile: true }) as never);
    const { root } = await show();
    expect(queryAllByRole(root, 'button', 'Like')).toHaveLength(0);
    expect(queryAllByRole(root, 'button', 'Reply')).toHaveLength(0);
    expect(texts(root)).toHaveLength(4);
  });

  it('an anonymous member sees no comment composer, even with a composer slot', async () => {
    const kinds: string[] = [];
    const renderComposer = (p: ComposerSlotProps) => {
      kinds.push(p.kind);
      return <div className={`composer composer--${p.kind}`} />;
    };
    // A member gets the comment composer from the slot…
    let r = await show(undefined, { renderComposer });
    expect(r.root.querySelectorAll('.composer--comment')).toHaveLength(1);
    await cleanup();
    kinds.length = 0;

    // …an anonymous one none (the slot is not even asked).
    setProfile(profileOf(7, { anonymous_profile: true }) as never);
    r = await show(undefined, { renderComposer });
    expect(texts(r.root)).toHaveLength(4);
    expect(r.root.querySelectorAll('.composer')).toHaveLength(0);
    expect(kinds).toEqual([]);
    expect(queryAllByRole(r.root, 'textbox')).toHaveLength(0);
  });
});

describe('PostDetail own comments', () => {
  it('deletes an own comment after the confirmation; the count moves, then takes the server count', async () => {
    let refreshed = false;
    const { root, calls } = await show((c) => {
      if (c.method === 'DELETE') {
        refreshed = true;
        return json(undefined, 204);
      }
      if (c.path === '/api/v1/user/3/user_feed/40' && refreshed) return json({ data: post(9) });
      return undefined;
    });
    const own = article(root, 'Thanks all');
    await click(getByRole(own, 'button', 'Options'));
    expect(queryAllByRole(own, 'menuitem').map((m) => m.textContent)).toEqual(['Delete']);
    await click(menuItem(own, 'Delete'));
    const dialog = getByRole(root, 'alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete your comment?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await click(getByRole(dialog, 'button', 'Delete'));
    await settle();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: '/api/v1/user/7/reactions/40/12', json: { kind: 'comment' } });
    expect(queryAllByRole(root, 'alertdialog')).toHaveLength(0);
    expect(texts(root)).toEqual(['Nice work']);
    await settle();
    expect(root.querySelector('.post-detail__comment-count')?.textContent).toBe('9 comments');
  });

  it('a failed delete keeps the comment and says so in the dialog', async () => {
    const { root } = await show((c) => (c.method === 'DELETE' ? errorBody(500, 'boom') : undefined));
    const own = article(root, 'Reply two');
    await click(getByRole(own, 'button', 'Options'));
    await click(menuItem(own, 'Delete'));
    expect(getByRole(root, 'alertdialog').textContent).toContain('Are you sure you want to delete your reply?');
    await click(getByRole(getByRole(root, 'alertdialog'), 'button', 'Delete'));
    await settle();
    expect(getByRole(root, 'alertdialog').textContent).toContain('Unable to delete your reply. Please try again later.');
    expect(texts(root)).toContain('Reply two');
    expect(root.querySelector('.post-detail__comment-count')?.textContent).toBe('14 comments');
  });

  it('edits through the composer slot: the slot gets the item, its answer replaces the text', async () => {
    const slots: ComposerSlotProps[] = [];
    const renderComposer = (p: ComposerSlotProps) => {
      slots.push(p);
      return <div className={`composer composer--${p.edit ? 'edit' : p.kind}`} />;
    };
    const { root } = await show(undefined, { renderComposer });
    expect(root.querySelectorAll('.composer--comment')).toHaveLength(1);
    const own = article(root, 'Thanks all');
    await click(getByRole(own, 'button', 'Options'));
    await click(menuItem(own, 'Edit'));
    expect(own.querySelector('.composer--edit')).not.toBeNull();
    const edit = slots.filter((s) => s.edit).at(-1)!;
    expect(edit).toMatchObject({ kind: 'comment', commentId: 12, postId: 40, ctx: { type: 'timeline' } });
    expect(edit.edit?.id).toBe(12);
    await act(async () => edit.onDone({ ...edit.edit!, content: 'Thanks everyone', edited: true }));
    const edited = article(root, 'Thanks everyone');
    expect(edited.querySelector('.comment__edited')?.textContent).toBe('Edited');
    expect(root.querySelector('.composer--edit')).toBeNull();
    expect(texts(root)).toEqual(['Nice work', 'Thanks everyone', 'Reply one', 'Reply two']);
  });

  it('a reply from the composer goes under its comment', async () => {
    const slots: ComposerSlotProps[] = [];
    const { root } = await show((c) => (c.path === '/api/v1/user/3/user_feed/40' && slots.length ? json({ data: post(15) }) : undefined), {
      renderComposer: (p) => {
        slots.push(p);
        return <div className={`composer composer--${p.kind}`} />;
      },
    });
    await click(getByRole(article(root, 'Nice work'), 'button', 'Reply'));
    const slot = slots.filter((s) => s.kind === 'reply').at(-1)!;
    expect(slot.commentId).toBe(11);
    await act(async () => slot.onDone(reply(30, ana, 'On it', { comment_id: 11 }) as never));
    await settle();
    expect(texts(root)).toEqual(['Nice work', 'On it', 'Thanks all', 'Reply one', 'Reply two']);
    expect(root.querySelector('.post-detail__comment-count')?.textContent).toBe('15 comments');
  });
});

describe('PostDetail failures and safety', () => {
  it("a missing post says §8's text and goes back", async () => {
    const { root } = await show((c) => (c.path === '/api/v1/user/3/user_feed/40' ? errorBody(404, 'not_found', 'Post not found.') : undefined));
    expect(getByRole(root, 'alert').textContent).toBe('Error refreshing post. Post not found. Please try again later');
    expect(onBack).toHaveBeenCalledWith('Error refreshing post. Post not found. Please try again later');
  });

  it('comment content and names render as text, never as HTML', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { root } = await show((c) =>
      c.method === 'GET' && c.path.endsWith('/reactions/40')
        ? json({ results: [comment(50, { id: 3, first_name: evil, last_name: 'Reed' }, `hi ${evil}`)], count: 1, offset: 0, next_offset: null })
        : undefined,
    );
    expect(root.querySelector('img[src="x"]')).toBeNull();
    expect(texts(root)).toEqual([`hi ${evil}`]);
    expect(root.querySelector('.comment__name')?.textContent).toBe(`${evil} Reed`);
  });

  it('links in a comment are anchors (others in a new tab); the link preview is text', async () => {
    const evil = '<b onmouseover=alert(1)>x</b>';
    const og = { url: 'https://example.org/run', title: evil, description: 'Join us' };
    const { root } = await show((c) =>
      c.method === 'GET' && c.path.endsWith('/reactions/40')
        ? json({ results: [comment(51, sam, 'See https://example.org/run.', { open_graph: og })], count: 1, offset: 0, next_offset: null })
        : undefined,
    );
    const link = root.querySelector<HTMLAnchorElement>('.comment__text a');
    expect(link?.getAttribute('href')).toBe('https://example.org/run');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(texts(root)).toEqual(['See https://example.org/run.']);
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('.og__title')?.textContent).toBe(evil);
  });

  it("a failed report of a comment or reply says 'Error reporting comment' (or the server's reason) in the dialog", async () => {
    let answer = () => errorBody(500, 'boom');
    const { root } = await show((c) => (c.path.startsWith('/api/v1/report/') ? answer() : undefined));
    const other = article(root, 'Reply one');
    await click(getByRole(other, 'button', 'Options'));
    await click(menuItem(other, 'Report'));
    const send = async () => {
      await click(getByRole(getByRole(root, 'alertdialog'), 'button', 'Report'));
      await settle();
      return getByRole(getByRole(root, 'alertdialog'), 'alert').textContent;
    };
    expect(await send()).toBe('Error reporting comment');
    answer = () => errorBody(404, 'not_found', 'This comment does not exist.');
    const { productName } = $config.get();
    expect(await send()).toBe(`${productName}: This comment does not exist.`);
  });

  it('reports another member’s reply with reply_id', async () => {
    const { root, calls } = await show((c) => (c.path.startsWith('/api/v1/report/') ? json({ id: 1 }, 201) : undefined));
    const other = article(root, 'Reply one');
    await click(getByRole(other, 'button', 'Options'));
    await click(menuItem(other, 'Report'));
    await click(getByRole(getByRole(root, 'alertdialog'), 'button', 'Report'));
    await settle();
    expect(calls.find((c) => c.path.startsWith('/api/v1/report/'))).toMatchObject({ path: '/api/v1/report/user/3/reaction/21', json: { reporter: 7, reply_id: 21 } });
    const { productName } = $config.get();
    expect(root.querySelector('.rwb-alert--success .rwb-alert__body')?.textContent).toBe(`${productName}: Your report has been sent`);
  });
});
