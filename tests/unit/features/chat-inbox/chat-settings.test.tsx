// <ChatInbox>'s Chat Settings (#/messages/chats/{id}/settings) with a fake API and a fake realtime
// connection: the link from the conversation, 'n/26', blocked members last with UNBLOCK (reverted on
// failure), Block after the spec's confirmation, renaming (blank ignored, failure keeps the text,
// the header follows, other members' renames arrive live), adding members (26 in all: 'Cannot add
// more members.'), leaving after 'Are you sure you want to leave this chat?', and reporting.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import '@/features/chat-inbox/schemas';
import '@/features/chat-inbox/settings-schemas';
import { ChatInbox } from '@/features/chat-inbox';
import { labels, messages } from '@/features/chat-inbox/messages';
import { setChatConnector } from '@/features/chat-inbox/realtime';
import { $blockedMap } from '@/store/member';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, descriptionOf, getByLabelText, getByRole, queryAllByRole, render, until } from '../../ui/render';
import { channel, fakeConnection, live, person } from './support';

let fake: ReturnType<typeof fakeConnection>;
beforeEach(() => {
  resetPlatform();
  fake = fakeConnection(7, { g1: { messages: [live('m1', 12, 'Hi all', '2026-11-26T09:00:00Z')] } });
  setChatConnector(async () => fake.connection);
});
afterEach(async () => {
  await cleanup();
  setChatConnector(null);
  resetPlatform();
});

const entry = (id: number, shown?: string) => ({
  profile: person(id, id === 7 ? 'Me' : `First${id}`),
  state: 'actv',
  role: id === 7 ? 'admn' : 'mmbr',
  channel_display_name: shown ?? `${id === 7 ? 'Me' : `First${id}`} Last${id}`,
});
/** A group chat of the member (7) with `others`; `blocked` among them show as 'Blocked'. */
const group = (others: number[], extra: Record<string, unknown> = {}, blocked: number[] = []) => ({
  ...channel('g1', others[0]),
  group_chat: 1,
  displayName: others.map((o) => (blocked.includes(o) ? 'Blocked' : `First${o}`)).join(', '),
  custom_set_channel_name: null,
  members: [entry(7), ...others.map((o) => entry(o, blocked.includes(o) ? 'Blocked' : undefined))],
  member_count: others.length + 1,
  ...extra,
});

function server(chats: () => unknown[], extra: (call: Call) => Response | undefined = () => undefined) {
  return installFetch((call) => {
    const e = extra(call);
    if (e) return e;
    if (call.path === '/api/v1/channels' && call.method === 'GET') return json({ data: chats() });
    if (call.path === '/api/v1/chat/token') return json({ token: 'jwt' });
    return errorBody(404, 'not_found');
  });
}

async function typeText(el: HTMLElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function listNamed(root: ShadowRoot, name: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('ul, ol')].filter((l) => l.getAttribute('aria-label') === name);
  if (found.length !== 1) throw new Error(`Expected one list named ${name}, found ${found.length}`);
  return found[0];
}

const open = (view: string) => history.replaceState(null, '', `/demo/chat-inbox.html#/messages/${view}`);
/** The member rows' text (the avatars' initials are hidden from assistive technology, and left out). */
const rows = (root: ShadowRoot) =>
  [...listNamed(root, labels.members).children].map((li) => {
    const copy = li.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    return copy.textContent ?? '';
  });
const settingsPage = (root: ShadowRoot) => root.querySelector<HTMLElement>('.chat__settings')!;

