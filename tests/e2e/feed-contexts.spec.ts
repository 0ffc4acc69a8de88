// The feed inside other elements (issue 14): <event-detail>'s event feed with its post box and
// comment box ('@everyone' offered to the host only; the host told of a guest's post), and
// <profile-view>'s BIO & FEED with a post opened at #/profile/feed/{postId}/user/{userId}.
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { createEvent } from './support/events';
import { member, post, postCard } from './support/feed';

test.describe('the feed in other elements', () => {
  test("event-detail: the event's feed and its post box; profile-view: the member's posts", async ({ page, api }) => {
    const m = await member(api);
    await post(api, m, 'My own feed post');
    await loginInBrowser(page, m.email, m.password);
    await page.goto('/demo/event-detail.html?id=1');
    const detail = page.locator('event-detail').first();
    const eventFeed = detail.getByRole('region', { name: 'Event feed' });
    await eventFeed.getByRole('button', { name: 'Write a post' }).click();
    const dialog = detail.getByRole('dialog', { name: 'Post' });
    await dialog.getByLabel('Post text').fill('See everyone at the start line');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(postCard(eventFeed, 'See everyone at the start line')).toBeVisible();
    await page.reload();
    await expect(postCard(page.locator('event-detail').first().getByRole('region', { name: 'Event feed' }), 'See everyone at the start line')).toBeVisible();

    await page.goto('/demo/profile-view.html');
    const profile = page.locator('profile-view').first();
    await expect(postCard(profile, 'My own feed post')).toBeVisible();
  });

  test("the event's host is offered @everyone, a guest is not; the host is told of a guest's post; its comment box", async ({ page: hostPage, browser, server, api }) => {
    test.slow(); // two members, two browsers
    const host = await member(api);
    const guest = await member(api);
    const { id } = await createEvent(api, host, host.token, { name: 'Feed context ruck' });

    await loginInBrowser(hostPage, host.email, host.password);
    await hostPage.goto(`/demo/event-detail.html?id=${id}`);
    const hostFeed = hostPage.locator('event-detail').first().getByRole('region', { name: 'Event feed' });
    await hostFeed.getByRole('button', { name: 'Write a post' }).click();
    const hostDialog = hostPage.locator('event-detail').first().getByRole('dialog', { name: 'Post' });
    await hostDialog.getByLabel('Post text').pressSequentially('Hello @every');
    await expect(hostDialog.getByRole('option', { name: /@everyone/ })).toBeVisible();
    await hostDialog.getByRole('button', { name: 'Cancel' }).click();

    // The guest, in a browser of their own.
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await loginInBrowser(page, guest.email, guest.password);
    await page.goto(`/demo/event-detail.html?id=${id}`);
    const detail = page.locator('event-detail').first();
    const feed = detail.getByRole('region', { name: 'Event feed' });
    await feed.getByRole('button', { name: 'Write a post' }).click();
    const dialog = detail.getByRole('dialog', { name: 'Post' });
    await dialog.getByLabel('Post text').pressSequentially('Count me in @every');
    await expect(dialog.getByRole('listbox')).toHaveCount(0);
    await dialog.getByLabel('Post text').fill('Count me in for Saturday');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    const card = postCard(feed, 'Count me in for Saturday');
    await expect(card).toBeVisible();

    // The comment box of the event's post.
    await card.getByRole('link', { name: '0 Comments' }).click();
    await expect(page).toHaveURL(new RegExp(`#/events/${id}/feed/\\d+/user/${guest.id}$`));
    await detail.getByRole('textbox', { name: 'Comment' }).fill('Bringing two friends.');
    await detail.getByRole('group', { name: 'Comment' }).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(detail.getByRole('article', { name: `Comment by ${guest.firstName} ${guest.lastName}` })).toContainText('Bringing two friends.');
    expect(await axe(page)).toEqual([]);

    const notes = await api.json<{ data: { results: Array<{ verb: string; actor: { id: number } | null }> } }>(`/api/v1/user/${host.id}/notifications`, { token: host.token });
    // The host is told of the guest's post on their event (accounts spec §7 verb 'post').
    expect(notes.body.data.results).toContainEqual(expect.objectContaining({ verb: 'post', actor: expect.objectContaining({ id: guest.id }) }));
  });

  test('profile-view: a post of BIO & FEED opens in place, survives a reload, and Back returns', async ({ page, api }) => {
    const m = await member(api);
    const id = await post(api, m, 'Profile post with comments');
    await loginInBrowser(page, m.email, m.password);
    await page.goto('/demo/profile-view.html');
    const profile = page.locator('profile-view').first();
    await postCard(profile, 'Profile post with comments').getByRole('link', { name: '0 Comments' }).click();
    await expect(page).toHaveURL(new RegExp(`#/profile/feed/${id}/user/${m.id}$`));
    const back = profile.getByRole('button', { name: 'Back' });
    await expect(back).toBeFocused();
    await expect(profile.getByRole('textbox', { name: 'Comment' })).toBeVisible();

    await page.reload();
    const again = page.locator('profile-view').first();
    await expect(again.getByRole('region', { name: `Post by ${m.firstName} ${m.lastName}` })).toBeVisible();
    await expect(again.getByRole('region', { name: `Post by ${m.firstName} ${m.lastName}` })).toBeInViewport();
    await again.getByRole('button', { name: 'Back' }).click();
    await expect(postCard(again, 'Profile post with comments')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
  });
});
