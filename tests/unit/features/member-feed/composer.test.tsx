// The post composer (events spec §2 Post composer, §5, §8, §9): the dialog, the counter and limit,
// the empty alert, the image alerts and uploads, failures that keep what was typed, and edits.
// Mentions and the link preview: composer-mentions.test.tsx.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddPostButton, canCompose } from '@/features/member-feed/components/composer';
import type { Post } from '@/features/member-feed/schemas/post';
import { cleanup, click, getByRole, press, render } from '../../ui/render';
import { errorBody, json, loginAs, resetPlatform } from '../../helpers';
import { alerts, bodyOf, group, installApi, installBrowserImages, member, openPost, pick, png, pngs, postAnswer, settle, submit, thumbs, typeText } from './composer-support';

beforeEach(() => {
  resetPlatform();
  loginAs(7);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});


describe('post composer', () => {
  it("is a dialog titled 'Post' with a counter 'n/1500'; more than 1500 characters are refused with a message", async () => {
    installApi();
    const { root, text } = await openPost();
    expect(root.activeElement).toBe(text);
    expect(root.querySelector('.rwb-composer__counter')!.textContent).toBe('0/1500');
    await typeText(text, 'Hello');
    expect(root.querySelector('.rwb-composer__counter')!.textContent).toBe('5/1500');
    await typeText(text, 'a'.repeat(1501));
    expect(text.value).toHaveLength(1500);
    expect(root.querySelector('.rwb-composer__counter')!.textContent).toBe('1500/1500');
    expect(root.textContent).toContain('Text is limited to 1500 characters.');
    expect(text.getAttribute('aria-invalid')).toBe('true');
  });

  it("an empty post alerts 'Unable to upload an empty post!' and sends nothing", async () => {
    const { calls } = installApi();
    const { root, text } = await openPost();
    await typeText(text, '   ');
    await submit(root);
    expect(alerts(root)).toEqual(['Unable to upload an empty post!']);
    expect(calls).toHaveLength(0);
  });

  it('more than 10 images at once: none taken and the first alert; past 10 in all: the ones that fit and the second alert', async () => {
    installApi();
    installBrowserImages();
    const { root, files } = await openPost();
    await pick(files, pngs(11));
    expect(alerts(root)).toEqual(['Maximum numbers of images for post has been reached. Please ensure you have no more than 10 images selected.']);
    expect(thumbs(root)).toEqual([]);
    await pick(files, pngs(8));
    expect(thumbs(root)).toHaveLength(8);
    expect(alerts(root)).toEqual([]);
    await pick(files, pngs(3));
    expect(thumbs(root)).toHaveLength(10);
    expect(alerts(root)).toEqual(['Maximum numbers of images for post has been reached.']);
    // The strip removes one.
    await click(getByRole(root, 'button', 'Remove Image 10'));
    expect(thumbs(root)).toHaveLength(9);
  });

  it("an image over 10485760 bytes is refused: 'Image too large'", async () => {
    installApi();
    installBrowserImages();
    const { root, files } = await openPost();
    await pick(files, [png(1, 10_485_761)]);
    expect(alerts(root)).toEqual(['Image too large']);
    expect(thumbs(root)).toEqual([]);
  });

  it('uploads images (intent post) with a progress bar, then posts their URLs; onDone 100 ms after the create', async () => {
    let createdAt = 0;
    let doneAt = 0;
    const { calls } = installApi((c) => {
      if (c.method === 'POST' && c.path === '/api/v1/group/3/timeline') {
        createdAt = performance.now();
        return json(postAnswer(), 201);
      }
    });
    const { puts } = installBrowserImages();
    const onDone = vi.fn(() => void (doneAt = performance.now()));
    const { root, text, files } = await openPost({ onDone });
    await typeText(text, 'Ruck day');
    await pick(files, pngs(2));
    expect(thumbs(root)).toEqual(['Image 1', 'Image 2']);
    await submit(root);
    await settle();
    expect(calls.filter((c) => c.path === '/api/v1/media').map((c) => (c.json as { media_intent: string }).media_intent)).toEqual(['post', 'post']);
    expect(puts).toHaveLength(2);
    await act(async () => puts[0].progress(50));
    const bar = getByRole(root, 'progressbar', 'Upload progress') as HTMLProgressElement;
    expect(bar.value).toBe(25);
    await act(async () => puts.forEach((p) => p.finish()));
    await vi.waitFor(() => expect(text.value).toBe(''));
    expect(bodyOf(calls, '/api/v1/group/3/timeline')).toEqual({
      text: 'Ruck day',
      media: ['http://api.test/media/post/1.png', 'http://api.test/media/post/2.png'],
      tagged: [],
      tag_everyone: false,
      open_graph: null,
    });
    // The composer cleared at once; the refresh callback runs 100 ms after the create answered.
    expect(onDone).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(doneAt - createdAt).toBeGreaterThanOrEqual(99);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 40 }));
  });

  it('seven images upload five at a time', async () => {
    installApi((c) => (c.path === '/api/v1/group/3/timeline' ? json(postAnswer(), 201) : undefined));
    const { puts } = installBrowserImages();
    const { root, files, onDone } = await openPost();
    await pick(files, pngs(7));
    await submit(root);
    await settle();
    expect(puts).toHaveLength(5);
    await act(async () => puts.forEach((p) => p.finish()));
    await vi.waitFor(() => expect(puts).toHaveLength(7));
    await act(async () => puts.slice(5).forEach((p) => p.finish()));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('a failed create keeps the text and images and shows the context text; a retry does not upload the images again', async () => {
    let fail = true;
    const { calls } = installApi((c) => (c.path === '/api/v1/group/3/timeline' ? (fail ? errorBody(500, 'server_error') : json(postAnswer(), 201)) : undefined));
    installBrowserImages({ auto: true });
    const { root, text, files, onDone } = await openPost();
    await typeText(text, 'Keep me');
    await pick(files, [png(1)]);
    await submit(root);
    await settle();
    expect(alerts(root)).toEqual(['Unable to post to group.']);
    expect(text.value).toBe('Keep me');
    expect(thumbs(root)).toEqual(['Image 1']);
    fail = false;
    await submit(root);
    await settle();
    await act(() => new Promise((r) => setTimeout(r, 120)));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.path === '/api/v1/media')).toHaveLength(1);
  });

  it('failure texts by context, and the image failure with the product name', async () => {
    installApi((c) => (c.method === 'POST' && !c.path.startsWith('/api/v1/media') ? errorBody(500, 'server_error') : undefined));
    let r = await openPost({ context: { type: 'challenge', id: 4 } });
    await typeText(r.text, 'x');
    await submit(r.root);
    await settle();
    expect(alerts(r.root)).toEqual(['Unable to post to challenge.']);
    await cleanup();
    r = await openPost({ context: { type: 'timeline' } });
    await typeText(r.text, 'x');
    await submit(r.root);
    await settle();
    expect(alerts(r.root)).toEqual(['Unable to upload post to RWB Servers.']);
    await cleanup();

    installBrowserImages({ auto: true, status: 500 });
    r = await openPost({ context: { type: 'timeline' } });
    await typeText(r.text, 'x');
    await pick(r.files, [png(1)]);
    await submit(r.root);
    await settle();
    expect(alerts(r.root)).toEqual(['Error uploading post image to Team RWB Servers.']);
    expect(thumbs(r.root)).toEqual(['Image 1']);
    expect(r.text.value).toBe('x');
  });
});


