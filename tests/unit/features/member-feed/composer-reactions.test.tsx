// The comment and reply composer (inline, labelled by its kind) and the challenge post's workout
// fields (events spec §2, §5, §8): empty and failure texts by kind, the bodies sent, edits with PUT,
// image intents, a failed image upload, the link preview and @mentions in a comment, and the workout
// messages under the fields.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// api/compose.ts loads its schemas with the first request; loaded here first so the fake timers' flush covers an answer.
import '@/features/member-feed/schemas/post';
import '@/features/member-feed/schemas/reaction';
import { Composer } from '@/features/member-feed/components/composer';
import type { FeedContext } from '@/features/member-feed/model/contexts';
import type { Comment } from '@/features/member-feed/schemas/reaction';
import { cleanup, click, getByLabelText, getByRole, queryAllByRole, render } from '../../ui/render';
import { errorBody, json, loginAs, resetPlatform } from '../../helpers';
import { bodyOf, commentAnswer, flush, installApi, installBrowserImages, member, option, optionText, pick, png, postAnswer, preview, settle, thumbs, typeInput, typeText } from './composer-support';

beforeEach(() => {
  resetPlatform();
  loginAs(7);
});
afterEach(async () => {
  vi.useRealTimers();
  await cleanup();
  resetPlatform();
});

const timeline: FeedContext = { type: 'timeline' };
const alerts = (root: ShadowRoot) => queryAllByRole(root, 'alert').map((a) => a.querySelector('.rwb-alert__body')?.textContent ?? a.textContent);
const sent = (calls: { method: string; path: string; json: unknown }[]) => calls.filter((c) => c.method !== 'GET' && c.path !== '/api/v1/media').map((c) => [c.method, c.path, c.json]);

async function inline(kind: 'comment' | 'reply', extra: { edit?: Comment; context?: FeedContext } = {}) {
  const onDone = vi.fn();
  const r = await render(
    <Composer context={extra.context ?? timeline} kind={kind} postId={40} commentId={kind === 'reply' ? 60 : undefined} edit={extra.edit} viewer={member} onDone={onDone} onCancel={vi.fn()} />,
  );
  const label = kind === 'comment' ? 'Comment' : 'Reply';
  const text = getByRole(r.root, 'textbox', label) as HTMLTextAreaElement;
  return { ...r, text, onDone };
}

