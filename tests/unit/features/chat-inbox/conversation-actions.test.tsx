// The actions on a conversation's messages with a fake API and a fake realtime connection: emoji
// reactions (the five defaults, optimistic with rollback and an error, 5 then '...', live from
// others, the 500 ms long press), edit ('Edited') and delete (confirmed; live from others), reply
// (the quote above the composer, reply_message_id, the quote in the sent message) and seeking the
// quoted message (the page around it, highlighted for 3 s), blocked and deleted senders, images.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import '@/features/chat-inbox/schemas';
import { ChatInbox } from '@/features/chat-inbox';
import { labels, messages } from '@/features/chat-inbox/messages';
import { actionTexts } from '@/features/chat-inbox/message-texts';
import { REACTION_EMOJIS } from '@/features/chat-inbox/message-model';
import { setChatConnector, type LiveChatMessage } from '@/features/chat-inbox/realtime';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole, press, queryAllByRole, render, until } from '../../ui/render';
import { channel, fakeConnection, live } from './support';

const T0 = '2026-11-26T09:00:00Z';
const at = (min: number) => new Date(Date.parse(T0) + min * 60_000).toISOString();
const hi = (extra: Partial<LiveChatMessage> = {}) => ({ ...live('m1', 12, 'Hi there', at(0)), reactions: [{ emoji: '👍', count: 1, mine: false }], ...extra });
const mine = (extra: Partial<LiveChatMessage> = {}) => ({ ...live('m2', 7, 'My words', at(1)), ...extra });

/** A message as the product API answers it. */
const answer = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  channel_id: 'c1',
  profile_id: 7,
  text: 'x',
  type: 'regular',
  created: at(1),
  deleted: false,
  blocked: false,
  edited: false,
  images: [],
  emoji_reactions: {},
  ...extra,
});

let fake: ReturnType<typeof fakeConnection>;
let rooms: NonNullable<Parameters<typeof fakeConnection>[1]>;
beforeEach(() => {
  resetPlatform();
  rooms = { c1: { messages: [hi(), mine()] } };
  fake = fakeConnection(7, rooms);
  setChatConnector(async () => fake.connection);
});
afterEach(async () => {
  await cleanup();
  setChatConnector(null);
  resetPlatform();
});

type Extra = (call: Call) => Response | Promise<Response> | undefined;

function server(chats: unknown[], extra: Extra = () => undefined, blocked: number[] = []) {
  return installFetch((call) => {
    const e = extra(call);
    if (e) return e;
    if (call.path === '/api/v1/channels' && call.method === 'GET') return json({ data: chats });
    if (call.path === '/api/v1/chat/token') return json({ token: 'jwt' });
    if (call.path === '/api/v1/user/7/block') return json({ data: blocked.map((id) => ({ id, first_name: `First${id}`, last_name: `Last${id}` })) });
    return errorBody(404, 'not_found');
  });
}

async function open(chats: unknown[] = [channel('c1', 12)], extra?: Extra, blocked: number[] = []) {
  loginAs(7);
  history.replaceState(null, '', '/demo/chat-inbox.html#/messages/chats/c1');
  const { calls } = server(chats, extra, blocked);
  const { root } = await render(createElement(ChatInbox, {}));
  await until(() => expect(rowOf(root, 'm1')).toBeTruthy());
  return { root, calls };
}

const rowOf = (root: ShadowRoot, id: string) => root.querySelector<HTMLElement>(`li[data-message-id="${id}"]`)!;
const chips = (row: HTMLElement) => [...row.querySelectorAll('.chat__reaction')].map((b) => `${b.textContent}${b.getAttribute('aria-pressed') === 'true' ? '*' : ''}`);

async function chooseFromMenu(row: HTMLElement, menu: string, item: string) {
  await click(getByRole(row, 'button', menu));
  const list = getByRole(row, 'menu', menu);
  await click(getByRole(list, 'menuitem', item));
}

