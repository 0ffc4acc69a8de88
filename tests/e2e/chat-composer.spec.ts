// The conversation's composer on <chat-inbox>'s demo page with two members (events spec §5 Messaging,
// §7 Chat): six images are refused with the spec's text; A sends two images without text and B sees
// them; A tags B by typing '@' and B's last name (the suggestion list passes axe), B sees '@First Last'
// in the message, the stored text carries '@#id' and B's 'chat_tag' notification is in the API.
import sharp from 'sharp';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { fullName, inbox, oneToOneChat } from './support/chat';

const photo = (color: string) => sharp({ create: { width: 1400, height: 1200, channels: 3, background: color } }).png().toBuffer();
const small = (color: string) => sharp({ create: { width: 40, height: 40, channels: 3, background: color } }).png().toBuffer();

test.describe('chat-inbox composer', () => {
  test('images: six refused, two sent and seen; @ tagging names B and notifies B; axe', async ({ page, browser, server, api }) => {
    test.setTimeout(90_000);
    // A's one-to-one chat with B, made through the API (the new-chat page has its own test).
    const { a, b, tokenB, chatId } = await oneToOneChat(api);
    const pageB = await (await browser.newContext({ baseURL: server.url })).newPage();
    await loginInBrowser(page, a.email, a.password);
    await loginInBrowser(pageB, b.email, b.password);

    await page.goto(`/demo/chat-inbox.html#/messages/chats/${chatId}`);
    const ia = inbox(page);
    await expect(ia.getByRole('heading', { name: fullName(b) })).toBeVisible();
    const box = ia.getByRole('textbox', { name: 'Message' });
    const send = ia.getByRole('button', { name: 'Send' });
    const addImages = ia.getByLabel('Add images');
    const strip = ia.getByRole('list', { name: 'Images to send' });

    // Six at once: none join, the spec's text.
    const six = await Promise.all(['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'].map(small));
    await addImages.setInputFiles(six.map((buffer, i) => ({ name: `p${i + 1}.png`, mimeType: 'image/png', buffer })));
    await expect(ia.getByRole('alert')).toContainText('Maximum numbers of images for this message has been reached. Please ensure you have no more than 5 images selected.');
    await expect(strip).toHaveCount(0);
    await expect(send).toBeDisabled();

    // Two (resized to 1000×1000 before upload): thumbnails with Remove, Send without text.
    await addImages.setInputFiles([
      { name: 'ruck-1.png', mimeType: 'image/png', buffer: await photo('#1b3a5c') },
      { name: 'ruck-2.png', mimeType: 'image/png', buffer: await photo('#c8102e') },
    ]);
    await expect(strip.getByRole('img')).toHaveCount(2);
    await expect(ia.getByRole('button', { name: 'Remove image 2' })).toBeVisible();
    await expect(ia.getByText('2/5 images')).toBeVisible();
    await expect(send).toBeEnabled();
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await send.click();
    await expect(strip).toHaveCount(0);
    const listA = ia.getByRole('list', { name: 'Messages' });
    await expect(listA.getByRole('img', { name: 'Image 2 of 2 from You' })).toBeVisible({ timeout: 15_000 });

    // B: the chat, the two images loaded.
    const ib = inbox(pageB);
    await pageB.goto(`/demo/chat-inbox.html#/messages/chats/${chatId}`);
    const listB = ib.getByRole('list', { name: 'Messages' });
    for (const n of [1, 2]) {
      const img = listB.getByRole('img', { name: `Image ${n} of 2 from ${fullName(a)}` });
      await expect(img).toBeVisible({ timeout: 15_000 });
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1000);
    }

    // A tags B: '@' and B's last name → the suggestion, keys choose it.
    await box.pressSequentially(`Well done @${b.lastName}`);
    const suggestions = ia.getByRole('listbox', { name: 'Members to tag' });
    const option = suggestions.getByRole('option', { name: fullName(b) });
    await expect(option).toBeVisible();
    await expect(suggestions.getByRole('option')).toHaveCount(1);
    await expect(ia.getByText('1 member to tag. Use the arrow keys to choose.')).toBeAttached();
    expect(await axe(page, 'chat-inbox')).toEqual([]);
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(box).toHaveValue(`Well done @${fullName(b)} `);
    await expect(suggestions).toBeHidden();
    await box.pressSequentially('see you');
    await box.press('Enter');
    await expect(box).toHaveValue('');

    // Both see '@First Last'; the stored text carries '@#id'.
    await expect(listA.getByText(`Well done @${fullName(b)} see you`)).toBeVisible({ timeout: 15_000 });
    await expect(listB.getByText(`Well done @${fullName(b)} see you`)).toBeVisible({ timeout: 15_000 });
    const stored = await api.json<{ data: Array<{ text: string; images: string[] }> }>(`/api/v1/channels/${chatId}/messages`, { token: tokenB });
    expect(stored.body.data[0].text).toBe(`Well done @#${b.id} see you`);
    expect(stored.body.data[1].images).toHaveLength(2);

    // B's notification of the tag.
    const notes = await api.json<{ data: { results: Array<{ verb: string; actor: { id: number } | null; data: { channel_id?: string } }> } }>(`/api/v1/user/${b.id}/notifications`, { token: tokenB });
    expect(notes.status).toBe(200);
    expect(notes.body.data.results.filter((n) => n.verb === 'chat_tag')).toEqual([expect.objectContaining({ verb: 'chat_tag', actor: expect.objectContaining({ id: a.id }), data: expect.objectContaining({ channel_id: chatId }) })]);
  });
});
