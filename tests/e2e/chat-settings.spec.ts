// <chat-inbox>'s Chat Settings on its demo page: A makes a group chat with B and C, opens Chat
// Settings from the conversation's header (3/26), renames it and B, in the open conversation, sees the
// new name live; A reports the chat, then leaves it after the spec's confirmation and the chat is gone
// from A's list. In a one-to-one chat A blocks B from the settings (spec confirmation and success
// text), B shows as 'Blocked' with UNBLOCK, and UNBLOCK gives B's name back. axe on each state.
import type { Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import type { Member } from './support/api';
import { fullName, inbox } from './support/chat';

/** A: New chat → each member chosen through 'To:' → Create; the conversation opens. */
async function newChat(page: Page, members: Member[]) {
  const ia = inbox(page);
  await ia.getByRole('link', { name: 'New chat' }).click();
  for (const m of members) {
    await ia.getByRole('searchbox', { name: 'To:' }).fill(m.lastName);
    await ia.getByRole('list', { name: 'Members found' }).getByRole('button', { name: fullName(m) }).click();
  }
  await ia.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/messages\/chats\/c[0-9a-f]{32}$/);
  return page.url().split('/').pop()!;
}

test.describe('chat-inbox: Chat Settings', () => {
  test('group chat: 3/26, rename seen live by B, report, leave; axe', async ({ page, browser, server, api }) => {
    const [a, b, c] = [await api.createMember(), await api.createMember(), await api.createMember()];
    const pageB = await (await browser.newContext({ baseURL: server.url })).newPage();
    await loginInBrowser(page, a.email, a.password);
    await loginInBrowser(pageB, b.email, b.password);
    await page.goto('/demo/chat-inbox.html');
    const ia = inbox(page);
    await expect(ia.getByText('Start Messaging')).toBeVisible();
    const chatId = await newChat(page, [b, c]);
    await expect(ia.getByRole('heading', { name: 'Test, Test' })).toBeVisible();

    // B opens the chat (it arrived live) and keeps the conversation open.
    await pageB.goto('/demo/chat-inbox.html');
    const ib = inbox(pageB);
    await ib.getByRole('link', { name: /Test, Test/ }).click();
    await expect(ib.getByRole('heading', { name: 'Test, Test' })).toBeVisible();

    // A: Chat Settings from the conversation's header.
    await ia.getByRole('link', { name: 'Chat Settings' }).click();
    await expect(page).toHaveURL(new RegExp(`#/messages/chats/${chatId}/settings$`));
    await expect(ia.getByRole('heading', { name: 'Chat Settings' })).toBeVisible();
    await expect(ia.getByRole('heading', { name: 'Members 3/26' })).toBeVisible();
    const members = ia.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('listitem')).toHaveCount(3);
    await expect(members).toContainText(`${fullName(a)} (You)`);
    await expect(members).toContainText(fullName(b));
    await expect(members).toContainText(fullName(c));
    await expect(ia.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(await axe(page, 'chat-inbox')).toEqual([]);

    // Rename: a blank name is ignored; then 'Ruck Squad'.
    const name = ia.getByRole('textbox', { name: 'Group Name' });
    await name.fill('   ');
    await ia.getByRole('button', { name: 'Save' }).click();
    await expect(name).toHaveValue('');
    await name.fill('Ruck Squad');
    await ia.getByRole('button', { name: 'Save' }).click();
    await expect(ia.getByText('Group name saved.')).toBeVisible();
    await expect(name).toHaveValue('Ruck Squad');

    // B sees it live in the open conversation's header.
    await expect(ib.getByRole('heading', { name: 'Ruck Squad' })).toBeVisible({ timeout: 15_000 });

    // A reports the chat: the three reasons and an optional text.
    await ia.getByRole('button', { name: 'Report Chat' }).click();
    const report = ia.getByRole('dialog', { name: 'Report Chat' });
    await expect(report.getByText('Team RWB: Would you like to report this chat?')).toBeVisible();
    for (const reason of ['Harassment', 'Spam', 'Inappropriate Content']) await expect(report.getByRole('radio', { name: reason })).toBeVisible();
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await report.getByRole('radio', { name: 'Harassment' }).check();
    await report.getByRole('textbox', { name: 'Tell us more (optional)' }).fill('Not nice');
    await report.getByRole('button', { name: 'Report' }).click();
    await expect(report).toHaveCount(0);
    await expect(ia.getByText('Team RWB: Your report has been sent')).toBeVisible();

    // A leaves after the confirmation: back on the list, the chat gone.
    await ia.getByRole('button', { name: 'Leave Chat' }).click();
    const confirm = ia.getByRole('alertdialog', { name: 'Leave Chat' });
    await expect(confirm.getByText('Are you sure you want to leave this chat?')).toBeVisible();
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/chat-inbox\.html$/);
    await expect(ia.getByText('Start Messaging')).toBeVisible();
    await expect(ia.getByRole('link', { name: /Ruck Squad/ })).toHaveCount(0);
    await page.reload();
    await expect(ia.getByText('Start Messaging')).toBeVisible();

    // B still has it, with two members now.
    await ib.getByRole('link', { name: 'Chat Settings' }).click();
    await expect(ib.getByRole('heading', { name: 'Members 2/26' })).toBeVisible({ timeout: 15_000 });
    await expect(ib.getByRole('textbox', { name: 'Group Name' })).toHaveValue('Ruck Squad');
  });

  test('one-to-one chat: Block from the settings, then UNBLOCK; axe', async ({ page, api }) => {
    const a = await api.createMember();
    const b = await api.createMember();
    await loginInBrowser(page, a.email, a.password);
    await page.goto('/demo/chat-inbox.html');
    const ia = inbox(page);
    await expect(ia.getByText('Start Messaging')).toBeVisible();
    await newChat(page, [b]);
    await ia.getByRole('link', { name: 'Chat Settings' }).click();
    await expect(ia.getByRole('heading', { name: 'Chat Settings' })).toBeVisible();
    // A one-to-one chat has no name to edit, nobody to add and no Leave.
    await expect(ia.getByRole('textbox', { name: 'Group Name' })).toHaveCount(0);
    await expect(ia.getByRole('button', { name: 'Leave Chat' })).toHaveCount(0);
    const rowB = ia.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: fullName(b) });
    await rowB.getByRole('button', { name: 'Block' }).click();
    const confirm = ia.getByRole('alertdialog', { name: 'Block Member' });
    await expect(confirm.getByText("You will not see messages from Blocked members. They won't be able to view your profile or posts.")).toBeVisible();
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect(ia.getByText('You have successfully blocked this user.')).toBeVisible();

    const blocked = ia.getByRole('list', { name: 'Members' }).getByRole('listitem').last();
    await expect(blocked).toContainText('Blocked');
    await expect(blocked.getByRole('button', { name: 'UNBLOCK' })).toBeVisible();
    const token = await api.login(a.email, a.password);
    expect((await api.json<{ data: Array<{ id: number }> }>(`/api/v1/user/${a.id}/block`, { token })).body.data.map((u) => u.id)).toEqual([b.id]);
    expect(await axe(page, 'chat-inbox')).toEqual([]);

    await blocked.getByRole('button', { name: 'UNBLOCK' }).click();
    await expect(ia.getByText('Member unblocked.')).toBeVisible();
    await expect(ia.getByRole('button', { name: 'UNBLOCK' })).toHaveCount(0);
    await expect(rowB).toBeVisible();
    expect((await api.json<{ data: unknown[] }>(`/api/v1/user/${a.id}/block`, { token })).body.data).toEqual([]);
    // Back: the conversation names B again.
    await ia.getByRole('button', { name: 'Back' }).click();
    await expect(ia.getByRole('heading', { name: fullName(b) })).toBeVisible();
  });
});
