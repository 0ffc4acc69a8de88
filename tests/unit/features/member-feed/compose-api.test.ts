// The composer's calls (docs/api.md "Feeds and posts", "Reactions", "Media", "Link preview", "Member
// search"): create/edit paths and bodies per context, media intents and uploads five at a time, the
// link preview and the member search queries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPost, createReaction, getLinkPreview, searchMembers, updatePost, updateReaction, uploadImages, type PostPayload } from '@/features/member-feed/api/compose';
import { ImageError, type PutImage } from '@/lib/image';
import { installFetch, json, loginAs, resetPlatform } from '../../helpers';

const post = { id: 40, user: { id: 7 }, verb: 'post', time: '2026-01-01T00:00:00Z', text: 'Hi' };
const comment = { id: 60, user: { id: 7 }, kind: 'comment', content: 'Nice', created_at: '2026-01-01T00:00:00Z' };
const payload: PostPayload = { text: 'Hi', media: [], tagged: [], tag_everyone: false, open_graph: null };

beforeEach(() => {
  resetPlatform();
  loginAs(7);
});
afterEach(() => resetPlatform());

const png = (n: number) => new File([new Uint8Array(16)], `p${n}.png`, { type: 'image/png' });
const dimensions = async () => ({ width: 400, height: 300 });

/** The signing answers of POST api/v1/media: one URL per call. */
function mediaServer() {
  let n = 0;
  return installFetch((c) => {
    if (c.path === '/api/v1/media') {
      n += 1;
      return json({ media_upload_url: `http://api.test/media/up/${n}?signature=x`, url: `http://api.test/media/post/${n}.png` });
    }
    return json({ error: { code: 'not_found' } }, 404);
  });
}

describe('compose api: posts and reactions', () => {
  it("creates in the context's feed (the member's own for the timeline) and edits through the member's feed", async () => {
    const { calls } = installFetch(() => json({ data: post }, 201));
    expect((await createPost({ type: 'timeline' }, 7, payload)).id).toBe(40);
    await createPost({ type: 'group', id: 3 }, 7, payload);
    await createPost({ type: 'challenge', id: 4 }, 7, { ...payload, workout: { miles: 2, steps: null, minutes: 30 } });
    await createPost({ type: 'event', id: 5 }, 7, payload);
    await updatePost(7, 40, { ...payload, open_graph: null });
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['POST', '/api/v1/user/7/user_feed'],
      ['POST', '/api/v1/group/3/timeline'],
      ['POST', '/api/v1/challenge/4/timeline'],
      ['POST', '/api/v1/mobile_event/5/timeline'],
      ['PUT', '/api/v1/user/7/user_feed/40'],
    ]);
    expect(calls[2].json).toEqual({ ...payload, workout: { miles: 2, steps: null, minutes: 30 } });
    expect(calls[4].json).toEqual(payload);
  });

  it('comments and replies: POST {kind, content, comment_id, media, open_graph, tagged}; PUT with kind, to the reaction', async () => {
    const { calls } = installFetch(() => json(comment, 201));
    const og = { url: 'https://x.org', title: 'X', description: 'Click to open link', image_url: null };
    await createReaction({ type: 'user', userId: 3 }, 7, 40, { kind: 'comment', content: 'Nice', media: ['u1'], open_graph: og, tagged: [9] });
    await createReaction({ type: 'event', id: 12 }, 7, 40, { kind: 'reply', content: 'Yes', comment_id: 60, media: [], open_graph: null, tagged: [] });
    await updateReaction({ type: 'timeline' }, 7, 40, 61, { kind: 'reply', content: 'Edited', comment_id: 60, media: [], open_graph: null, tagged: [] });
    expect(calls.map((c) => [c.method, c.path, c.json])).toEqual([
      ['POST', '/api/v1/user/7/reactions/40', { kind: 'comment', content: 'Nice', media: ['u1'], open_graph: og, tagged: [9] }],
      ['POST', '/api/v1/mobile_event/12/reactions/40', { kind: 'reply', content: 'Yes', comment_id: 60, media: [], open_graph: null, tagged: [] }],
      ['PUT', '/api/v1/user/7/reactions/40/61', { kind: 'reply', content: 'Edited', media: [], open_graph: null, tagged: [] }],
    ]);
  });
});

