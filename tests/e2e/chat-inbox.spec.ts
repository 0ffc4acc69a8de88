// <chat-inbox> on its demo page with two members in two browser contexts: A starts a chat with B and
// writes; B sees it live (unread marker) without a reload, opens it and replies; A sees the reply live.
// A send refused by an injected fault shows 'Message failed to Send'; Retry stores exactly one copy.
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { fullName, inbox } from './support/chat';

test.describe('chat-inbox', () => {
  test('logged out: a login prompt', async ({ page }) => {
    await page.goto('/demo/chat-inbox.html');
    await expect(inbox(page).getByText('Log in to see your messages.')).toBeVisible();
    await expect(inbox(page).getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('two members chat live; a failed send is retried once; axe', async ({ page, browser, server, api }) => {
    const a = await api.createMember();
    const b = await api.createMember();
    const pageB = await (await browser.newContext({ baseURL: server.url })).newPage();
    await loginInBrowser(page, a.email, a.password);
    await loginInBrowser(pageB, b.email, b.password);

    await pageB.goto('/demo/chat-inbox.html');
    await expect(inbox(pageB).getByText('Start Messaging')).toBeVisible();
    await expect(inbox(pageB).getByText('Your chats will appear here')).toBeVisible();

    // A: New chat → To: B → Create → the conversation.
    await page.goto('/demo/chat-inbox.html');
    const ia = inbox(page);
    await expect(ia.getByText('Start Messaging')).toBeVisible();
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await ia.getByRole('link', { name: 'New chat' }).click();
    await expect(page).toHaveURL(/#\/messages\/chats$/);
    const create = ia.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await ia.getByRole('searchbox', { name: 'To:' }).fill(b.lastName);
    await ia.getByRole('list', { name: 'Members found' }).getByRole('button', { name: fullName(b) }).click();
    await expect(ia.getByRole('list', { name: 'Chosen members' })).toContainText(fullName(b));
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await create.click();
    await expect(page).toHaveURL(/#\/messages\/chats\/c[0-9a-f]{32}$/);
    const chatId = page.url().split('/').pop()!;
    await expect(ia.getByRole('heading', { name: fullName(b) })).toBeVisible();

    const box = ia.getByRole('textbox', { name: 'Message' });
    const send = ia.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await box.fill('Hello from A');
    await expect(ia.getByText('12/475')).toBeVisible();
    await box.press('Enter');
    const listA = ia.getByRole('list', { name: 'Messages' });
    await expect(listA.getByText('Hello from A')).toBeVisible();
    await expect(box).toHaveValue('');

    // B: the chat arrives live, unread, with its preview.
    const ib = inbox(pageB);
    const row = ib.getByRole('link', { name: new RegExp(fullName(a)) });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText('Hello from A');
    await expect(row).toContainText('Unread');
    expect(await axe(pageB, 'chat-inbox')).toEqual([]);
    await row.click();
    await expect(ib.getByRole('heading', { name: fullName(a) })).toBeVisible();
    await expect(ib.getByRole('list', { name: 'Messages' }).getByText('Hello from A')).toBeVisible();
    await ib.getByRole('textbox', { name: 'Message' }).fill('Hi A, B here');
    await ib.getByRole('button', { name: 'Send' }).click();

    // A: the reply live.
    await expect(listA.getByText('Hi A, B here')).toBeVisible({ timeout: 15_000 });
    expect(await axe(page, 'chat-inbox')).toEqual([]);

    // A send fails once: the inline failure, then Retry stores one copy.
    await api.fault('/api/v1/messages/', 500, { method: 'POST', count: 1 });
    await box.fill('Try me twice');
    await send.click();
    const failed = listA.getByRole('listitem').filter({ hasText: 'Try me twice' });
    await expect(failed.getByText('Message failed to Send')).toBeVisible();
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed.getByText('Message failed to Send')).toHaveCount(0);
    await expect(ib.getByRole('list', { name: 'Messages' }).getByText('Try me twice')).toBeVisible({ timeout: 15_000 });
    const token = await api.login(a.email, a.password);
    const stored = await api.json<{ data: Array<{ text: string }> }>(`/api/v1/channels/${chatId}/messages`, { token });
    expect(stored.body.data.filter((m) => m.text === 'Try me twice')).toHaveLength(1);
    expect(stored.body.data.map((m) => m.text)).toEqual(['Try me twice', 'Hi A, B here', 'Hello from A']);

    // Back on A's list: the chat with B's… A's own latest message, not unread.
    await ia.getByRole('button', { name: 'Back' }).click();
    const rowA = ia.getByRole('link', { name: new RegExp(fullName(b)) });
    await expect(rowA).toContainText('Try me twice');
    await expect(rowA).not.toContainText('Unread');
  });
});