describe('comment and reply composer', () => {
  it('is inline (no dialog), labelled by its kind, with the counter', async () => {
    installApi();
    const { root, text } = await inline('comment');
    expect(queryAllByRole(root, 'dialog')).toHaveLength(0);
    expect(getByRole(root, 'group', 'Comment')).toBeTruthy();
    await typeText(text, 'Nice ruck');
    expect(root.querySelector('.rwb-composer__counter')!.textContent).toBe('9/1500');
    await cleanup();
    const reply = await inline('reply');
    expect(getByRole(reply.root, 'group', 'Reply')).toBeTruthy();
  });

  it("empty texts: 'Unable to post an empty comment.' / 'Unable to post an empty reply.'", async () => {
    const { calls } = installApi();
    let r = await inline('comment');
    await click(getByRole(r.root, 'button', 'Post'));
    expect(alerts(r.root)).toEqual(['Unable to post an empty comment.']);
    await cleanup();
    r = await inline('reply');
    await typeText(r.text, ' \n ');
    await click(getByRole(r.root, 'button', 'Post'));
    expect(alerts(r.root)).toEqual(['Unable to post an empty reply.']);
    expect(calls).toHaveLength(0);
  });

  it('a comment with only an image is sent (intent comment); a reply names its comment; event posts use the event reactions', async () => {
    const { calls } = installApi((c) => (c.method === 'POST' && c.path.includes('/reactions/') ? json(commentAnswer(), 201) : undefined));
    installBrowserImages({ auto: true });
    let r = await inline('comment');
    await pick(r.root.querySelector('input[type="file"]') as HTMLElement, [png(1)]);
    await click(getByRole(r.root, 'button', 'Post'));
    await vi.waitFor(() => expect(r.onDone).toHaveBeenCalled());
    await cleanup();
    r = await inline('reply', { context: { type: 'event', id: 12 } });
    await typeText(r.text, 'Agreed');
    await click(getByRole(r.root, 'button', 'Post'));
    await vi.waitFor(() => expect(r.onDone).toHaveBeenCalled());
    expect(calls.filter((c) => c.path === '/api/v1/media').map((c) => c.json)).toEqual([{ media_filename: 'photo1.png', media_intent: 'comment' }]);
    expect(sent(calls)).toEqual([
      ['POST', '/api/v1/user/7/reactions/40', { kind: 'comment', content: '', media: ['http://api.test/media/comment/1.png'], open_graph: null, tagged: [] }],
      ['POST', '/api/v1/mobile_event/12/reactions/40', { kind: 'reply', content: 'Agreed', media: [], open_graph: null, tagged: [], comment_id: 60 }],
    ]);
  });

  it("failures: 'Unable to post your {kind}. Please try again later.' and the text stays", async () => {
    installApi((c) => (c.method === 'POST' && c.path.includes('/reactions/') ? errorBody(500, 'server_error') : undefined));
    let r = await inline('comment');
    await typeText(r.text, 'Keep this');
    await click(getByRole(r.root, 'button', 'Post'));
    await settle();
    expect(alerts(r.root)).toEqual(['Unable to post your comment. Please try again later.']);
    expect(r.text.value).toBe('Keep this');
    await cleanup();
    r = await inline('reply');
    await typeText(r.text, 'And this');
    await click(getByRole(r.root, 'button', 'Post'));
    await settle();
    expect(alerts(r.root)).toEqual(['Unable to post your reply. Please try again later.']);
    expect(r.text.value).toBe('And this');
  });

  it("an edit is prefilled and sent with PUT and its kind; a failure: 'Unable to update your comment. Please try again later.'", async () => {
    let fail = true;
    const { calls } = installApi((c) => (c.method === 'PUT' ? (fail ? errorBody(500, 'server_error') : json(commentAnswer({ edited: true }))) : undefined));
    const edit = { id: 61, user: { id: 7 }, kind: 'comment', content: 'Old', created_at: '2026-01-01T00:00:00Z', media: [{ url: 'http://api.test/media/comment/o.png', kind: 'image' }] } as Comment;
    const r = await inline('comment', { edit });
    expect(r.text.value).toBe('Old');
    await typeText(r.text, 'New');
    await click(getByRole(r.root, 'button', 'Save'));
    await settle();
    expect(alerts(r.root)).toEqual(['Unable to update your comment. Please try again later.']);
    expect(r.text.value).toBe('New');
    fail = false;
    await click(getByRole(r.root, 'button', 'Save'));
    await vi.waitFor(() => expect(r.onDone).toHaveBeenCalledWith(expect.objectContaining({ edited: true })));
    expect(sent(calls)[1]).toEqual(['PUT', '/api/v1/user/7/reactions/40/61', { kind: 'comment', content: 'New', media: ['http://api.test/media/comment/o.png'], open_graph: null, tagged: [] }]);
  });
});