describe('Chat Settings: reaching it, members', () => {
  it("the conversation's 'Chat Settings' link opens it; members with 'n/26', blocked last with UNBLOCK", async () => {
    loginAs(7);
    open('chats/g1');
    server(() => [group([12, 13, 14], {}, [12])]);
    const { root } = await render(createElement(ChatInbox, {}));
    const link = await (async () => {
      await until(() => expect(getByRole(root, 'link', labels.settings)).toBeTruthy());
      return getByRole(root, 'link', labels.settings);
    })();
    expect(link.getAttribute('href')).toBe('/demo/chat-inbox.html#/messages/chats/g1/settings');
    await click(link);
    expect(location.hash).toBe('#/messages/chats/g1/settings');
    await until(() => expect(getByRole(root, 'heading', labels.settings)).toBeTruthy());
    expect(getByRole(root, 'heading', /^Members/).textContent).toBe(`${labels.members} 4/26`);
    expect(rows(root)).toEqual(['Me Last7 (You)', `First13 Last13${labels.block}`, `First14 Last14${labels.block}`, `Blocked${labels.unblock}`]);
    expect(queryAllByRole(root, 'button', labels.unblock)).toHaveLength(1);
    // Back: the conversation again.
    await click(getByRole(root, 'button', labels.back));
    await until(() => expect(getByRole(root, 'link', labels.settings)).toBeTruthy());
  });

  it('UNBLOCK: optimistic, the name comes back; a failure reverts it with the spec text', async () => {
    loginAs(7);
    open('chats/g1/settings');
    let fail = true;
    const { calls } = server(
      () => [group([12, 13], {}, fail ? [12] : [])],
      (call) => {
        if (call.path === '/api/v1/user/7/block/12' && call.method === 'DELETE') {
          if (fail) {
            fail = false;
            return errorBody(500, 'server_error');
          }
          return new Response(null, { status: 204 });
        }
        return undefined;
      },
    );
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'button', labels.unblock)).toBeTruthy());
    await click(getByRole(root, 'button', labels.unblock));
    await until(() => expect(getByRole(root, 'alert').textContent).toBe(messages.unblockFailed));
    expect(rows(root).at(-1)).toBe(`Blocked${labels.unblock}`);
    await click(getByRole(root, 'button', labels.unblock));
    await until(() => expect(root.textContent).toContain(messages.unblockDone));
    expect(queryAllByRole(root, 'button', labels.unblock)).toHaveLength(0);
    expect(rows(root)).toContain(`First12 Last12${labels.block}`);
    // The focus moves to the member's new button.
    await until(() => expect(root.activeElement?.closest('[data-member]')?.getAttribute('data-member')).toBe('12'));
    expect(root.activeElement?.textContent).toBe(labels.block);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it("Block: the spec's confirmation, then 'You have successfully blocked this user.' and UNBLOCK last", async () => {
    loginAs(7);
    open('chats/g1/settings');
    let blocked = false;
    const { calls } = server(
      () => [group([12, 13], {}, blocked ? [12] : [])],
      (call) => {
        if (call.path === '/api/v1/user/7/block/12' && call.method === 'POST') {
          blocked = true;
          return json({ blocked_id: 12 }, 201);
        }
        return undefined;
      },
    );
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(queryAllByRole(root, 'button', labels.block)).toHaveLength(2));
    await click(queryAllByRole(root, 'button', labels.block)[0]);
    const dialog = getByRole(root, 'alertdialog');
    expect(descriptionOf(dialog)).toBe(messages.blockConfirm);
    await click(getByRole(dialog, 'button', labels.block));
    await until(() => expect(root.textContent).toContain(messages.blockDone));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/user/7/block/12')).toBe(true);
    expect(rows(root).at(-1)).toBe(`Blocked${labels.unblock}`);
    expect($blockedMap.get().has(12)).toBe(true);
    await until(() => expect(root.activeElement?.textContent).toBe(labels.unblock));
  });
});