async function typeText(el: HTMLElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('reactions', () => {
  it('the five defaults in a menu; adding is optimistic and settled by the answer; a failure rolls back with an error', async () => {
    let failNext = false;
    const { root, calls } = await open(undefined, (call) => {
      if (call.path !== '/api/v1/messages/m1/emoji') return undefined;
      // The failure comes a moment later, so the optimistic change shows first.
      if (failNext) return new Promise<Response>((r) => setTimeout(() => r(errorBody(500, 'server_error')), 150));
      const reactions = call.method === 'POST' ? { '👍': [12], '❤️': [7] } : { '👍': [12] };
      return json(answer('m1', { profile_id: 12, emoji_reactions: reactions }), call.method === 'POST' ? 201 : 200);
    });
    const row = rowOf(root, 'm1');
    expect(chips(row)).toEqual(['👍 1']);
    await click(getByRole(row, 'button', actionTexts.react));
    const menu = getByRole(row, 'menu', actionTexts.react);
    expect(queryAllByRole(menu, 'menuitem').map((i) => i.textContent)).toEqual([...REACTION_EMOJIS]);
    expect(REACTION_EMOJIS).toHaveLength(5);
    await click(getByRole(menu, 'menuitem', '❤️'));
    expect(queryAllByRole(row, 'menu')).toHaveLength(0);
    expect(chips(row)).toEqual(['👍 1', '❤️ 1*']);
    await until(() => expect(calls.filter((c) => c.path === '/api/v1/messages/m1/emoji')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/v1/messages/m1/emoji')).toMatchObject({ method: 'POST', json: { emoji: '❤️' } });
    await until(() => expect(chips(row)).toEqual(['👍 1', '❤️ 1*']));

    // Pressing another's reaction adds one's own; the call fails: back as it was, with the error.
    failNext = true;
    await click(getByRole(row, 'button', '👍 1'));
    expect(chips(row)).toEqual(['👍 2*', '❤️ 1*']);
    await until(() => expect(root.textContent).toContain(actionTexts.reactionFailed));
    expect(chips(row)).toEqual(['👍 1', '❤️ 1*']);

    // Taking one's own back: DELETE.
    failNext = false;
    await click(getByRole(row, 'button', '❤️ 1'));
    expect(chips(row)).toEqual(['👍 1']);
    await until(() => expect(calls.filter((c) => c.path === '/api/v1/messages/m1/emoji' && c.method === 'DELETE')).toHaveLength(1));
    expect(root.textContent).not.toContain(actionTexts.reactionFailed);
  });

  it("a change under way survives others' reactions arriving live meanwhile", async () => {
    const { root } = await open(undefined, (call) =>
      call.path === '/api/v1/messages/m1/emoji'
        ? new Promise<Response>((r) => setTimeout(() => r(json(answer('m1', { profile_id: 12, emoji_reactions: { '👍': [12, 7], '😮': [13] } }), 201)), 150))
        : undefined,
    );
    const row = rowOf(root, 'm1');
    await click(getByRole(row, 'button', '👍 1'));
    expect(chips(row)).toEqual(['👍 2*']);
    // Another member's reaction: the message as the server has it, without the member's one yet.
    await fake.emitRoom({ type: 'reaction.new', chatId: 'c1', message: hi({ reactions: [{ emoji: '👍', count: 1, mine: false }, { emoji: '😮', count: 1, mine: false }] }) });
    expect(chips(row)).toEqual(['👍 2*', '😮 1']);
    // A second press while the first is under way does nothing.
    await click(getByRole(row, 'button', '👍 2'));
    expect(chips(row)).toEqual(['👍 2*', '😮 1']);
    await until(() => expect(chips(row)).toEqual(['👍 2*', '😮 1']));
    await act(async () => new Promise((r) => setTimeout(r, 250)));
    expect(chips(row)).toEqual(['👍 2*', '😮 1']);
  });

  it("shows five reactions, then '...' for the rest; others' reactions arrive live", async () => {
    const seven = ['😀', '😃', '😄', '😁', '😆', '😅', '🤣'].map((emoji) => ({ emoji, count: 1, mine: false }));
    rooms.c1.messages = [hi({ reactions: seven }), mine()];
    const { root } = await open();
    const row = rowOf(root, 'm1');
    expect(chips(row)).toHaveLength(6);
    expect(chips(row).at(-1)).toBe(actionTexts.more);
    expect(actionTexts.more).toBe('...');
    await click(getByRole(row, 'button', '...'));
    expect(chips(row)).toHaveLength(7);

    // Another member reacts to the member's message, then takes it back.
    await fake.emitRoom({ type: 'reaction.new', chatId: 'c1', message: mine({ reactions: [{ emoji: '😂', count: 1, mine: false }] }) });
    expect(chips(rowOf(root, 'm2'))).toEqual(['😂 1']);
    await fake.emitRoom({ type: 'reaction.deleted', chatId: 'c1', message: mine({ reactions: [] }) });
    expect(chips(rowOf(root, 'm2'))).toEqual([]);
    // A reaction on a message not loaded does not add it.
    await fake.emitRoom({ type: 'reaction.new', chatId: 'c1', message: live('old', 12, 'Long ago', at(-100)) });
    expect(rowOf(root, 'old')).toBeNull();
  });

  it('a touch held 500 ms opens the reactions', async () => {
    const { root } = await open();
    const row = rowOf(root, 'm1');
    // The touch is on the message itself (its slot in the virtualised list holds it).
    const bubble = row.querySelector<HTMLElement>('.chat__message')!;
    await act(async () => {
      bubble.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true, clientX: 5, clientY: 5 }));
    });
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    expect(queryAllByRole(row, 'menu')).toHaveLength(0);
    await until(() => expect(getByRole(row, 'menu', actionTexts.react)).toBeTruthy());
    await act(async () => {
      bubble.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch', bubbles: true }));
    });
    expect(getByRole(row, 'menu', actionTexts.react)).toBeTruthy();
  });
});

