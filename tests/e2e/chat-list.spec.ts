// <chat-inbox>'s list in the browser: edit mode (Remove From List; Remove and Block, after which the
// blocked member's messages are refused: 'You cannot message blocked users.'), the search page (the
// three-character hint, a chat and a message found, the no-results text) and profile-view's Message
// button opening the one-to-one chat. axe in edit mode, with the options open, on the search page and
// on the profile with its Message button.
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import type { Api, Member } from './support/api';
import { createChat, fullName, inbox, say, sendRaw } from './support/chat';

/** A one-to-one chat of `from` with `to` through the API, with a first message; its id. */
async function chatWith(api: Api, from: Member, to: Member, text: string): Promise<string> {
  const token = await api.login(from.email, from.password);
  const id = await createChat(api, token, [to.id]);
  await say(api, token, id, text);
  return id;
}

test.describe('chat list', () => {
  test('edit mode: Remove From List; Remove and Block, then the blocked member is refused; axe', async ({ page, browser, server, api }) => {
    const a = await api.createMember();
    const b = await api.createMember();
    const c = await api.createMember();
    const withB = await chatWith(api, a, b, 'Hello B');
    await chatWith(api, a, c, 'Hello C');

    await loginInBrowser(page, a.email, a.password);
    await page.goto('/demo/chat-inbox.html');
    const ia = inbox(page);
    const rowB = ia.getByRole('link', { name: new RegExp(fullName(b)) });
    const rowC = ia.getByRole('link', { name: new RegExp(fullName(c)) });
    await expect(rowB).toBeVisible();
    await expect(rowC).toBeVisible();

    // Edit: a checkbox per chat, named by the chat's name; Escape leaves edit mode.
    await ia.getByRole('button', { name: 'Edit' }).click();
    await expect(ia.getByRole('checkbox', { name: fullName(c), exact: true })).toBeVisible();
    await expect(ia.getByRole('button', { name: 'Remove', exact: true })).toBeDisabled();
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(ia.getByRole('checkbox')).toHaveCount(0);
    await expect(ia.getByRole('button', { name: 'Edit' })).toBeFocused();

    // Remove From List: the chat leaves the list, also after a reload.
    await ia.getByRole('button', { name: 'Edit' }).click();
    await ia.getByRole('checkbox', { name: fullName(c), exact: true }).check();
    await ia.getByRole('button', { name: 'Remove', exact: true }).click();
    const dialog = ia.getByRole('dialog', { name: 'Remove chats' });
    await expect(dialog.getByRole('button', { name: 'Remove From List' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove and Block' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove and Leave Group' })).toHaveCount(0);
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove From List' }).click();
    await expect(rowC).toHaveCount(0);
    await expect(rowB).toBeVisible();
    await page.reload();
    await expect(rowB).toBeVisible();
    await expect(rowC).toHaveCount(0);

    // B has the chat open.
    const pageB = await (await browser.newContext({ baseURL: server.url })).newPage();
    await loginInBrowser(pageB, b.email, b.password);
    await pageB.goto(`/demo/chat-inbox.html#/messages/chats/${withB}`);
    const ib = inbox(pageB);
    await expect(ib.getByRole('heading', { name: fullName(a) })).toBeVisible();

    // A: Remove and Block.
    await ia.getByRole('button', { name: 'Edit' }).click();
    await ia.getByRole('checkbox', { name: fullName(b), exact: true }).check();
    await ia.getByRole('button', { name: 'Remove', exact: true }).click();
    await ia.getByRole('dialog', { name: 'Remove chats' }).getByRole('button', { name: 'Remove and Block' }).click();
    await expect(rowB).toHaveCount(0);
    await expect(ia.getByText('Start Messaging')).toBeVisible();
    const tokenA = await api.login(a.email, a.password);
    await expect.poll(async () => (await api.json<{ data: Array<{ id: number }> }>(`/api/v1/user/${a.id}/block`, { token: tokenA })).body.data.map((m) => m.id)).toEqual([b.id]);
    await expect.poll(async () => (await api.json<{ data: unknown[] }>('/api/v1/channels', { token: tokenA })).body.data).toEqual([]);

    // B: a message to A is refused — the open chat marks it failed; the API says why (the spec's text).
    await ib.getByRole('textbox', { name: 'Message' }).fill('Still there?');
    await ib.getByRole('button', { name: 'Send' }).click();
    await expect(ib.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Still there?' }).getByText('Message failed to Send')).toBeVisible();
    // The server's reason under it (§8 'Messaging refusals').
    await expect(ib.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Still there?' }).getByText('You cannot message blocked users.')).toBeVisible();
    const tokenB = await api.login(b.email, b.password);
    const refused = await sendRaw(api, tokenB, withB, 'Hello?');
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('You cannot message blocked users.');
  });

  test('search: the hint under three characters, a chat and a message found, the no-results text; axe', async ({ page, api }) => {
    const a = await api.createMember();
    const b = await api.createMember();
    await chatWith(api, b, a, 'Shall we plan the marathon?');

    await loginInBrowser(page, a.email, a.password);
    await page.goto('/demo/chat-inbox.html');
    const ia = inbox(page);
    await expect(ia.getByRole('link', { name: new RegExp(fullName(b)) })).toBeVisible();

    // The list's search box leads to the search page, the text kept.
    await ia.getByRole('searchbox', { name: 'Search' }).fill('ma');
    await expect(page).toHaveURL(/#\/messages\/search$/);
    const box = ia.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveValue('ma');
    await expect(box).toBeFocused();
    await expect(ia.getByText('Please enter three or more characters to search')).toBeVisible();
    expect(await axe(page, 'chat-inbox')).toEqual([]);

    // A message found; it opens its chat.
    await box.pressSequentially('rathon');
    const found = ia.getByRole('list', { name: 'Messages' }).getByRole('link', { name: /Shall we plan the marathon\?/ });
    await expect(found).toBeVisible();
    await expect(ia.getByText('Please enter three or more characters to search')).toHaveCount(0);
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await found.click();
    // The chat opens at the message found.
    await expect(page).toHaveURL(/#\/messages\/chats\/c[0-9a-f]{32}\?m=[0-9a-f-]{36}$/);
    await expect(ia.getByRole('heading', { name: fullName(b) })).toBeVisible();

    // Back to the search (its text kept); a chat by name.
    await ia.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/#\/messages\/search$/);
    await expect(box).toHaveValue('marathon');
    await box.fill(b.lastName);
    await expect(ia.getByRole('list', { name: 'Chats' }).getByRole('link', { name: new RegExp(fullName(b)) })).toBeVisible();

    // Nonsense: the spec's text with the member's words.
    await box.fill('zzqxv<b>');
    await expect(ia.getByText('No messages or chats with the search results "zzqxv<b>"')).toBeVisible();
    expect(await axe(page, 'chat-inbox')).toEqual([]);
  });

  test("profile-view's Message button opens the one-to-one chat", async ({ page, api }) => {
    const a = await api.createMember();
    const b = await api.createMember();
    await loginInBrowser(page, a.email, a.password);

    await page.goto(`/demo/profile-view.html?id=${a.id}`);
    const own = page.locator('profile-view');
    await expect(own.getByRole('heading', { name: fullName(a) })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Message' })).toHaveCount(0);

    await page.goto(`/demo/profile-view.html?id=${b.id}`);
    const pv = page.locator('profile-view');
    await expect(pv.getByRole('heading', { name: fullName(b) })).toBeVisible();
    await expect(pv.getByRole('button', { name: 'Message' })).toBeVisible();
    expect(await axe(page, 'profile-view')).toEqual([]);
    await pv.getByRole('button', { name: 'Message' }).click();
    await expect(page).toHaveURL(/\/demo\/chat-inbox\.html#\/messages\/chats\/c[0-9a-f]{32}$/);
    const chatId = page.url().split('/').pop()!;
    await expect(inbox(page).getByRole('heading', { name: fullName(b) })).toBeVisible();
    await inbox(page).getByRole('textbox', { name: 'Message' }).fill('Hi from your profile');
    await inbox(page).getByRole('button', { name: 'Send' }).click();
    await expect(inbox(page).getByRole('list', { name: 'Messages' }).getByText('Hi from your profile')).toBeVisible();

    // Again: the same chat (POST api/v1/channels answers the existing one).
    await page.goto(`/demo/profile-view.html?id=${b.id}`);
    await page.locator('profile-view').getByRole('button', { name: 'Message' }).click();
    await expect(page).toHaveURL(new RegExp(`#/messages/chats/${chatId}$`));
    await expect(inbox(page).getByRole('list', { name: 'Messages' }).getByText('Hi from your profile')).toBeVisible();
  });
});
