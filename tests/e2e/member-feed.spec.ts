// <member-feed> on demo/member-feed.html against the real server (issue 14): the composer (text, two
// photos, the link preview of a local page the server is allowed to fetch in tests), the spec's
// limits and alerts, likes with an injected fault, comments and replies, edit and delete, a mention
// and its notification, report, the anonymous member, hostile text, and axe.
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { test as base, expect, axe } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';
import { loginInBrowser } from './support/login';
import { member, post, postCard } from './support/feed';
import { startOgPageServer, type OgPageServer } from '../fixtures/og-page';

/** The app server may fetch link previews from this test page server (LINK_PREVIEW_ALLOW, never in production). */
const test = base.extend<object, { ogPages: OgPageServer; server: RunningServer }>({
  ogPages: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const og = await startOgPageServer();
      await use(og);
      await og.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ ogPages }, use) => {
      const server = await startServer({ LINK_PREVIEW_ALLOW: `127.0.0.1:${ogPages.port}` });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

const photo = (color: string) => sharp({ create: { width: 1400, height: 1200, channels: 3, background: color } }).png().toBuffer();

async function openFeed(page: Page): Promise<Locator> {
  await page.goto('/demo/member-feed.html');
  const feed = page.locator('member-feed');
  await expect(feed.getByRole('button', { name: 'National' })).toBeVisible();
  return feed;
}

test.describe('member-feed', () => {
  test('a post with text, two photos and a link preview; read back after a reload', async ({ page, api, ogPages }) => {
    const m = await member(api);
    const link = ogPages.page('/winter-ruck', { title: 'Winter Ruck Series', description: 'Five miles every Saturday at Dix Park.' });
    await loginInBrowser(page, m.email, m.password);
    const feed = await openFeed(page);

    await feed.getByRole('button', { name: 'Create post' }).click();
    const dialog = feed.getByRole('dialog', { name: 'Post' });
    await dialog.getByLabel('Post text').fill(`Who is in for Saturday? ${link}`);
    const preview = dialog.getByRole('region', { name: 'Link preview' });
    await expect(preview).toContainText('Winter Ruck Series');
    await expect(preview).toContainText('Five miles every Saturday at Dix Park.');
    await dialog.getByLabel('Add photos').setInputFiles([
      { name: 'ruck-1.png', mimeType: 'image/png', buffer: await photo('#1b3a5c') },
      { name: 'ruck-2.png', mimeType: 'image/png', buffer: await photo('#c8102e') },
    ]);
    await expect(dialog.getByRole('list', { name: 'Selected images' }).getByRole('listitem')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(dialog).toBeHidden();

    const card = postCard(feed, 'Who is in for Saturday?');
    await expect(card).toBeVisible();
    await expect(card.locator('img.post__image, .post__media img')).toHaveCount(2);
    await expect(card).toContainText('Winter Ruck Series');

    await page.reload();
    const again = postCard(page.locator('member-feed'), 'Who is in for Saturday?');
    await expect(again).toBeVisible();
    await expect(again.locator('.post__media img')).toHaveCount(2);
    await expect(again.getByRole('link', { name: /Winter Ruck Series/ })).toHaveAttribute('href', link);
    // Both photos were resized to 1000 x 1000 before the upload (spec §5).
    const sizes = await again.locator('.post__media img').evaluateAll((imgs) => imgs.map((i) => [(i as HTMLImageElement).naturalWidth, (i as HTMLImageElement).naturalHeight]));
    expect(sizes).toEqual([
      [1000, 1000],
      [1000, 1000],
    ]);
  });

  test("the composer's limits: an empty post, 1501 characters", async ({ page, api }) => {
    const m = await member(api);
    await loginInBrowser(page, m.email, m.password);
    const feed = await openFeed(page);
    await feed.getByRole('button', { name: 'Create post' }).click();
    const dialog = feed.getByRole('dialog', { name: 'Post' });
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('Unable to upload an empty post!');

    const text = dialog.getByLabel('Post text');
    await text.fill('x'.repeat(1501));
    await expect(text).toHaveValue('x'.repeat(1500));
    await expect(dialog).toContainText('Text is limited to 1500 characters.');
    await expect(dialog).toContainText('1500/1500');
  });

  test('like and unlike; an injected failure reverts with the spec text', async ({ page, api }) => {
    const m = await member(api);
    const id = await post(api, m, 'Like me if you rucked today');
    await loginInBrowser(page, m.email, m.password);
    const feed = await openFeed(page);
    const card = postCard(feed, 'Like me if you rucked today');
    const like = card.getByRole('button', { name: 'Like', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    // The like is optimistic: wait for the server's answer before the unlike (a click while it is in flight is not a second request).
    const liked = page.waitForResponse((r) => r.url().includes(`/reactions/${id}`) && r.request().method() === 'POST');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('1 like');
    expect((await liked).ok()).toBe(true);

    await api.fault(`/api/v1/user/${m.id}/reactions/${id}`, 500, { method: 'DELETE' });
    await like.click();
    await expect(feed.getByText('Error unliking post. Please try again later.')).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('1 like');

    await like.click(); // the fault was used up: the unlike goes through
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(card).toContainText('0 likes');
  });

  test('comments and replies: post, reply, edit, delete with the confirmation', async ({ page, api }) => {
    const m = await member(api);
    await post(api, m, 'Comment on my ruck');
    await loginInBrowser(page, m.email, m.password);
    const feed = await openFeed(page);
    await postCard(feed, 'Comment on my ruck').getByRole('link', { name: '0 Comments' }).click();
    await expect(page).toHaveURL(/#\/feed\/\d+\/user\/\d+$/);

    await feed.getByRole('textbox', { name: 'Comment' }).fill('Great pace today!');
    await feed.getByRole('group', { name: 'Comment' }).getByRole('button', { name: 'Post', exact: true }).click();
    const comment = feed.getByRole('article', { name: `Comment by ${m.firstName} ${m.lastName}` });
    await expect(comment).toContainText('Great pace today!');

    await comment.getByRole('button', { name: 'Reply' }).click();
    await feed.getByRole('textbox', { name: 'Reply' }).fill('Thanks, see you Saturday.');
    await feed.getByRole('group', { name: 'Reply' }).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(feed.getByRole('article', { name: `Reply by ${m.firstName} ${m.lastName}` })).toContainText('Thanks, see you Saturday.');

    await comment.getByRole('button', { name: 'Options' }).first().click();
    await feed.getByRole('menuitem', { name: 'Edit' }).click();
    // The edit opens in place of the comment; the new-comment box stays below.
    const edit = comment.getByRole('textbox', { name: 'Comment' });
    await expect(edit).toHaveValue('Great pace today!');
    await edit.fill('Great pace today! (edited)');
    await comment.getByRole('button', { name: 'Save' }).click();
    await expect(comment).toContainText('Great pace today! (edited)');
    await expect(comment).toContainText('Edited');

    await comment.getByRole('button', { name: 'Options' }).first().click();
    await feed.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = feed.getByRole('alertdialog').or(feed.getByRole('dialog'));
    await expect(confirm).toContainText('Are you sure you want to delete your comment?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(comment).toHaveCount(0);

    await page.goBack();
    await expect(postCard(feed, 'Comment on my ruck')).toBeVisible();
  });

  test('a mention notifies the member; a post is deleted after its confirmation', async ({ page, api }) => {
    const m = await member(api);
    const friend = await member(api);
    await loginInBrowser(page, m.email, m.password);
    const feed = await openFeed(page);
    await feed.getByRole('button', { name: 'Create post' }).click();
    const dialog = feed.getByRole('dialog', { name: 'Post' });
    const text = dialog.getByLabel('Post text');
    await text.pressSequentially(`Rucking with @${friend.lastName}`);
    const option = dialog.getByRole('option', { name: new RegExp(friend.lastName) });
    await option.click();
    await expect(text).toHaveValue(new RegExp(`@${friend.firstName} ${friend.lastName}`));
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    const card = postCard(feed, 'Rucking with');
    await expect(card).toBeVisible();

    const notes = await api.json<{ data: { results: Array<{ verb: string; actor: { id: number } | null }> } }>(`/api/v1/user/${friend.id}/notifications?items=25`, { token: friend.token });
    expect(notes.status).toBe(200);
    expect(notes.body.data.results).toContainEqual(expect.objectContaining({ verb: 'tag', actor: expect.objectContaining({ id: m.id }) }));

    await card.getByRole('button', { name: 'Post options' }).click();
    await feed.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = feed.getByRole('alertdialog').or(feed.getByRole('dialog'));
    await expect(confirm).toContainText('Are you sure you want to delete your post?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.locator('member-feed').getByRole('button', { name: 'National' })).toBeVisible();
    await expect(postCard(page.locator('member-feed'), 'Rucking with')).toHaveCount(0);
  });

  test("another member's post: report it", async ({ page, api }) => {
    const author = await member(api);
    const reader = await member(api);
    await post(api, author, 'A post to report');
    const follow = await api.json(`/api/v1/user/${reader.id}/follow/${author.id}`, { method: 'POST', token: reader.token });
    expect(follow.status).toBe(201);
    await loginInBrowser(page, reader.email, reader.password);
    const feed = await openFeed(page);
    const card = postCard(feed, 'A post to report');
    await card.getByRole('button', { name: 'Post options' }).click();
    await expect(feed.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0); // not the author
    await feed.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = feed.getByRole('dialog').or(feed.getByRole('alertdialog'));
    await dialog.getByRole('button', { name: /Report|Yes|Send/ }).first().click();
    await expect(feed.getByText('Team RWB: Your report has been sent')).toBeVisible();
  });

  test('an anonymous member sees the feed without a composer or likes', async ({ page, api }) => {
    const m = await member(api);
    await post(api, m, 'Posted before going private');
    const r = await api.json(`/api/v1/user/${m.id}`, { method: 'POST', token: m.token, body: JSON.stringify({ anonymous_profile: true }) });
    expect(r.status).toBe(200);
    await loginInBrowser(page, m.email, m.password);
    const feed = await openFeed(page);
    await expect(postCard(feed, 'Posted before going private')).toBeVisible();
    await expect(feed.getByRole('button', { name: 'Create post' })).toHaveCount(0);
    await expect(postCard(feed, 'Posted before going private').getByRole('button', { name: 'Like', exact: true })).toBeDisabled();
  });

  test('hostile text, names and link previews are shown as text: nothing runs', async ({ page, api, ogPages }) => {
    const m = await member(api);
    const payloads = ['<img src=x onerror="window.__xss=1">', '<script>window.__xss=2</script>', '"><svg onload="window.__xss=3">', 'javascript:window.__xss=4'];
    const link = ogPages.page('/hostile', { title: '<img src=x onerror="window.__xss=5">', description: '<script>window.__xss=6</script>' });
    await post(api, m, `${payloads.join(' ')} ${link}`);
    await loginInBrowser(page, m.email, m.password);
    const feed = await openFeed(page);
    const card = postCard(feed, 'window.__xss=2');
    await expect(card).toBeVisible();
    for (const p of payloads) await expect(card).toContainText(p);

    await feed.getByRole('button', { name: 'Create post' }).click();
    const dialog = feed.getByRole('dialog', { name: 'Post' });
    await dialog.getByLabel('Post text').fill(`Look ${link}`);
    await expect(dialog.getByRole('region', { name: 'Link preview' })).toContainText('<img src=x onerror="window.__xss=5">');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(postCard(feed, 'Look')).toContainText('<script>window.__xss=6</script>');

    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await feed.locator('img[src="x"], script, svg[onload]').count()).toBe(0);
    await expect(card.getByRole('link', { name: /javascript:/ })).toHaveCount(0);
  });

  test('axe: the feed, the composer and a post with its comments', async ({ page, api }) => {
    const m = await member(api);
    await post(api, m, 'Axe check post');
    await loginInBrowser(page, m.email, m.password);
    const feed = await openFeed(page);
    await expect(postCard(feed, 'Axe check post')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await feed.getByRole('button', { name: 'Create post' }).click();
    await expect(feed.getByRole('dialog', { name: 'Post' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await feed.getByRole('button', { name: 'Cancel' }).click();
    await postCard(feed, 'Axe check post').getByRole('link', { name: '0 Comments' }).click();
    await expect(feed.getByRole('textbox', { name: 'Comment' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});