describe('Chat Settings: the group name', () => {
  it('blank is ignored; a failure keeps the typed name; a rename shows in the header and the list', async () => {
    loginAs(7);
    open('chats/g1/settings');
    let fail = true;
    let name: string | null = null;
    const current = () => group([12, 13], name ? { custom_set_channel_name: name, displayName: name } : {});
    const { calls } = server(
      () => [current()],
      (call) => {
        if (call.path === '/api/v1/channels/g1/members/7' && call.method === 'PATCH') {
          if (fail) {
            fail = false;
            return errorBody(500, 'server_error');
          }
          name = (call.json as { name: string }).name;
          return json({ channel: current() });
        }
        return undefined;
      },
    );
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByLabelText(root, labels.groupName)).toBeTruthy());
    const field = getByLabelText(root, labels.groupName) as HTMLInputElement;
    expect(field.value).toBe('');
    const patches = () => calls.filter((c) => c.method === 'PATCH');
    await typeText(field, '   ');
    await click(getByRole(root, 'button', labels.save));
    expect(patches()).toHaveLength(0);
    expect(field.value).toBe('');

    await typeText(field, '  Run Club ');
    await click(getByRole(root, 'button', labels.save));
    await until(() => expect(root.textContent).toContain(messages.renameFailed));
    expect(field.value).toBe('  Run Club ');
    await click(getByRole(root, 'button', labels.save));
    await until(() => expect(root.textContent).toContain(messages.renamed));
    expect(patches().map((c) => c.json)).toEqual([{ name: 'Run Club' }, { name: 'Run Club' }]);
    expect(field.value).toBe('Run Club');
    await click(getByRole(root, 'button', labels.back));
    expect(location.hash).toBe('');
    await until(() => expect(getByRole(root, 'link', /Run Club/)).toBeTruthy());
  });

  it("another member's rename arrives live (channel.updated): the conversation's header follows", async () => {
    loginAs(7);
    open('chats/g1');
    let name: string | null = null;
    server(() => [group([12, 13], name ? { custom_set_channel_name: name, displayName: name } : {})]);
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'heading', 'First12, First13')).toBeTruthy());
    name = 'Trail Crew';
    await fake.emit({ type: 'channel.updated', chatId: 'g1' });
    await until(() => expect(getByRole(root, 'heading', 'Trail Crew')).toBeTruthy());
  });
});

describe('Chat Settings: adding members', () => {
  it('finds members (not those in the chat), Add disabled with none; adding shows the new count', async () => {
    loginAs(7);
    open('chats/g1/settings');
    let others = [12, 13];
    const { calls } = server(
      () => [group(others)],
      (call) => {
        if (call.path === '/api/v1/search/user') return json({ data: [person(12), person(15)], count: 2 });
        if (call.path === '/api/v1/channels/g1/members' && call.method === 'POST') {
          others = [12, 13, 15];
          return json({ added: [15], channel: group(others) });
        }
        return undefined;
      },
    );
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByLabelText(root, labels.searchMembers)).toBeTruthy());
    expect((getByRole(root, 'button', labels.add) as HTMLButtonElement).disabled).toBe(true);
    await typeText(getByLabelText(root, labels.searchMembers), 'First');
    await until(() => expect(listNamed(root, labels.results).textContent).toBe('First15 Last15'), 3000);
    await click(getByRole(listNamed(root, labels.results), 'button', 'First15 Last15'));
    expect(listNamed(root, labels.toAdd).textContent).toContain('First15 Last15');
    await click(getByRole(root, 'button', labels.add));
    await until(() => expect(getByRole(root, 'heading', /^Members/).textContent).toBe(`${labels.members} 4/26`));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v1/channels/g1/members')!.json).toEqual({
      members: [{ profile: { id: 15 }, role: 'mmbr', state: 'actv' }],
    });
    // A fresh search after the add.
    expect((getByLabelText(root, labels.searchMembers) as HTMLInputElement).value).toBe('');
  });

  it("26 in all: choosing one more says 'Cannot add more members.'", async () => {
    loginAs(7);
    open('chats/g1/settings');
    const others = Array.from({ length: 25 }, (_, i) => 100 + i);
    server(
      () => [group(others)],
      (call) => (call.path === '/api/v1/search/user' ? json({ data: [person(15)], count: 1 }) : undefined),
    );
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'heading', /^Members/).textContent).toBe(`${labels.members} 26/26`));
    await typeText(getByLabelText(root, labels.searchMembers), 'First');
    await until(() => expect(listNamed(root, labels.results)).toBeTruthy(), 3000);
    await click(getByRole(listNamed(root, labels.results), 'button', 'First15 Last15'));
    expect(getByRole(root, 'alert').textContent).toBe(messages.tooManyMembers);
    expect((getByRole(root, 'button', labels.add) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a refused add shows the spec's text", async () => {
    loginAs(7);
    open('chats/g1/settings');
    server(
      () => [group([12])],
      (call) => {
        if (call.path === '/api/v1/search/user') return json({ data: [person(15)], count: 1 });
        if (call.path === '/api/v1/channels/g1/members') return errorBody(500, 'server_error');
        return undefined;
      },
    );
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByLabelText(root, labels.searchMembers)).toBeTruthy());
    await typeText(getByLabelText(root, labels.searchMembers), 'First');
    await until(() => expect(listNamed(root, labels.results)).toBeTruthy(), 3000);
    await click(getByRole(listNamed(root, labels.results), 'button', 'First15 Last15'));
    await click(getByRole(root, 'button', labels.add));
    await until(() => expect(getByRole(root, 'alert').textContent).toBe(messages.addFailed));
    expect(listNamed(root, labels.toAdd).textContent).toContain('First15 Last15');
  });
});

