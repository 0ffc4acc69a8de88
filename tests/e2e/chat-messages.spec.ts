// The actions on a conversation's messages in <chat-inbox>, two members in two browser contexts:
// reactions both ways (live), a reaction refused by an injected fault rolls back with an error, an
// edit ('Edited') and a deletion seen live by the other, a reply with its quote, and seeking a quoted
// message that is not loaded (the page around it, highlighted for 3 s); axe with the menus open.
import sharp from 'sharp';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import type { Api } from './support/api';
import { fullName, inbox, oneToOneChat, say } from './support/chat';

const messagesOf = (page: Page) => inbox(page).getByRole('list', { name: 'Messages' });
/** The message whose own text is `text` (an 'Edited' after it allowed; quotes of it are not it). */
const rowOf = (page: Page, text: string) =>
  messagesOf(page)
    .locator('li[data-message-id]')
    .filter({ has: page.locator('.chat__text').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( Edited)?$`) }) });

const byId = (page: Page, id: string) => messagesOf(page).locator(`li[data-message-id="${id}"]`);

/** An image uploaded for a message (a signed URL, then the bytes). */
async function uploadImage(api: Api, token: string): Promise<string> {
  const signed = await api.json<{ media_upload_url: string; url: string }>('/api/v1/media', { method: 'POST', token, body: JSON.stringify({ media_filename: 'pic.png', media_intent: 'message' }) });
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#13294b' } }).png().toBuffer();
  const put = await fetch(signed.body.media_upload_url, { method: 'PUT', body: new Uint8Array(png), headers: { 'content-type': 'image/png' } });
  expect(put.status).toBe(200);
  return signed.body.url;
}

/** Two members with a one-to-one chat, each logged in on their own page. */
async function pair(api: Api, page: Page, browser: Browser, url: string) {
  const chat = await oneToOneChat(api);
  const { a, b } = chat;
  const pageB = await (await browser.newContext({ baseURL: url })).newPage();
  await loginInBrowser(page, a.email, a.password);
  await loginInBrowser(pageB, b.email, b.password);
  return { ...chat, pageB };
}

async function openChat(page: Page, chatId: string, lastText: string) {
  await page.goto(`/demo/chat-inbox.html#/messages/chats/${chatId}`);
  await expect(rowOf(page, lastText)).toBeVisible({ timeout: 15_000 });
}

async function choose(row: Locator, menu: string, item: string) {
  await row.getByRole('button', { name: menu, exact: true }).click();
  await row.getByRole('menu', { name: menu }).getByRole('menuitem', { name: item, exact: true }).click();
}

test.describe('chat-inbox message actions', () => {
  test('images; reactions both ways live; a refused reaction rolls back; axe with the menus open', async ({ page, browser, server, api }) => {
    const { b, tokenA, tokenB, chatId, pageB } = await pair(api, page, browser, server.url);
    await say(api, tokenA, chatId, 'From A');
    await say(api, tokenB, chatId, 'From B', { media: [await uploadImage(api, tokenB), await uploadImage(api, tokenB)] });
    await openChat(page, chatId, 'From B');
    // The images of a message: thumbnails with their alt text.
    const pics = rowOf(page, 'From B').getByRole('img');
    await expect(pics).toHaveCount(2);
    await expect(pics.first()).toHaveAttribute('alt', `Image 1 of 2 from ${fullName(b)}`);
    await expect.poll(() => pics.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await openChat(pageB, chatId, 'From B');

    // A reacts to B's message from the React menu (the five defaults); B sees it live.
    const bOnA = rowOf(page, 'From B');
    await bOnA.getByRole('button', { name: 'React', exact: true }).click();
    const menu = bOnA.getByRole('menu', { name: 'React' });
    await expect(menu.getByRole('menuitem')).toHaveCount(5);
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await menu.getByRole('menuitem', { name: '👍' }).click();
    await expect(bOnA.getByRole('button', { name: '👍 1' })).toHaveAttribute('aria-pressed', 'true');
    const bOnB = rowOf(pageB, 'From B');
    await expect(bOnB.getByRole('button', { name: '👍 1' })).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });

    // B reacts to A's message, keyboard only; A sees it live. The Actions menu is open for axe.
    const aOnB = rowOf(pageB, 'From A');
    await aOnB.getByRole('button', { name: 'Actions' }).focus();
    await pageB.keyboard.press('Enter');
    await expect(aOnB.getByRole('menu', { name: 'Actions' })).toBeVisible();
    expect(await axe(pageB, 'chat-inbox')).toEqual([]);
    await pageB.keyboard.press('Escape');
    await expect(aOnB.getByRole('menu', { name: 'Actions' })).toHaveCount(0);
    await aOnB.getByRole('button', { name: 'React', exact: true }).focus();
    await pageB.keyboard.press('Enter');
    await pageB.keyboard.press('Tab');
    await pageB.keyboard.press('Tab');
    await expect(aOnB.getByRole('menuitem', { name: '😂' })).toBeFocused();
    await pageB.keyboard.press('Enter');
    await expect(aOnB.getByRole('button', { name: '😂 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rowOf(page, 'From A').getByRole('button', { name: '😂 1' })).toBeVisible({ timeout: 15_000 });

    // A's next reaction is refused: shown at once, then rolled back with the error; B never sees it.
    await api.fault('^/api/v1/messages/[^/]+/emoji$', 500, { method: 'POST', count: 1 });
    await bOnA.getByRole('button', { name: 'React', exact: true }).click();
    await bOnA.getByRole('menu', { name: 'React' }).getByRole('menuitem', { name: '❤️' }).click();
    await expect(inbox(page).getByText('Unable to update your reaction. Please try again.')).toBeVisible();
    await expect(bOnA.getByRole('button', { name: '❤️ 1' })).toHaveCount(0);
    await expect(bOnA.getByRole('button', { name: '👍 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    // Taking back A's 👍: B sees it go.
    await bOnA.getByRole('button', { name: '👍 1' }).click();
    await expect(bOnB.getByRole('button', { name: '👍 1' })).toHaveCount(0, { timeout: 15_000 });
    await expect(bOnB.getByRole('button', { name: '❤️ 1' })).toHaveCount(0);
  });

  test('edit and delete seen live; a reply with its quote; seeking a quoted message not loaded', async ({ page, browser, server, api }) => {
    const { a, tokenA, tokenB, chatId, pageB } = await pair(api, page, browser, server.url);
    const first = await say(api, tokenA, chatId, 'The very first');
    for (let i = 1; i <= 28; i++) await say(api, i % 2 ? tokenB : tokenA, chatId, `Filler ${i}`);
    await say(api, tokenB, chatId, 'Quoting the start', { replyTo: first });
    const original = await say(api, tokenA, chatId, 'Original words');
    await say(api, tokenA, chatId, 'Regrettable');
    await openChat(page, chatId, 'Regrettable');
    await openChat(pageB, chatId, 'Regrettable');

    // A edits: 'Edited' on both sides.
    const own = byId(page, original);
    await choose(own, 'Actions', 'Edit');
    const box = own.getByRole('textbox', { name: 'Edit message' });
    await expect(box).toBeFocused();
    await box.fill('Better words');
    await own.getByRole('button', { name: 'Save' }).click();
    const edited = rowOf(page, 'Better words');
    await expect(edited).toContainText('Edited');
    await expect(rowOf(pageB, 'Better words')).toContainText('Edited', { timeout: 15_000 });

    // A deletes after the confirmation: the deleted text on both sides.
    await choose(rowOf(page, 'Regrettable'), 'Actions', 'Delete');
    const dialog = inbox(page).getByRole('alertdialog', { name: 'Delete message' });
    await expect(dialog).toContainText('Are you sure you want to delete this message?');
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(page, 'Regrettable')).toHaveCount(0);
    await expect(messagesOf(page).getByText('This message was deleted.')).toBeVisible();
    await expect(rowOf(pageB, 'Regrettable')).toHaveCount(0, { timeout: 15_000 });
    await expect(messagesOf(pageB).getByText('This message was deleted.')).toBeVisible();

    // B replies to A's edited message: the quote above the composer, then in the sent message; A sees it live.
    await choose(rowOf(pageB, 'Better words'), 'Actions', 'Reply');
    await expect(inbox(pageB).getByText(`Replying to ${fullName(a)}`)).toBeVisible();
    expect(await axe(pageB, 'chat-inbox')).toEqual([]);
    await inbox(pageB).getByRole('textbox', { name: 'Message' }).fill('Indeed better');
    await inbox(pageB).getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(inbox(pageB).getByText(`Replying to ${fullName(a)}`)).toHaveCount(0);
    await expect(rowOf(pageB, 'Indeed better').getByRole('button', { name: `${fullName(a)} Better words` })).toBeVisible();
    await expect(rowOf(page, 'Indeed better').getByRole('button', { name: 'You Better words' })).toBeVisible({ timeout: 15_000 });

    // A seeks the first message, quoted by B but beyond the first page: loaded, scrolled to, highlighted for 3 s.
    await expect(rowOf(page, 'The very first')).toHaveCount(0);
    await rowOf(page, 'Quoting the start').getByRole('button', { name: /The very first/ }).click();
    const target = rowOf(page, 'The very first');
    await expect(target).toBeInViewport();
    await expect(target).toHaveAttribute('data-highlighted', 'true');
    await expect(target).toBeFocused();
    await expect(target).not.toHaveAttribute('data-highlighted', 'true', { timeout: 5_000 });
    // The pages between were read too: no gap (the list, virtualised, renders only the rows near the
    // view; each row carries its place: the first of all 33 messages, the chat's start reached).
    await expect(rowOf(page, 'Filler 1')).toHaveCount(1);
    await expect(target).toHaveAttribute('aria-posinset', '1');
    await expect(target).toHaveAttribute('aria-setsize', '33');
    await expect(rowOf(page, 'Filler 1')).toHaveAttribute('aria-posinset', '2');
  });

  test('on a touch screen a press held 500 ms opens the reactions', async ({ browser, server, api }) => {
    const { a, tokenB, chatId } = await oneToOneChat(api);
    await say(api, tokenB, chatId, 'Hold me');
    const phone = await (await browser.newContext({ baseURL: server.url, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })).newPage();
    await loginInBrowser(phone, a.email, a.password);
    await openChat(phone, chatId, 'Hold me');
    const row = rowOf(phone, 'Hold me');
    const text = await row.locator('.chat__text').boundingBox();
    const point = { x: text!.x + text!.width / 2, y: text!.y + text!.height / 2 };
    const cdp = await phone.context().newCDPSession(phone);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await phone.waitForTimeout(250);
    await expect(row.getByRole('menu', { name: 'React' })).toHaveCount(0);
    await expect(row.getByRole('menu', { name: 'React' })).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await row.getByRole('menuitem', { name: '👍' }).tap();
    await expect(row.getByRole('button', { name: '👍 1' })).toHaveAttribute('aria-pressed', 'true');
  });
});