describe('edit and delete', () => {
  it("edits one's own message ('Edited'); a failure keeps the text typed; others' edits arrive live", async () => {
    let fail = true;
    const { root, calls } = await open(undefined, (call) => {
      if (call.path !== '/api/v1/messages/m2' || call.method !== 'PUT') return undefined;
      if (fail) {
        fail = false;
        return errorBody(500, 'server_error');
      }
      return json(answer('m2', { text: (call.json as { text: string }).text, edited: true }));
    });
    // Another's message offers no Edit or Delete.
    await click(getByRole(rowOf(root, 'm1'), 'button', actionTexts.actions));
    expect(queryAllByRole(rowOf(root, 'm1'), 'menuitem').map((i) => i.textContent)).toEqual([actionTexts.reply]);
    await press(getByRole(rowOf(root, 'm1'), 'menu', actionTexts.actions), 'Escape');

    const row = rowOf(root, 'm2');
    await chooseFromMenu(row, actionTexts.actions, actionTexts.edit);
    const box = getByRole(row, 'textbox', actionTexts.editLabel) as HTMLTextAreaElement;
    expect(box.value).toBe('My words');
    await typeText(box, 'My better words');
    await click(getByRole(row, 'button', actionTexts.save));
    await until(() => expect(row.textContent).toContain(actionTexts.editFailed));
    expect((getByRole(row, 'textbox', actionTexts.editLabel) as HTMLTextAreaElement).value).toBe('My better words');
    await press(getByRole(row, 'textbox', actionTexts.editLabel), 'Enter');
    await until(() => expect(row.querySelector('.chat__text')?.textContent).toBe(`My better words ${actionTexts.edited}`));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.json).toEqual({ text: 'My better words' });
    expect(queryAllByRole(row, 'textbox')).toHaveLength(0);
    expect(root.activeElement).toBe(getByRole(row, 'button', actionTexts.actions));

    await fake.emit({ type: 'message.updated', chatId: 'c1', message: hi({ text: 'Hi there!', edited: true }) });
    expect(rowOf(root, 'm1').querySelector('.chat__text')?.textContent).toBe(`Hi there! ${actionTexts.edited}`);
  });

  it("deletes one's own message after the confirmation; others' deletions arrive live", async () => {
    const { root, calls } = await open(undefined, (call) =>
      call.path === '/api/v1/messages/m2' && call.method === 'DELETE' ? json(answer('m2', { text: '', type: 'deleted', deleted: true })) : undefined,
    );
    await chooseFromMenu(rowOf(root, 'm2'), actionTexts.actions, actionTexts.delete);
    const dialog = getByRole(root, 'alertdialog');
    expect(dialog.textContent).toContain(actionTexts.deleteTitle);
    expect(dialog.textContent).toContain(actionTexts.deleteConfirm);
    await click(getByRole(dialog, 'button', actionTexts.cancel));
    expect(queryAllByRole(root, 'alertdialog')).toHaveLength(0);
    await until(() => expect(root.activeElement).toBe(getByRole(rowOf(root, 'm2'), 'button', actionTexts.actions)));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await chooseFromMenu(rowOf(root, 'm2'), actionTexts.actions, actionTexts.delete);
    await click(getByRole(getByRole(root, 'alertdialog'), 'button', actionTexts.delete));
    await until(() => expect(rowOf(root, 'm2').querySelector('.chat__text')?.textContent).toBe(messages.messageDeleted));
    expect(queryAllByRole(root, 'alertdialog')).toHaveLength(0);
    expect(queryAllByRole(rowOf(root, 'm2'), 'button', actionTexts.actions)).toHaveLength(0);

    await fake.emit({ type: 'message.deleted', chatId: 'c1', message: hi({ text: '', deleted: true, reactions: [] }) });
    expect(rowOf(root, 'm1').querySelector('.chat__text')?.textContent).toBe(messages.messageDeleted);
    expect(queryAllByRole(rowOf(root, 'm1'), 'button', actionTexts.react)).toHaveLength(0);
  });
});