describe('compose api: images', () => {
  it("signs each image with its intent, then PUTs them five at a time, the next five after the first five", async () => {
    const { calls } = mediaServer();
    let active = 0;
    let most = 0;
    const order: string[] = [];
    const finishers: (() => void)[] = [];
    const put: PutImage = (url, _blob, type, onProgress) =>
      new Promise((resolve) => {
        active += 1;
        most = Math.max(most, active);
        order.push(`start ${url.split('?')[0].split('/').pop()} ${type}`);
        onProgress(50);
        finishers.push(() => {
          active -= 1;
          resolve({ status: 200, body: { url: url.split('?')[0].replace('/up/', '/post/') + '.png' } });
        });
      });
    const progress = vi.fn();
    const uploaded = vi.fn();
    const files = Array.from({ length: 7 }, (_, i) => png(i));
    const done = uploadImages(files, 'comment', { onProgress: progress, onUploaded: uploaded }, { put, dimensions });

    await vi.waitFor(() => expect(finishers).toHaveLength(5));
    expect(active).toBe(5);
    expect(calls.filter((c) => c.path === '/api/v1/media')).toHaveLength(5);
    // Four of the first batch done: the sixth has not started.
    finishers.slice(0, 4).forEach((f) => f());
    await new Promise((r) => setTimeout(r, 10));
    expect(finishers).toHaveLength(5);
    finishers[4]();
    await vi.waitFor(() => expect(finishers).toHaveLength(7));
    finishers.slice(5).forEach((f) => f());

    expect(await done).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `http://api.test/media/post/${n}.png`));
    expect(most).toBe(5);
    const signs = calls.filter((c) => c.path === '/api/v1/media');
    expect(signs.map((c) => c.json)).toEqual(files.map((f) => ({ media_filename: f.name, media_intent: 'comment' })));
    expect(order.every((o) => o.endsWith('image/png'))).toBe(true);
    expect(progress).toHaveBeenCalledWith(6, 50);
    expect(progress).toHaveBeenCalledWith(6, 100);
    expect(uploaded.mock.calls.map((c) => c[0]).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('a failed PUT rejects with the ImageError once its batch settled; the others were reported uploaded', async () => {
    mediaServer();
    const put: PutImage = async (url) => (url.includes('/up/2?') ? { status: 500, body: null } : { status: 200, body: { url: url.split('?')[0] } });
    const uploaded = vi.fn();
    const error = await uploadImages([png(1), png(2), png(3)], 'post', { onUploaded: uploaded }, { put, dimensions }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageError);
    expect((error as ImageError).message).toBe('Error uploading image');
    expect(uploaded.mock.calls.map((c) => c[0]).sort()).toEqual([0, 2]);
  });

  it('an image of at least 1000×1000 px is resized to 1000×1000 before it is sent', async () => {
    mediaServer();
    const resized = new Blob([new Uint8Array(8)], { type: 'image/png' });
    const resize = vi.fn(async () => resized);
    const bodies: Blob[] = [];
    const put: PutImage = async (url, blob) => {
      bodies.push(blob);
      return { status: 200, body: { url: url.split('?')[0] } };
    };
    await uploadImages([png(1), png(2)], 'post', {}, { put, resize, dimensions: async () => ({ width: 1200, height: 1000 }) });
    expect(resize.mock.calls.map((c) => (c as unknown[]).slice(1))).toEqual([
      [1000, 1000],
      [1000, 1000],
    ]);
    expect(bodies).toEqual([resized, resized]);
  });

  it("an image over 10485760 bytes after resizing is 'Image too large' and is never signed", async () => {
    const { calls } = mediaServer();
    const big = new File([new Uint8Array(10_485_761)], 'big.png', { type: 'image/png' });
    const error = await uploadImages([big], 'reply', {}, { put: vi.fn(), dimensions }).catch((e: unknown) => e);
    expect((error as ImageError).message).toBe('Image too large');
    expect(calls).toHaveLength(0);
  });
});

describe('compose api: link preview and member search', () => {
  it('GET api/v1/link_preview?url= answers the open graph', async () => {
    const { calls } = installFetch(() => json({ title: 'Ruck', description: 'Click to open link', image_url: null, url: 'https://x.org/a?b=1' }));
    const og = await getLinkPreview('https://x.org/a?b=1');
    expect(og).toMatchObject({ title: 'Ruck', description: 'Click to open link', url: 'https://x.org/a?b=1' });
    expect(calls[0].path).toBe('/api/v1/link_preview');
    expect([...new URL(calls[0].url).searchParams]).toEqual([['url', 'https://x.org/a?b=1']]);
    expect(calls[0].headers.get('authorization')).toBe('Bearer access-1');
  });

  it('GET api/v1/search/user?name= answers the members', async () => {
    const { calls } = installFetch(() => json({ data: [{ id: 9, first_name: 'Ana', last_name: 'Lopez', profile_photo_url: null }], count: 1, next: null }));
    const members = await searchMembers('Ana L');
    expect(members.map((m) => [m.id, m.first_name, m.last_name])).toEqual([[9, 'Ana', 'Lopez']]);
    expect(calls[0].path).toBe('/api/v1/search/user');
    expect([...new URL(calls[0].url).searchParams]).toEqual([['name', 'Ana L']]);
  });
});
