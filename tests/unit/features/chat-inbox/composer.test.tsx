// The conversation's composer (events spec §5 Messaging, §7 Chat): text with the 'n/475' counter,
// Enter sends; up to 5 images with the spec's alerts, thumbnails with Remove, upload (intent
// 'message') with progress before Send hands `{ text, images }` over, a failed upload keeps all;
// '@' tagging: the 500 ms member search without oneself or untaggable members, the listbox keys,
// '@First Last' shown and '@#id' sent.
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/features/chat-inbox/schemas';
import { Composer, type ComposerDraft } from '@/features/chat-inbox/components/composer';
import { ChatMembers, MessageText } from '@/features/chat-inbox/components/message-text';
import type { Channel } from '@/features/chat-inbox/schemas';
import { json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole, nameOf, press, queryAllByRole, render, until } from '../../ui/render';
import { installApi, installBrowserImages, pick, png, pngs, settle, typeText, type Route } from '../member-feed/composer-support';
import { channel, person } from './support';

beforeEach(() => {
  resetPlatform();
  loginAs(7);
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetPlatform();
});

const chat = { ...channel('c1', 12), taggableMembers: [{ profile: person(12) }] } as unknown as Channel;

async function mount(route: Route = () => undefined) {
  const api = installApi(route);
  const sent: ComposerDraft[] = [];
  const r = await render(createElement(Composer, { onSend: (d: ComposerDraft) => void sent.push(d), chat, me: 7 }));
  const text = getByRole(r.root, 'textbox', 'Message') as HTMLTextAreaElement;
  const files = r.root.querySelector('input[type="file"]') as HTMLInputElement;
  const send = getByRole(r.root, 'button', 'Send') as HTMLButtonElement;
  return { ...r, api, sent, text, files, send };
}

const alertText = (root: ShadowRoot) => queryAllByRole(root, 'alert').map((a) => a.querySelector('.rwb-alert__body')?.textContent ?? '');
const thumbs = (root: ShadowRoot) => [...root.querySelectorAll('[aria-label="Images to send"] img')].map((i) => i.getAttribute('alt'));

describe('chat composer: text', () => {
  it("counts 'n/475', sends on Enter, not when blank or over 475", async () => {
    const c = await mount();
    expect(c.send.disabled).toBe(true);
    expect(c.root.textContent).toContain('0/475');
    await typeText(c.text, '   ');
    expect(c.send.disabled).toBe(true);
    await typeText(c.text, 'x'.repeat(476));
    expect(c.root.textContent).toContain('476/475');
    expect(c.send.disabled).toBe(true);
    expect(c.text.getAttribute('aria-invalid')).toBe('true');
    await typeText(c.text, 'Hello');
    await press(c.text, 'Enter', { shiftKey: true });
    expect(c.sent).toEqual([]);
    await press(c.text, 'Enter');
    await settle();
    expect(c.sent).toEqual([{ text: 'Hello', images: [] }]);
    expect(c.text.value).toBe('');
  });
});

describe('chat composer: images', () => {
  it('the Add images picker takes png, jpeg and webp, several at once', async () => {
    const c = await mount();
    expect(nameOf(c.files)).toBe('Add images');
    expect(c.files.accept).toBe('image/png,image/jpeg,image/webp');
    expect(c.files.multiple).toBe(true);
  });

  it("6 at once: none, with the spec's text; then 3 + 3: two join with the total text; at 5 the picker is off", async () => {
    installBrowserImages();
    const c = await mount();
    await pick(c.files, pngs(6));
    expect(alertText(c.root)).toEqual(['Maximum numbers of images for this message has been reached. Please ensure you have no more than 5 images selected.']);
    expect(thumbs(c.root)).toEqual([]);
    await pick(c.files, pngs(3));
    expect(thumbs(c.root)).toEqual(['Image 1', 'Image 2', 'Image 3']);
    await pick(c.files, pngs(3));
    await until(() => expect(thumbs(c.root)).toHaveLength(5));
    expect(alertText(c.root)).toEqual(['Maximum numbers of images for this message has been reached.']);
    expect(c.files.disabled).toBe(true);
    expect(c.root.textContent).toContain('5/5 images');
    await click(getByRole(c.root, 'button', 'Remove image 2'));
    expect(thumbs(c.root)).toEqual(['Image 1', 'Image 2', 'Image 3', 'Image 4']);
    expect(c.files.disabled).toBe(false);
  });

  it("a file that is not an image, and one too large: the spec's texts", async () => {
    installBrowserImages();
    const c = await mount();
    await pick(c.files, [new File(['gif'], 'a.gif', { type: 'image/gif' })]);
    expect(alertText(c.root)).toEqual(['One or more of the images selected could not be added.']);
    await pick(c.files, [png(1, 10_485_761)]);
    await until(() => expect(alertText(c.root)).toEqual(['Image too large']));
    expect(thumbs(c.root)).toEqual([]);
  });

  it("images without text: Send uploads them (intent 'message') with progress, then hands their URLs over", async () => {
    const { puts } = installBrowserImages();
    const c = await mount();
    await pick(c.files, pngs(2));
    await until(() => expect(c.send.disabled).toBe(false));
    await click(c.send);
    await until(() => expect(puts).toHaveLength(2));
    const signs = c.api.calls.filter((x: Call) => x.path === '/api/v1/media');
    expect(signs.map((x) => x.json)).toEqual([
      { media_filename: 'photo1.png', media_intent: 'message' },
      { media_filename: 'photo2.png', media_intent: 'message' },
    ]);
    await act(async () => puts[0].progress(50));
    const bar = c.root.querySelector('progress')!;
    expect(bar.getAttribute('aria-label')).toBe('Upload progress');
    expect(bar.value).toBe(25);
    expect(c.send.getAttribute('aria-busy')).toBe('true');
    expect(c.sent).toEqual([]);
    await act(async () => {
      puts[0].finish();
      puts[1].finish();
    });
    await until(() => expect(c.sent).toEqual([{ text: '', images: ['http://api.test/media/message/1.png', 'http://api.test/media/message/2.png'] }]));
    expect(thumbs(c.root)).toEqual([]);
    expect(c.root.querySelector('progress')).toBeNull();
  });

  it("a failed upload: 'Error uploading image', nothing sent, text and images kept; Send again sends only the rest", async () => {
    const { puts } = installBrowserImages();
    const c = await mount();
    await typeText(c.text, 'Look');
    await pick(c.files, pngs(2));
    await until(() => expect(c.send.disabled).toBe(false));
    await click(c.send);
    await until(() => expect(puts).toHaveLength(2));
    await act(async () => {
      puts[0].finish();
      puts[1].finish(500);
    });
    await until(() => expect(alertText(c.root)).toEqual(['Error uploading image']));
    expect(c.sent).toEqual([]);
    expect(c.text.value).toBe('Look');
    expect(c.root.textContent).toContain('Not uploaded');
    await click(c.send);
    await until(() => expect(puts).toHaveLength(3));
    await act(async () => puts[2].finish());
    await until(() => expect(c.sent).toHaveLength(1));
    expect(c.sent[0].text).toBe('Look');
    expect(c.sent[0].images).toHaveLength(2);
    expect(c.sent[0].images[0]).toBe(puts[0].url.split('?')[0]);
  });
});