describe('post composer: edit, button, permissions', () => {
  const existing = {
    id: 40,
    user: { id: 7 },
    verb: 'post',
    time: '2026-01-01T00:00:00Z',
    text: 'Old @Ana Lopez',
    media: ['http://api.test/media/post/old.png'],
    tagged: [{ id: 9, first_name: 'Ana', last_name: 'Lopez' }],
    open_graph: null,
  } as Post;

  it('is prefilled from the post and sends a PUT through the member feed; a failure keeps the edit', async () => {
    let fail = true;
    const { calls } = installApi((c) => (c.method === 'PUT' ? (fail ? errorBody(500, 'server_error') : json(postAnswer({ edited: true }))) : undefined));
    const { root, text, onDone } = await openPost({ edit: existing });
    expect(text.value).toBe('Old @Ana Lopez');
    expect(thumbs(root)).toEqual(['Image 1']);
    await typeText(text, 'New @Ana Lopez');
    await submit(root, 'Save');
    await settle();
    // A group post's edit ('Unable to update post to RWB Servers.' is a member's own feed's: optimistic-edit.test).
    expect(alerts(root)).toEqual(['Unable to update post.']);
    expect(text.value).toBe('New @Ana Lopez');
    fail = false;
    await submit(root, 'Save');
    await settle();
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ edited: true }));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.path)).toEqual(['/api/v1/user/7/user_feed/40', '/api/v1/user/7/user_feed/40']);
    expect(puts[1].json).toEqual({ text: 'New @Ana Lopez', media: ['http://api.test/media/post/old.png'], tagged: [9], tag_everyone: false, open_graph: null });
  });

  it("the add button is round and named 'Create post'; Cancel and Escape close", async () => {
    const onClick = vi.fn();
    const { root } = await render(<AddPostButton onClick={onClick} />);
    await click(getByRole(root, 'button', 'Create post'));
    expect(onClick).toHaveBeenCalled();
    installApi();
    const r = await openPost();
    await click(getByRole(r.root, 'button', 'Cancel'));
    expect(r.onCancel).toHaveBeenCalledTimes(1);
    await press(r.text, 'Escape');
    expect(r.onCancel).toHaveBeenCalledTimes(2);
  });

  it('anonymous members and members outside the group cannot compose', () => {
    expect(canCompose(group, member, 'post')).toBe(true);
    expect(canCompose(group, { ...member, anonymous: true }, 'post')).toBe(false);
    expect(canCompose(group, { ...member, groupRole: null }, 'post')).toBe(false);
    expect(canCompose(group, { ...member, anonymous: true }, 'comment')).toBe(false);
    expect(canCompose({ type: 'timeline' }, { userId: null, anonymous: false }, 'reply')).toBe(false);
    expect(canCompose({ type: 'timeline' }, member, 'reply')).toBe(true);
  });
});
