// src/features/member-feed/api/{posts,compose,people}.ts against the real app: posts in every
// context (a member's feed, the aggregated timeline, group, challenge and event feeds), edit,
// delete, block, pins, group moderation, reports, the image upload of a post, the link preview (its
// SSRF refusal), member search, and the prefetched first page taken without a second request.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost as composePost, getLinkPreview, searchMembers, updatePost as composeUpdate, uploadImages, type PostPayload } from '@/features/member-feed/api/compose';
import { searchPeople } from '@/features/member-feed/api/people';
import {
  blockPost,
  createPost,
  deletePost,
  getFeedPage,
  getPinnedPost,
  pinPost,
  prefetchFeed,
  removeGroupPost,
  removeGroupUser,
  reportPost,
  reportUser,
  unpinPost,
  updatePost,
} from '@/features/member-feed/api/posts';
import { getPost } from '@/features/member-feed/api/reactions';
import type { FeedContext } from '@/features/member-feed/model/contexts';
import { setHttpFetch } from '@/lib/http';
import { currentFetch } from '@/lib/http-state';
import type { PutImage } from '@/lib/image';
import { clearPrefetched } from '@/lib/prefetch';
import { createLinkPreview, defaultAddressPolicy, type Resolver } from '../../server/services/link-preview/index';
import { startOgPageServer, type OgPageServer } from '../fixtures/og-page';
import { createEvent, syncedMember } from '../server/support/events';
import { failure, logIn, useContractServer, type Member } from './support';

// The link preview reads pages through the product's SSRF guard; only a public-looking name the test
// resolves to the local fixture page is let through (127.0.0.1 itself is refused by the default policy).
const PUBLIC_HOST = 'news.example.test';
let fixture: OgPageServer;
const resolve: Resolver = async (host) => {
  if (host === PUBLIC_HOST) return [{ address: '127.0.0.1', family: 4 }];
  throw new Error('ENOTFOUND');
};
const server = useContractServer({
  linkPreview: createLinkPreview({
    resolve,
    allowAddress: (c) => (c.host === PUBLIC_HOST && c.address === '127.0.0.1' && c.port === fixture.port) || defaultAddressPolicy(c),
    timeoutMs: 1000,
  }),
});