describe('comment and reply composer: images, link preview, mentions', () => {
  it("a failed comment or reply image upload says 'Error uploading image' and keeps the text and the image", async () => {
    const { calls } = installApi((c) => (c.method === 'POST' && c.path.includes('/reactions/') ? json(commentAnswer(), 201) : undefined));
    installBrowserImages({ auto: true, status: 500 });
    for (const kind of ['comment', 'reply'] as const) {
      const r = await inline(kind);
      await typeText(r.text, `Look at this ${kind}`);
      await pick(r.root.querySelector('input[type="file"]') as HTMLElement, [png(1)]);
      await click(getByRole(r.root, 'button', 'Post'));
      await settle();
      expect(alerts(r.root)).toEqual(['Error uploading image']);
      expect(r.text.value).toBe(`Look at this ${kind}`);
      expect(thumbs(r.root)).toEqual(['Image 1']);
      expect(r.onDone).not.toHaveBeenCalled();
      await cleanup();
    }
    expect(calls.filter((c) => c.path === '/api/v1/media').map((c) => (c.json as { media_intent: string }).media_intent)).toEqual(['comment', 'reply']);
    expect(sent(calls)).toEqual([]);
  });

  it('previews the last link 1 s after typing, travels as open_graph, and a dismissed preview is gone and not sent', async () => {
    const { calls } = installApi((c) => {
      if (c.path === '/api/v1/link_preview') {
        const url = new URL(c.url).searchParams.get('url')!;
        return json({ title: url.includes('b.org') ? 'B page' : `Page ${url}`, description: 'About it', image_url: null, url });
      }
      if (c.method === 'POST' && c.path === '/api/v1/user/7/reactions/40') return json(commentAnswer(), 201);
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { root, text, onDone } = await inline('comment');
    await typeText(text, 'See https://a.org and https://b.org.');
    await act(async () => void (await vi.advanceTimersByTimeAsync(900)));
    expect(calls.filter((c) => c.path === '/api/v1/link_preview')).toHaveLength(0);
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    await flush();
    expect(calls.filter((c) => c.path === '/api/v1/link_preview').map((c) => new URL(c.url).searchParams.get('url'))).toEqual(['https://b.org']);
    expect(preview(root)!.textContent).toContain('B page');
    await click(getByRole(root, 'button', 'Post'));
    await flush();
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(bodyOf(calls, '/api/v1/user/7/reactions/40')).toEqual({
      kind: 'comment', content: 'See https://a.org and https://b.org.', media: [], tagged: [],
      open_graph: { url: 'https://b.org', title: 'B page', description: 'About it', image_url: null },
    });

    // The composer is empty again: a new link, its preview dismissed.
    expect(text.value).toBe('');
    await typeText(text, 'Also www.c.org');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    await flush();
    expect(preview(root)!.textContent).toContain('Page https://www.c.org');
    await click(getByRole(root, 'button', 'Remove link preview'));
    expect(preview(root)).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1500)));
    expect(preview(root)).toBeNull();
    await click(getByRole(root, 'button', 'Post'));
    await flush();
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(onDone).toHaveBeenCalledTimes(2);
    const posted = calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/user/7/reactions/40');
    expect(posted[1].json).toMatchObject({ content: 'Also www.c.org', open_graph: null });
  });

  it('typing @ and letters offers members; choosing one inserts the name and sends its id in tagged', async () => {
    const ana = { id: 9, first_name: 'Ana', last_name: 'Lopez', profile_photo_url: null };
    const { calls } = installApi((c) => {
      if (c.path === '/api/v1/search/user') return json({ data: [ana], count: 1, next: null });
      if (c.method === 'POST' && c.path === '/api/v1/user/7/reactions/40') return json(commentAnswer(), 201);
    });
    const { root, text, onDone } = await inline('comment');
    await typeText(text, 'Nice one @An');
    await act(() => new Promise((r) => setTimeout(r, 550)));
    expect(calls.filter((c) => c.path === '/api/v1/search/user').map((c) => new URL(c.url).searchParams.get('name'))).toEqual(['An']);
    const list = getByRole(root, 'listbox', 'Mention suggestions');
    expect(queryAllByRole(list, 'option').map(optionText)).toEqual(['Ana Lopez']);
    await click(option(root, 'Ana Lopez'));
    expect(text.value).toBe('Nice one @Ana Lopez ');
    expect(list.hidden).toBe(true);
    await typeText(text, 'Nice one @Ana Lopez well done');
    await click(getByRole(root, 'button', 'Post'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodyOf(calls, '/api/v1/user/7/reactions/40')).toEqual({ kind: 'comment', content: 'Nice one @Ana Lopez well done', media: [], open_graph: null, tagged: [9] });
  });
});