describe('reply and seek', () => {
  it('quotes the message above the composer, sends reply_message_id, shows the quote in the sent message', async () => {
    const { root, calls } = await open(undefined, (call) => {
      if (!call.path.startsWith('/api/v1/messages/') || call.method !== 'POST') return undefined;
      return json(answer(call.path.split('/').pop()!, { text: 'Agreed', reply_message: { id: 'm1', text: 'Hi there', profile_id: 12 } }), 201);
    });
    await chooseFromMenu(rowOf(root, 'm1'), actionTexts.actions, actionTexts.reply);
    expect(root.textContent).toContain(actionTexts.replyingTo('First12 Last12'));
    expect(root.activeElement).toBe(getByRole(root, 'textbox', labels.message));
    await click(getByRole(root, 'button', actionTexts.cancelReply));
    expect(root.textContent).not.toContain(actionTexts.replyingTo('First12 Last12'));

    await chooseFromMenu(rowOf(root, 'm1'), actionTexts.actions, actionTexts.reply);
    const box = getByRole(root, 'textbox', labels.message);
    await typeText(box, 'Agreed');
    await press(box, 'Enter');
    await until(() => expect(calls.filter((c) => c.path.startsWith('/api/v1/messages/') && c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST' && c.path.startsWith('/api/v1/messages/'))!;
    expect(post.json).toEqual({ text: 'Agreed', channel_id: 'c1', reply_message_id: 'm1' });
    expect(root.textContent).not.toContain(actionTexts.replyingTo('First12 Last12'));
    const sent = [...root.querySelectorAll<HTMLElement>('li[data-message-id]')].at(-1)!;
    expect(getByRole(sent, 'button', 'First12 Last12 Hi there')).toBeTruthy();

    // Activating the quote of a loaded message highlights it, no page read.
    await click(getByRole(sent, 'button', 'First12 Last12 Hi there'));
    await until(() => expect(rowOf(root, 'm1').dataset.highlighted).toBe('true'));
    expect(fake.aroundCalls).toEqual([]);
  });

  it('seeking a quoted message not loaded reads the page around it and the pages between, then highlights it for 3 s', async () => {
    const quoted = live('q1', 12, 'Way back', at(-60));
    rooms.c1 = {
      messages: [hi(), mine({ quote: { id: 'q1', text: 'Way back', userId: '12', userName: 'First12 Last12', deleted: false } })],
      around: [live('q0', 12, 'Before', at(-61)), quoted, live('q2', 7, 'After', at(-59))],
      older: [live('q2', 7, 'After', at(-59)), live('q3', 12, 'Later', at(-30))],
    };
    const { root } = await open();
    expect(rowOf(root, 'q1')).toBeNull();
    await click(getByRole(rowOf(root, 'm2'), 'button', 'First12 Last12 Way back'));
    await until(() => expect(rowOf(root, 'q1')?.dataset.highlighted).toBe('true'));
    expect(fake.aroundCalls).toEqual([{ chatId: 'c1', id: 'q1', limit: 25 }]);
    expect(fake.olderCalls[0]).toMatchObject({ beforeId: 'm1' });
    const order = [...root.querySelectorAll<HTMLElement>('li[data-message-id]')].map((li) => li.dataset.messageId);
    expect(order).toEqual(['q0', 'q1', 'q2', 'q3', 'm1', 'm2']);
    expect(root.activeElement).toBe(rowOf(root, 'q1'));
    await until(() => expect(rowOf(root, 'q1').dataset.highlighted).toBeUndefined(), 4000);
  }, 8000);

  it("a quoted message that cannot be read: 'Unable to load more messages.'", async () => {
    rooms.c1 = { messages: [hi(), mine({ quote: { id: 'gone', text: 'x', userId: '12', userName: 'First12 Last12', deleted: false } })], around: [] };
    const { root } = await open();
    await click(getByRole(rowOf(root, 'm2'), 'button', 'First12 Last12 x'));
    await until(() => expect(root.textContent).toContain(messages.loadMoreFailed));
  });
});

describe('senders', () => {
  it("a blocked sender's message waits behind 'click to view blocked message'; a deleted member is 'Deleted Member' and offers no reactions or replies", async () => {
    rooms.c1.messages = [
      hi(),
      { ...live('m3', 13, 'Gone now', at(2)), userName: 'Deleted Member', userDeleted: true },
      { ...live('m4', 14, 'With pictures', at(3)), images: ['http://api.test/media/message/a.jpg', 'http://api.test/media/message/b.jpg'] },
    ];
    const group = channel('c1', 12, { group_chat: 1, displayName: 'Run Club' });
    const { root } = await open([group], undefined, [12]);
    await until(() => expect(rowOf(root, 'm1').textContent).toContain(actionTexts.blockedPlaceholder));
    const blocked = rowOf(root, 'm1');
    expect(blocked.querySelector('.chat__sender')?.textContent).toBe(actionTexts.blockedName);
    expect(blocked.textContent).not.toContain('Hi there');
    await click(getByRole(blocked, 'button', 'click to view blocked message'));
    expect(blocked.textContent).toContain('Hi there');

    const gone = rowOf(root, 'm3');
    expect(gone.querySelector('.chat__sender')?.textContent).toBe('Deleted Member');
    expect(queryAllByRole(gone, 'button')).toHaveLength(0);

    const pictures = rowOf(root, 'm4');
    expect([...pictures.querySelectorAll('img')].map((i) => i.alt)).toEqual([actionTexts.imageAlt(1, 2, 'First14 Last14'), actionTexts.imageAlt(2, 2, 'First14 Last14')]);
  });
});
