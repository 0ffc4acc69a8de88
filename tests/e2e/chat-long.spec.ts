// A long conversation in <chat-inbox> (§5: virtualised, smooth at thousands of messages): a chat of
// 400 messages posted through the API keeps fewer than 300 message nodes in the DOM once all are
// loaded; scrolling up loads older pages keeping the place; a reply's quote seeks an old message not
// loaded (highlighted 3 s, focused); a search result opens the chat at the message; tags shown as
// names in the list's preview, the search's results and the messages.
import type { Locator, Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { fullName, inbox, oneToOneChat, say } from './support/chat';

const messagesOf = (page: Page) => inbox(page).getByRole('list', { name: 'Messages' });
const slots = (page: Page) => messagesOf(page).locator('li[data-message-id]');
const COUNT = 400;

/** The message's top relative to the list's box (px), or null when not rendered. */
const topIn = (page: Page, id: string) =>
  messagesOf(page).evaluate((box, mid) => {
    const el = box.querySelector(`li[data-message-id="${mid}"]`);
    return el ? el.getBoundingClientRect().top - box.getBoundingClientRect().top : null;
  }, id);

const inView = (box: Locator, row: Locator) =>
  Promise.all([box.boundingBox(), row.boundingBox()]).then(([b, r]) => !!b && !!r && r.y >= b.y - 1 && r.y + r.height <= b.y + b.height + 1);

test.describe('chat-inbox long conversation', () => {
  test.setTimeout(120_000);

  test('400 messages: fewer than 300 message nodes, older pages keep the place, seek from a reply and from search, tags as names', async ({ page, api }) => {
    const { a, b, tokenA, tokenB, chatId } = await oneToOneChat(api);

    // The first message tags B; 398 more, a few at a time; B's last one replies to the first and tags A.
    const kickoff = await say(api, tokenA, chatId, `Kickoff zebra plan with @#${b.id} today`);
    for (let i = 2; i < COUNT; i += 6) await Promise.all(Array.from({ length: Math.min(6, COUNT - i) }, (_, j) => say(api, j % 2 ? tokenB : tokenA, chatId, `Note ${i + j}`)));
    await say(api, tokenB, chatId, `Back to it, @#${a.id}`, { replyTo: kickoff });

    await loginInBrowser(page, a.email, a.password);
    await page.goto('/demo/chat-inbox.html');
    const ia = inbox(page);

    // The list's preview names the tag.
    const row = ia.getByRole('link', { name: new RegExp(fullName(b)) });
    await expect(row).toContainText(`Back to it, @${fullName(a)}`);
    await expect(row).not.toContainText('@#');

    // The chat opens at the bottom: B's reply, its quote naming B's tag.
    await row.click();
    const box = messagesOf(page);
    const reply = slots(page).filter({ hasText: 'Back to it' });
    await expect(reply).toBeVisible({ timeout: 15_000 });
    await expect(reply).toContainText(`@${fullName(a)}`);
    await expect(reply.getByRole('button', { name: new RegExp(`Kickoff zebra plan with @${fullName(b)}`) })).toBeVisible();
    expect(await inView(box, reply)).toBe(true);
    expect(await axe(page, 'chat-inbox')).toEqual([]);

    // A reply's quote seeks the first message (not loaded): the page around it, highlighted and focused.
    await reply.getByRole('button', { name: /Kickoff zebra plan/ }).click();
    const first = messagesOf(page).locator(`li[data-message-id="${kickoff}"]`);
    await expect(first).toHaveAttribute('data-highlighted', 'true', { timeout: 15_000 });
    await expect(first).toBeFocused();
    await expect.poll(() => inView(box, first)).toBe(true);
    await expect(first).not.toHaveAttribute('data-highlighted', { timeout: 5_000 });

    // Back at the bottom on reopening; scrolling up loads older pages and keeps the place.
    await page.reload();
    await expect(reply).toBeVisible({ timeout: 15_000 });
    // Opened at the bottom (and settled there).
    await expect.poll(() => box.evaluate((el) => Math.round(el.scrollHeight - el.scrollTop - el.clientHeight))).toBeLessThan(2);
    await page.waitForTimeout(300);
    const setsize = () => box.locator('li[data-message-id]').first().getAttribute('aria-setsize');
    let rounds = 0;
    let pages = 0;
    while ((await setsize()) === '-1') {
      if (++rounds > 40) throw new Error('older pages never ended');
      // Near the top: the older page is asked for. The first message in view and where it is, on the next frame.
      const seen = await box.evaluate(async (el) => {
        el.scrollTop = 150;
        el.dispatchEvent(new Event('scroll'));
        await new Promise((r) => requestAnimationFrame(r));
        const boxTop = el.getBoundingClientRect().top;
        const slot = [...el.querySelectorAll<HTMLElement>('li[data-message-id]')].find((li) => li.getBoundingClientRect().top >= boxTop)!;
        return { id: slot.dataset.messageId!, index: Number(slot.dataset.index), top: slot.getBoundingClientRect().top - boxTop };
      });
      // The older page arrives above (or the chat's start is reached): the message stays where it was.
      await expect.poll(async () => (await box.evaluate((el) => el.scrollTop)) > 1000 || (await setsize()) !== '-1', { timeout: 10_000 }).toBe(true);
      // The virtualised list renders the rows around the new scroll position on the next frame.
      await expect.poll(() => topIn(page, seen.id)).not.toBeNull();
      const after = await topIn(page, seen.id);
      expect(Math.abs(after! - seen.top)).toBeLessThan(2);
      if (Number(await box.locator(`li[data-message-id="${seen.id}"]`).getAttribute('data-index')) > seen.index) pages++;
    }
    expect(pages).toBeGreaterThanOrEqual(10);
    expect(await setsize()).toBe(String(COUNT));
    await expect(messagesOf(page).locator(`li[data-message-id="${kickoff}"]`)).toBeVisible();
    // All 400 loaded: fewer than 300 message nodes in the DOM (only those near the view).
    const rendered = await inbox(page).evaluate((el) => el.shadowRoot!.querySelectorAll('li[data-message-id]').length);
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(300);
    const nodes = await box.evaluate((el) => el.querySelectorAll('*').length);
    expect(nodes).toBeLessThan(300 * 4);

    // The list scrolls with the keyboard.
    await box.focus();
    const y = await box.evaluate((el) => el.scrollTop);
    await page.keyboard.press('PageDown');
    await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBeGreaterThan(y);

    // Search: the result names the tag and opens the chat at the message (loaded around it, highlighted).
    await page.goto('/demo/chat-inbox.html#/messages/search');
    await ia.getByRole('searchbox', { name: 'Search' }).fill('zebra');
    const found = ia.getByRole('list', { name: 'Messages' }).getByRole('link', { name: /Kickoff zebra plan/ });
    await expect(found).toContainText(`Kickoff zebra plan with @${fullName(b)} today`);
    await expect(found).not.toContainText('@#');
    await found.click();
    await expect(page).toHaveURL(new RegExp(`#/messages/chats/${chatId}\\?m=${kickoff}$`));
    const sought = messagesOf(page).locator(`li[data-message-id="${kickoff}"]`);
    await expect(sought).toHaveAttribute('data-highlighted', 'true', { timeout: 15_000 });
    await expect.poll(() => inView(box, sought)).toBe(true);
    await expect(sought).toContainText(`@${fullName(b)}`);

    // Editing it: the box names the tag; saved, the tag is still a tag ('@#id' in the API's text).
    await sought.getByRole('button', { name: 'Actions', exact: true }).click();
    await sought.getByRole('menu', { name: 'Actions' }).getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const edit = sought.getByRole('textbox', { name: 'Edit message' });
    await expect(edit).toHaveValue(`Kickoff zebra plan with @${fullName(b)} today`);
    await expect(edit).toBeFocused(); // the caret after the text
    await edit.pressSequentially(' and tomorrow');
    await sought.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(sought.locator('.chat__text')).toHaveText(`Kickoff zebra plan with @${fullName(b)} today and tomorrow Edited`);
    await expect
      .poll(async () => (await api.json<{ text: string }>(`/api/v1/channels/${chatId}/messages/${kickoff}`, { token: tokenA })).body.text)
      .toBe(`Kickoff zebra plan with @#${b.id} today and tomorrow`);
  });
});