describe('Chat Settings: leave and report', () => {
  it("Leave Chat asks 'Are you sure you want to leave this chat?'; a failure stays in the dialog; then the list without the chat", async () => {
    loginAs(7);
    open('chats/g1/settings');
    let fail = true;
    let left = false;
    const { calls } = server(
      () => (left ? [channel('c1', 12)] : [group([12, 13]), channel('c1', 12)]),
      (call) => {
        if (call.path === '/api/v1/channels/g1/members/7' && call.method === 'PATCH') {
          if (fail) {
            fail = false;
            return errorBody(500, 'server_error');
          }
          left = true;
          return json({ channel: { ...group([12, 13]), state: 'left' } });
        }
        return undefined;
      },
    );
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'button', labels.leave)).toBeTruthy());
    await click(getByRole(root, 'button', labels.leave));
    const dialog = getByRole(root, 'alertdialog');
    expect(descriptionOf(dialog)).toBe(messages.leaveConfirm);
    await click(getByRole(dialog, 'button', labels.leaveYes));
    await until(() => expect(getByRole(dialog, 'alert').textContent).toBe(messages.leaveFailed));
    await click(getByRole(dialog, 'button', labels.leaveYes));
    await until(() => expect(location.hash).toBe(''));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.json)).toEqual([{ state: 'left' }, { state: 'left' }]);
    await until(() => expect(getByRole(root, 'link', /First12 Last12/)).toBeTruthy());
    expect(queryAllByRole(root, 'link', /First12, First13/)).toHaveLength(0);
  });

  it('a one-to-one chat: no name, no count, no Add or Leave; Report Chat sends the reason and the text', async () => {
    loginAs(7);
    open('chats/c1/settings');
    const { calls } = server(
      () => [channel('c1', 12)],
      (call) => (call.path === '/api/v1/channels/report' ? json({ id: 1 }, 201) : undefined),
    );
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'button', labels.reportChat)).toBeTruthy());
    expect(queryAllByRole(settingsPage(root), 'textbox')).toHaveLength(0);
    expect(queryAllByRole(settingsPage(root), 'searchbox')).toHaveLength(0);
    expect(queryAllByRole(root, 'button', labels.leave)).toHaveLength(0);
    expect(getByRole(root, 'heading', /^Members/).textContent).toBe(labels.members);
    await click(getByRole(root, 'button', labels.reportChat));
    const dialog = getByRole(root, 'dialog');
    for (const reason of ['Harassment', 'Spam', 'Inappropriate Content']) expect(getByRole(dialog, 'radio', reason)).toBeTruthy();
    await click(getByRole(dialog, 'radio', 'Spam'));
    await act(async () => {
      const box = dialog.querySelector('textarea')!;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, 'Selling things');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(getByRole(dialog, 'button', 'Report'));
    await until(() => expect(root.textContent).toContain('Team RWB: Your report has been sent'));
    expect(calls.find((c) => c.path === '/api/v1/channels/report')!.json).toEqual({ reporter: 7, channel_id: 'c1', reason: 'Spam', text: 'Selling things' });
    expect(queryAllByRole(root, 'dialog')).toHaveLength(0);
  });
});