describe('challenge post: workout fields', () => {
  const challenge: FeedContext = { type: 'challenge', id: 4 };

  async function open(requiredUnit?: string) {
    const onDone = vi.fn();
    const r = await render(<Composer context={challenge} kind="post" viewer={member} requiredUnit={requiredUnit} onDone={onDone} onCancel={vi.fn()} />);
    const text = getByRole(r.root, 'textbox', 'Post text') as HTMLTextAreaElement;
    return { ...r, text, onDone };
  }
  const field = (root: ShadowRoot, label: string) => getByLabelText(root, label) as HTMLInputElement;
  const errorOf = (root: ShadowRoot, label: string) => root.getElementById(`${field(root, label).id}-error`)!.textContent;

  it('no workout fields outside a challenge feed', async () => {
    installApi();
    await render(<Composer context={{ type: 'group', id: 3 }} kind="post" viewer={member} onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(document.body.querySelector('div')!.shadowRoot!.textContent).not.toContain('Share a workout');
  });

  it('shows the exact messages under the fields and sends nothing', async () => {
    const { calls } = installApi();
    const { root, text } = await open('minutes');
    await typeText(text, 'Ran today');
    await click(getByLabelText(root, 'Share a workout'));
    await click(getByRole(root, 'button', 'Post'));
    expect(alerts(root)).toEqual(['Empty workout not allowed. Please enter at least one field.']);

    await typeInput(field(root, 'Miles'), '1001');
    await typeInput(field(root, 'Steps'), '1234567');
    await typeInput(field(root, 'Hours'), '1.555');
    await click(getByRole(root, 'button', 'Post'));
    expect(errorOf(root, 'Miles')).toBe('TOO LARGE OF AN INPUT, NO MORE THAN 1000 MILES MAY BE USED');
    expect(errorOf(root, 'Steps')).toBe('TOO LARGE OF A NUMBER, NO MORE THAN SIX DIGITS MAY BE USED');
    expect(errorOf(root, 'Hours')).toBe('TOO MANY DECIMAL PLACES, NO MORE THAN TWO DECIMAL PLACES MAY BE USED');
    expect(field(root, 'Miles').getAttribute('aria-invalid')).toBe('true');

    await typeInput(field(root, 'Miles'), 'abc');
    await typeInput(field(root, 'Steps'), '');
    await typeInput(field(root, 'Hours'), '25');
    await click(getByRole(root, 'button', 'Post'));
    expect(errorOf(root, 'Miles')).toBe('PLEASE ENTER A NUMBER');
    expect(root.textContent).toContain('TOO LARGE OF AN INPUT, TIME ENTERED MUST BE NO MORE THAN A DAY');

    await typeInput(field(root, 'Miles'), '3');
    await typeInput(field(root, 'Hours'), '0');
    await click(getByRole(root, 'button', 'Post'));
    expect(root.textContent).toContain('A TIME IS REQUIRED');
    expect(calls).toHaveLength(0);
  });

  it('a valid workout is sent as {miles, steps, minutes}', async () => {
    const { calls } = installApi((c) => (c.path === '/api/v1/challenge/4/timeline' ? json(postAnswer(), 201) : undefined));
    const { root, text, onDone } = await open();
    await typeText(text, 'Ran today');
    await click(getByLabelText(root, 'Share a workout'));
    await typeInput(field(root, 'Miles'), '3.5');
    await typeInput(field(root, 'Hours'), '1');
    await typeInput(field(root, 'Minutes'), '30');
    await typeInput(field(root, 'Seconds'), '30');
    await click(getByRole(root, 'button', 'Post'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent(calls)).toEqual([
      ['POST', '/api/v1/challenge/4/timeline', { text: 'Ran today', media: [], tagged: [], tag_everyone: false, open_graph: null, workout: { miles: 3.5, steps: null, minutes: 90.5 } }],
    ]);
  });
});
