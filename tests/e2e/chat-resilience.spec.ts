// <chat-inbox>'s rules outside its screens. Accounts spec §4: a member who chose an anonymous profile
// has left every chat and has no messaging ('Messaging Disabled — Anonymous users do not have access
// to messages.'), in the inbox and at the API. Events spec §9: a socket dropped by the server while A
// writes loses nothing and doubles nothing: B ends with every message once, in the DOM and stored.
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import type { Api } from './support/api';
import { fullName, inbox, oneToOneChat, say, sendRaw } from './support/chat';

const ANONYMOUS = 'Anonymous users do not have access to messages.';
const chatUrl = (id: string) => `/demo/chat-inbox.html#/messages/chats/${id}`;

/** The test-only socket fault (server/realtime/test-faults.ts, APP_ENV=test): the server ends the member's sockets. */
/** Cuts the member's socket and every reconnect attempt (test-only, server/realtime/test-faults.ts) until `on` is false. */
async function refuseSockets(api: Api, userId: number, on: boolean): Promise<void> {
  const path = on ? '/chat/test/drop-sockets' : '/chat/test/refuse-sockets';
  const r = await api.json(path, { method: 'POST', body: JSON.stringify({ user_id: userId, refuse: on }) });
  expect(r.status).toBe(200);
}

async function dropSockets(api: Api, userId: number): Promise<number> {
  const r = await api.json<{ dropped: number }>('/chat/test/drop-sockets', { method: 'POST', body: JSON.stringify({ user_id: userId }) });
  expect(r.status).toBe(200);
  return r.body.dropped;
}