describe('chat composer: @ tagging', () => {
  const found = { data: [person(7, 'Me'), person(12), person(13)], count: 3, next: null };
  const searchRoute: Route = (x) => (x.path === '/api/v1/search/user' ? json(found) : undefined);
  const options = (root: ShadowRoot) => queryAllByRole(getByRole(root, 'listbox', 'Members to tag'), 'option').map((o) => o.textContent);

  it("'@' and letters search 500 ms later; never oneself nor an untaggable member; keys choose; '@#id' is sent", async () => {
    const c = await mount(searchRoute);
    await typeText(c.text, 'Hi @Fir');
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    expect(c.api.calls.filter((x) => x.path === '/api/v1/search/user')).toHaveLength(0);
    await until(() => expect(options(c.root)).toEqual(['First12 Last12']));
    const searches = c.api.calls.filter((x) => x.path === '/api/v1/search/user');
    expect(searches.map((x) => new URL(x.url).searchParams.get('name'))).toEqual(['Fir']);
    expect(c.root.textContent).toContain('1 member to tag. Use the arrow keys to choose.');

    await press(c.text, 'ArrowDown');
    const option = getByRole(c.root, 'option');
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(c.text.getAttribute('aria-activedescendant')).toBe(option.id);
    await press(c.text, 'Enter');
    expect(c.text.value).toBe('Hi @First12 Last12 ');
    expect(getByRole(c.root, 'listbox', 'Members to tag').hidden).toBe(true);
    expect(c.sent).toEqual([]);
    expect(c.root.textContent).toContain('8/475'); // 'Hi @#12 '

    await typeText(c.text, 'Hi @First12 Last12 see you');
    await press(c.text, 'Enter');
    await settle();
    expect(c.sent).toEqual([{ text: 'Hi @#12 see you', images: [] }]);
  });

  it('Escape closes the list (Enter then sends); a click chooses; editing the name drops the tag', async () => {
    const c = await mount(searchRoute);
    await typeText(c.text, '@Fi');
    await until(() => expect(options(c.root)).toEqual(['First12 Last12']));
    await press(c.text, 'Escape');
    expect(getByRole(c.root, 'listbox', 'Members to tag').hidden).toBe(true);

    await typeText(c.text, '@Fir');
    await until(() => expect(options(c.root)).toEqual(['First12 Last12']));
    await click(queryAllByRole(c.root, 'option')[0]);
    expect(c.text.value).toBe('@First12 Last12 ');
    await typeText(c.text, '@First12 Las ok');
    await press(c.text, 'Enter');
    await settle();
    expect(c.sent).toEqual([{ text: '@First12 Las ok', images: [] }]);
  });
});

describe('<MessageText>', () => {
  it("shows '@#id' as '@First Last' from the chat's members, unknown ids as '@Member', as text (never HTML)", async () => {
    const r = await render(createElement('p', null, createElement(MessageText, { text: 'Hi @#12 and @#99 <b>x</b>', chat })));
    const p = r.root.querySelector('p')!;
    expect(p.textContent).toBe('Hi @First12 Last12 and @Member <b>x</b>');
    expect(p.querySelector('b')).toBeNull();
    expect([...p.querySelectorAll('.chat__tag')].map((t) => t.textContent)).toEqual(['@First12 Last12', '@Member']);
  });

  it('takes the chat from <ChatMembers> around it', async () => {
    const r = await render(createElement(ChatMembers, { chat, children: createElement('p', null, createElement(MessageText, { text: '@#12 hi' })) }));
    expect(r.root.querySelector('p')!.textContent).toBe('@First12 Last12 hi');
  });
});