const TIMELINE: FeedContext = { type: 'timeline' };
const payload = (text: string, over: Partial<PostPayload> = {}): PostPayload => ({ text, media: [], tagged: [], tag_everyone: false, open_graph: null, ...over });
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server().db.query<T>(text, params).then((r) => r.rows);
const rename = (m: Member, first: string, last: string) => sql('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [m.id, first, last]);
async function newGroup() {
  const [row] = await sql<{ id: number }>(`INSERT INTO groups (type, name) VALUES ('activity', $1) RETURNING id`, [`Feed contract ${randomUUID().slice(0, 8)}`]);
  return row.id;
}
const join = (groupId: number, userId: number, role = 0) => sql('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, $3)', [groupId, userId, role]);
const ids = (page: { posts: Array<{ id: number }> }) => page.posts.map((p) => p.id);

let a: Member;
let b: Member;
beforeAll(async () => {
  fixture = await startOgPageServer({ '/story': { title: 'Ruck recap', description: 'Twelve miles & a sunrise', image: '/img/ruck.jpg' } });
  a = await server().createMember();
  b = await server().createMember();
  await rename(b, 'Tagged', `Buddy${randomUUID().slice(0, 6)}`);
});
afterAll(() => fixture?.close());

describe('member-feed posts api', () => {
  it('creates a post with text, a tagged member and a link preview, as the composer sends it; reads it back everywhere', async () => {
    await logIn(a);
    const og = { url: 'https://example.org/ruck', title: 'Ruck', description: 'Twelve miles', image_url: 'https://example.org/ruck.png' };
    const post = await composePost(TIMELINE, a.id, payload('Morning ruck with @Tagged https://example.org/ruck', { tagged: [b.id], open_graph: og }));
    expect(post).toMatchObject({
      user: { id: a.id, first_name: 'Test', last_name: 'Member', anonymous_profile: false },
      verb: 'post',
      origin: `user:${a.id}`,
      text: 'Morning ruck with @Tagged https://example.org/ruck',
      media: [],
      tagged: [{ id: b.id, first_name: 'Tagged' }],
      open_graph: og,
      edited: false,
      is_pinned: false,
      own_reactions: { like: [] },
      reaction_counts: { like: 0, comment: 0 },
    });
    expect(Date.parse(post.time)).not.toBeNaN();
    await expect(getPost(a.id, post.id)).resolves.toEqual(post);
    expect(await getFeedPage({ type: 'user', userId: a.id }, a.id)).toEqual({ posts: [post], next: null });
    expect(ids(await getFeedPage(TIMELINE, a.id, { scope: 'national' }))).toEqual([post.id]);
    expect(await getFeedPage(TIMELINE, a.id, { scope: 'my_groups' })).toEqual({ posts: [], next: null });
    // The tagged member is notified; someone who follows the author sees it in their timeline.
    expect(await sql('SELECT verb, actor_id FROM notifications WHERE user_id = $1 AND object_id = $2', [b.id, String(post.id)])).toEqual([{ verb: 'tag', actor_id: a.id }]);
    await logIn(b);
    expect(ids(await getFeedPage(TIMELINE, b.id))).not.toContain(post.id);
    await sql('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)', [b.id, a.id]);
    expect(ids(await getFeedPage(TIMELINE, b.id))).toContain(post.id);
    await expect(getPost(a.id, post.id)).resolves.toMatchObject({ id: post.id, user: { id: a.id } });
  });

  it('edits a post (both edit calls): edited, open_graph cleared by null; refusals carry the server’s texts', async () => {
    await logIn(a);
    const post = await createPost(TIMELINE, a.id, { text: 'Draft', open_graph: { url: 'https://example.org/a' } });
    expect(post.open_graph).toEqual({ url: 'https://example.org/a' });
    const edited = await composeUpdate(a.id, post.id, payload('Final text'));
    expect(edited).toMatchObject({ id: post.id, text: 'Final text', edited: true, open_graph: null, tagged: [] });
    await expect(updatePost(a.id, post.id, { text: 'Final, again' })).resolves.toMatchObject({ text: 'Final, again', edited: true });
    expect(await failure(composePost(TIMELINE, a.id, payload('  ')))).toMatchObject({ status: 422, code: 'validation', message: 'Unable to upload an empty post!', fields: { text: 'Unable to upload an empty post!' } });
    const long = await failure(composePost(TIMELINE, a.id, payload('x'.repeat(1501))));
    expect(long).toMatchObject({ status: 422, fields: { text: 'Post text cannot be longer than 1500 characters.' } });
    expect(await failure(composePost(TIMELINE, a.id, payload('hi', { tagged: [2_000_000_000] })))).toMatchObject({ status: 422, fields: { tagged: 'This member does not exist.' } });
    // A workout outside a challenge feed.
    const workout = await failure(createPost(TIMELINE, a.id, { text: 'ran', workout: { miles: 3 } }));
    expect(workout).toMatchObject({ status: 422, fields: { workout: 'A workout can only be shared in a challenge feed.' } });
    await logIn(b);
    expect(await failure(composeUpdate(b.id, post.id, payload('mine now')))).toMatchObject({ status: 403, code: 'not_author', message: 'You can only change your own posts.' });
  });

  it('pages a member’s feed by the last post id (10 a page, then the rest, next null)', async () => {
    const c = await server().createMember();
    await logIn(c);
    const written: number[] = [];
    for (let i = 0; i < 12; i++) written.push((await createPost({ type: 'user', userId: c.id }, c.id, { text: `post ${i}` })).id);
    const newest = written.slice().reverse();
    const first = await getFeedPage({ type: 'user', userId: c.id }, c.id);
    expect(ids(first)).toEqual(newest.slice(0, 10));
    expect(first.next).toBe(newest[9]);
    const second = await getFeedPage({ type: 'user', userId: c.id }, c.id, { offset: first.next });
    expect(second).toMatchObject({ next: null });
    expect(ids(second)).toEqual(newest.slice(10));
  });

  it('deletes one’s own post; another member may not; a deleted post is 404 and gone from the feed', async () => {
    await logIn(a);
    const post = await createPost(TIMELINE, a.id, { text: 'Short-lived' });
    await logIn(b);
    expect(await failure(deletePost(TIMELINE, b.id, post.id))).toMatchObject({ status: 403, code: 'not_author' });
    await logIn(a);
    await expect(deletePost(TIMELINE, a.id, post.id)).resolves.toBeUndefined();
    expect(await failure(getPost(a.id, post.id))).toMatchObject({ status: 404, message: 'Post not found.' });
    expect(ids(await getFeedPage({ type: 'user', userId: a.id }, a.id))).not.toContain(post.id);
  });

  it('blocks another member’s post (201, then 200), hidden from the blocker only; one’s own post is refused', async () => {
    await logIn(a);
    const post = await createPost(TIMELINE, a.id, { text: 'Block me' });
    await logIn(b);
    await expect(blockPost(b.id, post.id)).resolves.toEqual({ post_id: post.id });
    await expect(blockPost(b.id, post.id)).resolves.toEqual({ post_id: post.id });
    expect(ids(await getFeedPage(TIMELINE, b.id))).not.toContain(post.id);
    expect(ids(await getFeedPage({ type: 'user', userId: a.id }, b.id))).not.toContain(post.id);
    expect(await failure(getPost(a.id, post.id))).toMatchObject({ status: 404 });
    await logIn(a);
    expect(ids(await getFeedPage({ type: 'user', userId: a.id }, a.id))).toContain(post.id);
    expect(await failure(blockPost(a.id, post.id))).toMatchObject({ status: 422, message: 'You cannot block your own post.' });
  });

  it('reports a post (member feed) and a member; reporting one’s own post is refused', async () => {
    await logIn(a);
    const post = await createPost(TIMELINE, a.id, { text: 'Report me' });
    await logIn(b);
    await expect(reportPost(TIMELINE, post.id, a.id, b.id)).resolves.toEqual({ id: expect.any(Number) });
    await reportUser(a.id, b.id);
    const rows = await sql<{ target_type: string; target_id: string }>('SELECT target_type, target_id FROM reports WHERE reporter_id = $1 ORDER BY id', [b.id]);
    expect(rows).toEqual([
      { target_type: 'post', target_id: String(post.id) },
      { target_type: 'user', target_id: String(a.id) },
    ]);
    await logIn(a);
    expect(await failure(reportPost(TIMELINE, post.id, a.id, a.id))).toMatchObject({ status: 422, message: 'You cannot report your own content.' });
    expect(await failure(reportPost(TIMELINE, post.id, a.id, b.id))).toMatchObject({ status: 403, message: 'The reporter must be you.' });
  });

  it('a group feed: members post, others may not; moderators pin and unpin; the admin removes a post and a member; reports', async () => {
    const [admin, mod, outsider] = [await server().createMember(), await server().createMember(), await server().createMember()];
    const g = await newGroup();
    const ctx: FeedContext = { type: 'group', id: g };
    await join(g, admin.id, 2);
    await join(g, mod.id, 1);
    await join(g, a.id);
    await logIn(a);
    const p1 = await createPost(ctx, a.id, { text: 'Group hello' });
    const p2 = await createPost(ctx, a.id, { text: 'Group again' });
    expect(p1).toMatchObject({ origin: `group:${g}`, group_id: g, group: { id: g, type: 'activity' } });
    expect(ids(await getFeedPage(ctx, a.id))).toEqual([p2.id, p1.id]);
    expect(ids(await getFeedPage(TIMELINE, a.id, { scope: 'my_groups' }))).toEqual([p2.id, p1.id]);
    await expect(getPinnedPost(ctx, a.id)).resolves.toBeNull();
    expect(await failure(pinPost(ctx, p1.id))).toMatchObject({ status: 403, code: 'not_group_admin', message: 'Only group admins and moderators can pin posts.' });
    await logIn(outsider);
    expect(await failure(createPost(ctx, outsider.id, { text: 'let me in' }))).toMatchObject({ status: 403, code: 'not_group_member', message: 'Unable to post to group.' });
    await logIn(mod);
    await expect(pinPost(ctx, p1.id)).resolves.toMatchObject({ id: p1.id, is_pinned: true });
    await expect(getPinnedPost(ctx, mod.id)).resolves.toMatchObject({ id: p1.id, is_pinned: true });
    expect((await getFeedPage(ctx, mod.id)).posts.map((p) => [p.id, p.is_pinned])).toEqual([
      [p2.id, false],
      [p1.id, true],
    ]);
    await expect(unpinPost(ctx, p1.id)).resolves.toBeUndefined();
    await expect(getPinnedPost(ctx, mod.id)).resolves.toBeNull();
    await reportPost(ctx, p2.id, a.id, mod.id);
    expect(await sql('SELECT target_type, target_id FROM reports WHERE reporter_id = $1', [mod.id])).toEqual([{ target_type: 'group_post', target_id: String(p2.id) }]);
    expect(await failure(removeGroupPost(g, p2.id))).toMatchObject({ status: 403, message: 'Only group admins can do that.' });
    await logIn(admin);
    await expect(removeGroupPost(g, p2.id)).resolves.toBeUndefined();
    expect(ids(await getFeedPage(ctx, admin.id))).toEqual([p1.id]);
    await expect(removeGroupUser(g, a.id)).resolves.toBeUndefined();
    expect(await failure(removeGroupUser(g, a.id))).toMatchObject({ status: 404, code: 'already_removed', message: 'This user has already been removed.' });
    expect(await failure(removeGroupUser(g, admin.id))).toMatchObject({ status: 403, message: 'You cannot remove yourself from the group.' });
    await logIn(a);
    expect(await failure(createPost(ctx, a.id, { text: 'still here?' }))).toMatchObject({ status: 403, code: 'not_group_member' });
  });

  it('a challenge feed: participants post, its creator pins; event and member feeds have no pins', async () => {
    const creator = await server().createMember();
    const [challenge] = await sql<{ id: number }>(
      `INSERT INTO challenges (name, start_date, end_date, required_unit, created_by) VALUES ('Contract Miles', '2026-01-01', '2026-12-31', 'miles', $1) RETURNING id`,
      [creator.id],
    );
    const ctx: FeedContext = { type: 'challenge', id: challenge.id };
    await logIn(a);
    expect(await failure(createPost(ctx, a.id, { text: 'not yet in' }))).toMatchObject({ status: 403, code: 'not_participant', message: 'Unable to post to challenge.' });
    await sql('INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2)', [challenge.id, a.id]);
    const post = await createPost(ctx, a.id, { text: 'Three miles today', workout: { miles: 3, minutes: 40 } });
    expect(post).toMatchObject({ challenge_id: challenge.id, challenge: { id: challenge.id, name: 'Contract Miles' }, workout: { miles: 3, minutes: 40, steps: null } });
    const bad = await failure(createPost(ctx, a.id, { text: 'x', workout: { miles: 1001 } }));
    expect(bad).toMatchObject({ status: 422 });
    expect(bad.fields['workout.miles']).toEqual(expect.any(String));
    await logIn(creator);
    await expect(pinPost(ctx, post.id)).resolves.toMatchObject({ id: post.id, is_pinned: true });
    await expect(getPinnedPost(ctx, creator.id)).resolves.toMatchObject({ id: post.id });
    expect(ids(await getFeedPage(ctx, creator.id))).toEqual([post.id]);
    await unpinPost(ctx, post.id);
    await expect(getPinnedPost(ctx, creator.id)).resolves.toBeNull();
    await expect(getPinnedPost({ type: 'event', id: 1 }, creator.id)).resolves.toBeNull();
    await expect(getPinnedPost({ type: 'user', userId: a.id }, creator.id)).resolves.toBeNull();
    expect(() => pinPost({ type: 'event', id: 1 }, post.id)).toThrow('A event feed has no pins.');
  });

  it('an event feed: any member posts; the host deletes a guest’s post; reports go to the event; an unknown event reads empty', async () => {
    const host = await syncedMember(server());
    const e = (await createEvent(server(), host, { name: 'Feed Contract Ruck' })) as { id: number };
    const ctx: FeedContext = { type: 'event', id: e.id };
    await logIn(a);
    const post = await createPost(ctx, a.id, { text: 'See you there' });
    expect(post).toMatchObject({ origin: `event:${e.id}`, event_id: e.id, event: { id: e.id, name: 'Feed Contract Ruck', event_record_type: 'event' } });
    expect(ids(await getFeedPage(ctx, a.id))).toEqual([post.id]);
    const other = await createPost(ctx, a.id, { text: 'Report me' });
    await logIn(b);
    await reportPost(ctx, other.id, a.id, b.id);
    expect(await sql('SELECT target_type FROM reports WHERE reporter_id = $1 AND target_id = $2', [b.id, String(other.id)])).toEqual([{ target_type: 'event_post' }]);
    expect(await failure(deletePost(ctx, b.id, post.id))).toMatchObject({
      status: 403,
      message: 'Only the author, the event host or an admin or moderator of its chapter can delete this post.',
    });
    await logIn(host);
    expect(await sql('SELECT verb FROM notifications WHERE user_id = $1 AND object_id = $2', [host.id, String(post.id)])).toEqual([{ verb: 'post' }]);
    await expect(deletePost(ctx, host.id, post.id)).resolves.toBeUndefined();
    expect(ids(await getFeedPage(ctx, host.id))).toEqual([other.id]);
    await expect(getFeedPage({ type: 'event', id: 2_000_000_000 }, host.id)).resolves.toEqual({ posts: [], next: null });
  });

  it('an anonymous profile may not post', async () => {
    const anon = await server().createMember();
    await sql('UPDATE users SET anonymous_profile = true WHERE id = $1', [anon.id]);
    await logIn(anon);
    expect(await failure(composePost(TIMELINE, anon.id, payload('hello')))).toMatchObject({ status: 403, code: 'anonymous_profile', message: 'Anonymous users cannot post in feeds.' });
  });

  it('the timeline’s pinned post, and prefetchFeed: getFeedPage and getPinnedPost take the prefetched answers (no second request)', async () => {
    await logIn(a);
    const mine = await createPost(TIMELINE, a.id, { text: 'National news' });
    await sql(`INSERT INTO pinned_posts (feed_type, feed_id, post_id) VALUES ('national', 0, $1) ON CONFLICT (feed_type, feed_id) DO UPDATE SET post_id = EXCLUDED.post_id`, [mine.id]);
    clearPrefetched();
    const inner = currentFetch();
    const urls: string[] = [];
    setHttpFetch((input, init) => {
      urls.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return inner(input, init);
    });
    try {
      prefetchFeed(TIMELINE, a.id, { scope: 'national' });
      const [page, pinned] = await Promise.all([getFeedPage(TIMELINE, a.id, { scope: 'national' }), getPinnedPost(TIMELINE, a.id)]);
      expect(urls.sort()).toEqual([`/api/v1/user/${a.id}/aggregated_timeline_feed`, `/api/v1/user/${a.id}/aggregated_timeline_feed/pinned_post`]);
      expect(page.posts[0]).toMatchObject({ id: mine.id });
      expect(pinned).toMatchObject({ id: mine.id, is_pinned: true, text: 'National news' });
      // Taken once: the next call asks again.
      await getFeedPage(TIMELINE, a.id, { scope: 'national' });
      expect(urls).toHaveLength(3);
    } finally {
      setHttpFetch(inner);
    }
  });
});

describe('member-feed composer calls', () => {
  let png: Uint8Array<ArrayBuffer>;
  const uploads: string[] = [];
  /** The PUT of the bytes to the signed URL, through the app (the browser uses XMLHttpRequest). */
  const put: PutImage = async (url, blob, type, onProgress) => {
    uploads.push(url);
    const r = await server().call(url, { method: 'PUT', body: blob, headers: { 'content-type': type } });
    onProgress(100);
    return { status: r.status, body: r.body };
  };
  const deps = { put, dimensions: async () => ({ width: 20, height: 20 }) };
  beforeAll(async () => {
    png = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#13294b' } }).png().toBuffer());
  });

  it('uploads a post’s images (intent post: a signed URL each) and posts them; an image of another intent is refused', async () => {
    await logIn(a);
    const files = [new Blob([png], { type: 'image/png' }), new Blob([png], { type: 'image/png' })];
    const uploaded: number[] = [];
    const urls = await uploadImages(files, 'post', { onUploaded: (i) => uploaded.push(i) }, deps);
    expect(uploads.slice(-2)).toEqual([expect.stringMatching(/^http:\/\/localhost\/media\/post\/[^?]+\?.*signature=/), expect.stringMatching(/\/media\/post\//)]);
    expect(urls).toEqual([expect.stringMatching(/^http:\/\/localhost\/media\/post\//), expect.stringMatching(/^http:\/\/localhost\/media\/post\//)]);
    expect(uploaded.sort()).toEqual([0, 1]);
    const post = await composePost(TIMELINE, a.id, payload('', { media: urls }));
    expect(post).toMatchObject({ media: urls, media_url: urls[0], text: '' });
    const [commentImage] = await uploadImages([files[0]], 'comment', {}, deps);
    expect(commentImage).toMatch(/\/media\/comment\//);
    const refused = await failure(composePost(TIMELINE, a.id, payload('with a comment image', { media: [commentImage] })));
    expect(refused).toMatchObject({ status: 422, fields: { 'media.0': 'This image was not uploaded for a post by you.' } });
  });

  it('link preview: a public page’s title, description and image; 127.0.0.1 (SSRF guard) answers the fallback without fetching; not a link is 422', async () => {
    await logIn(a);
    const page = `http://${PUBLIC_HOST}:${fixture.port}/story`;
    await expect(getLinkPreview(page)).resolves.toEqual({
      title: 'Ruck recap',
      description: 'Twelve miles & a sunrise',
      image_url: `http://${PUBLIC_HOST}:${fixture.port}/img/ruck.jpg`,
      url: page,
    });
    const hits = fixture.hits('/story');
    const loopback = fixture.url('/story');
    expect(loopback).toMatch(/^http:\/\/127\.0\.0\.1:/);
    await expect(getLinkPreview(loopback)).resolves.toEqual({ title: loopback, description: 'Click to open link', image_url: null, url: loopback });
    expect(fixture.hits('/story')).toBe(hits);
    // The composer posts the fallback preview as it has it (missing fields as null).
    const fallback = await getLinkPreview(loopback);
    const og = { url: fallback.url ?? loopback, title: fallback.title ?? null, description: fallback.description ?? null, image_url: fallback.image_url ?? null };
    await expect(composePost(TIMELINE, a.id, payload(`Read ${loopback}`, { open_graph: og }))).resolves.toMatchObject({
      open_graph: { url: loopback, title: loopback, description: 'Click to open link', image_url: null },
    });
    const metadata = 'http://169.254.169.254/latest/meta-data/';
    await expect(getLinkPreview(metadata)).resolves.toMatchObject({ title: metadata, description: 'Click to open link' });
    expect(await failure(getLinkPreview('ftp://example.org/file'))).toMatchObject({ status: 422, fields: { url: 'Enter a link starting with http:// or https://.' } });
  });

  it('searches members by name (the @mention list and the people search, 25 a page with next)', async () => {
    await logIn(a);
    const tag = `Pagesearch${randomUUID().slice(0, 6)}`;
    await sql(`UPDATE users SET last_name = $1 WHERE id IN (SELECT id FROM users WHERE deleted_at IS NULL AND NOT anonymous_profile AND id <> $2 ORDER BY id LIMIT 27)`, [tag, a.id]);
    const found = await searchMembers(tag.toLowerCase());
    expect(found).toHaveLength(25);
    expect(found[0]).toMatchObject({ id: expect.any(Number), last_name: tag });
    const first = await searchPeople(tag);
    expect(first).toMatchObject({ count: 27, next: 25 });
    const second = await searchPeople(tag, { offset: first.next! });
    expect(second).toMatchObject({ count: 27, next: null });
    expect(second.data).toHaveLength(2);
    expect(new Set([...first.data, ...second.data].map((p) => p.id)).size).toBe(27);
    const buddy = await searchMembers('Tagged Buddy');
    expect(buddy.map((p) => p.id)).toEqual([b.id]);
    await expect(searchMembers('   ')).resolves.toEqual([]);
  });
});