test.describe('chat-inbox resilience', () => {
  test("an anonymous profile: left every chat; 'Messaging Disabled' in the inbox; the API refuses to send; axe", async ({ page, api }) => {
    const { b, tokenA, tokenB, chatId } = await oneToOneChat(api);
    await say(api, tokenB, chatId, 'Before I go anonymous');

    // B chooses an anonymous profile in the App Settings (the real flow, with its confirmation).
    await loginInBrowser(page, b.email, b.password);
    await page.goto('/demo/profile-view.html#/profile/settings/privacy-settings');
    const settings = page.locator('profile-view');
    await settings.getByRole('radio', { name: /Anonymous Profile/ }).check();
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByRole('alertdialog').getByRole('button', { name: 'Make Anonymous' }).click();
    await expect(settings.getByText('Your changes have been saved.')).toBeVisible();

    // The inbox: disabled, nothing to open or write.
    await page.goto('/demo/chat-inbox.html');
    const ib = inbox(page);
    await expect(ib.getByRole('heading', { name: 'Messaging Disabled' })).toBeVisible();
    await expect(ib.getByText(ANONYMOUS)).toBeVisible();
    await expect(ib.getByRole('link', { name: 'New chat' })).toHaveCount(0);
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    // Opening the chat's address directly shows the same.
    await page.goto(chatUrl(chatId));
    await expect(ib.getByText(ANONYMOUS)).toBeVisible();
    await expect(ib.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

    // The API: no sending, no chat list, no realtime token — each with the spec's text.
    const refused = await sendRaw(api, tokenB, chatId, 'Still here?');
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(ANONYMOUS);
    for (const [path, method] of [
      ['/api/v1/channels', 'GET'],
      ['/api/v1/chat/token', 'POST'],
    ] as const) {
      const r = await api.json<{ error: { message: string } }>(path, { method, token: tokenB });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.error.message).toBe(ANONYMOUS);
    }
    // B left the chat for good (accounts spec §4); A can no longer write to them.
    const listA = await api.json<{ data: Array<{ id: string; members: Array<{ profile: { id: number }; state?: string }> }> }>('/api/v1/channels', { token: tokenA });
    const seen = listA.body.data.find((c) => c.id === chatId);
    expect(seen?.members.find((m) => m.profile.id === b.id)?.state ?? 'left').toBe('left');
    const toGone = await sendRaw(api, tokenA, chatId, 'Are you there?');
    expect(toGone.status).toBe(403);
    const stored = await api.json<{ data: Array<{ text: string }> }>(`/api/v1/channels/${chatId}/messages`, { token: tokenA });
    expect(stored.body.data.map((m) => m.text)).toEqual(['Before I go anonymous']);
  });

  test('a socket dropped by the server while A sends 5 messages: B ends with all 5, each once', async ({ page, browser, server, api }) => {
    const { a, b, tokenB, chatId } = await oneToOneChat(api);
    const pageB = await (await browser.newContext({ baseURL: server.url })).newPage();
    await loginInBrowser(page, a.email, a.password);
    await loginInBrowser(pageB, b.email, b.password);

    // Both in the conversation, watching it live.
    await page.goto(chatUrl(chatId));
    await pageB.goto(chatUrl(chatId));
    const ia = inbox(page);
    const ib = inbox(pageB);
    await expect(ia.getByRole('heading', { name: fullName(b) })).toBeVisible();
    await expect(ib.getByRole('heading', { name: fullName(a) })).toBeVisible();
    await expect(ib.getByText('No messages yet. Say hello!')).toBeVisible();
    const listA = ia.getByRole('list', { name: 'Messages' });
    const listB = ib.getByRole('list', { name: 'Messages' });
    const box = ia.getByRole('textbox', { name: 'Message' });

    // A first message arrives live: B's socket is up before it is dropped.
    await box.fill('Steady 1');
    await box.press('Enter');
    await expect(listB.getByText('Steady 1', { exact: true })).toBeVisible({ timeout: 15_000 });

    const texts = ['Steady 1', 'Steady 2', 'Steady 3', 'Steady 4', 'Steady 5'];
    for (const [i, text] of texts.entries()) {
      if (i === 0) continue;
      // The server ends B's socket before the 2nd and the 4th (once it is back), and A's before the 3rd.
      const victim = i === 2 ? a : i === 1 || i === 3 ? b : null;
      if (victim) await expect.poll(() => dropSockets(api, victim.id), { timeout: 20_000 }).toBe(1);
      await box.fill(text);
      await box.press('Enter');
      await expect(listA.getByText(text, { exact: true })).toBeVisible();
    }

    // Every message once, in both pages, and sent (no 'Message failed to Send').
    for (const text of texts) {
      await expect(listB.getByText(text, { exact: true })).toHaveCount(1, { timeout: 20_000 });
      await expect(listA.getByText(text, { exact: true })).toHaveCount(1);
    }
    await expect(listA.getByText('Message failed to Send')).toHaveCount(0);
    await expect(listB.getByRole('listitem')).toHaveCount(5);
    await expect(listA.getByRole('listitem')).toHaveCount(5);

    // Stored once each (the messages API, newest first).
    const stored = await api.json<{ data: Array<{ text: string }> }>(`/api/v1/channels/${chatId}/messages`, { token: tokenB });
    expect(stored.body.data.map((m) => m.text)).toEqual([...texts].reverse());

    // And live again after the reconnect.
    await box.fill('After the storm');
    await box.press('Enter');
    await expect(listB.getByText('After the storm', { exact: true })).toHaveCount(1, { timeout: 15_000 });
    expect(await axe(pageB, 'chat-inbox')).toEqual([]);
  });

  test('three failed reconnects: the note says so and the list polls (a new message shows without the socket); back: live again', async ({ page, api }) => {
    test.setTimeout(120_000);
    const { a, b, tokenA, chatId } = await oneToOneChat(api);
    await loginInBrowser(page, b.email, b.password);
    await page.goto('/demo/chat-inbox.html');
    const ib = inbox(page);
    const row = ib.getByRole('link', { name: new RegExp(fullName(a)) });
    await expect(row).toBeVisible();
    // Arrives live: B's socket is up.
    await say(api, tokenA, chatId, 'Before the outage');
    await expect(row).toContainText('Before the outage');

    await refuseSockets(api, b.id, true);
    // The SDK tells of the drop after 5 s ('Connection lost. Reconnecting…' while fewer than three
    // attempts failed: its attempts are 0.25–6.5 s apart); after three the list is read every 2 s.
    const down = ib.getByText('Live updates are paused. New messages are checked for every few seconds until the connection is back.');
    await expect(down).toBeVisible({ timeout: 40_000 });
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await say(api, tokenA, chatId, 'Sent during the outage');
    await expect(row).toContainText('Sent during the outage', { timeout: 6_000 });

    await refuseSockets(api, b.id, false);
    await expect(down).toBeHidden({ timeout: 40_000 });
    await expect(ib.getByText('Connection lost. Reconnecting…')).toBeHidden();
    await say(api, tokenA, chatId, 'Live once more');
    await expect(row).toContainText('Live once more', { timeout: 10_000 });
  });
});
