// The chat list's edit mode (§2 'Edit/Remove', §4): Edit → a checkbox per chat named by the chat's
// name; Remove offers Remove From List, Remove and Leave Group (with a group chat), Remove and Block
// (with a one-to-one chat); the chats leave at once and come back where they were when the call
// fails, with the error; Done and Escape leave edit mode. Plus the pure rules of list-model.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import '@/features/chat-inbox/schemas';
import '@/features/chat-inbox/list-schemas';
import { ChatInbox } from '@/features/chat-inbox';
import { removeOptions, restoreChats } from '@/features/chat-inbox/list-model';
import { listTexts, messages } from '@/features/chat-inbox/messages';
import { setChatConnector } from '@/features/chat-inbox/realtime';
import { $blockedMap } from '@/store/member';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole, nameOf, press, queryAllByRole, render, until } from '../../ui/render';
import { channel, fakeConnection, person } from './support';

const group = (id: string, name: string) =>
  channel(id, 0, { group_chat: 1, displayName: name, members: [{ profile: person(7, 'Me'), state: 'actv' }, { profile: person(12), state: 'actv' }, { profile: person(13), state: 'actv' }] });
const CHATS = () => [channel('c1', 12), group('g1', 'Run Club'), channel('c2', 13)];

beforeEach(() => {
  resetPlatform();
  history.replaceState(null, '', '/demo/chat-inbox.html');
  const fake = fakeConnection(7);
  setChatConnector(async () => fake.connection);
  loginAs(7);
});
afterEach(async () => {
  await cleanup();
  setChatConnector(null);
  resetPlatform();
});

/** The app: the chats, then `extra` for the edit mode's calls (a promise holds the answer back). */
function server(extra: (call: Call) => Response | Promise<Response> | undefined) {
  return installFetch((call) => {
    const e = extra(call);
    if (e) return e;
    if (call.path === '/api/v1/channels' && call.method === 'GET') return json({ data: CHATS() });
    if (call.path === '/api/v1/chat/token') return json({ token: 'jwt' });
    return errorBody(404, 'not_found');
  });
}

const rowNames = (root: ShadowRoot) => [...root.querySelectorAll('.chat__list .chat__row-name')].map((n) => n.textContent);

async function openEdit(root: ShadowRoot) {
  await until(() => expect(getByRole(root, 'link', /First12 Last12/)).toBeTruthy());
  await click(getByRole(root, 'button', listTexts.edit));
}

describe('edit mode', () => {
  it('Edit: each chat a checkbox named by its name; Remove waits for a choice; Done and Escape leave it', async () => {
    server(() => undefined);
    const { root } = await render(createElement(ChatInbox, {}));
    await openEdit(root);
    expect(queryAllByRole(root, 'checkbox').map(nameOf)).toEqual(['First12 Last12', 'Run Club', 'First13 Last13']);
    expect(queryAllByRole(root, 'link', /First12/)).toHaveLength(0);
    expect(root.textContent).toContain(listTexts.chooseHint);
    const remove = getByRole(root, 'button', listTexts.remove) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    await click(getByRole(root, 'checkbox', 'First12 Last12'));
    expect(remove.disabled).toBe(false);
    expect(root.textContent).toContain(listTexts.chosenCount(1));

    // Done (the same button, now 'Done') leaves edit mode; the choice is dropped.
    const toggle = getByRole(root, 'button', listTexts.done);
    await click(toggle);
    expect(queryAllByRole(root, 'checkbox')).toHaveLength(0);
    expect(getByRole(root, 'button', listTexts.edit)).toBe(toggle);
    await click(toggle);
    expect((getByRole(root, 'checkbox', 'First12 Last12') as HTMLInputElement).checked).toBe(false);

    // Escape leaves it too, the focus on Edit.
    await press(getByRole(root, 'checkbox', 'Run Club'), 'Escape');
    expect(queryAllByRole(root, 'checkbox')).toHaveLength(0);
    expect(root.activeElement).toBe(getByRole(root, 'button', listTexts.edit));
  });

  it('Remove From List: the chat leaves at once (bulk delete); only the one-to-one options are offered', async () => {
    let answer!: (r: Response) => void;
    const { calls } = server((call) => (call.path === '/api/v1/channels/bulk_delete' ? new Promise<Response>((r) => (answer = r)) : undefined));
    const { root } = await render(createElement(ChatInbox, {}));
    await openEdit(root);
    await click(getByRole(root, 'checkbox', 'First12 Last12'));
    await click(getByRole(root, 'button', listTexts.remove));
    const dialog = getByRole(root, 'dialog', listTexts.removeTitle);
    expect(queryAllByRole(dialog, 'button').map((b) => b.textContent)).toEqual(['×', listTexts.removeFromList, listTexts.removeAndBlock, listTexts.cancel]);
    await click(getByRole(dialog, 'button', listTexts.removeFromList));
    expect(queryAllByRole(root, 'dialog')).toHaveLength(0);
    expect(rowNames(root)).toEqual(['Run Club', 'First13 Last13']);
    const call = calls.find((c) => c.path === '/api/v1/channels/bulk_delete')!;
    expect(call.method).toBe('DELETE');
    expect(call.json).toEqual({ channel_ids: ['c1'] });
    answer(json({ channel_ids: ['c1'] }));
    await until(() => expect(rowNames(root)).toEqual(['Run Club', 'First13 Last13']));
    expect(root.querySelector('[role="alert"]')).toBeNull();
    expect(root.activeElement).toBe(getByRole(root, 'button', listTexts.edit));
  });

  it('a failed removal brings the chats back where they were, with the error', async () => {
    server((call) => (call.path === '/api/v1/channels/bulk_delete' ? errorBody(500, 'server_error') : undefined));
    const { root } = await render(createElement(ChatInbox, {}));
    await openEdit(root);
    await click(getByRole(root, 'checkbox', 'First12 Last12'));
    await click(getByRole(root, 'checkbox', 'First13 Last13'));
    await click(getByRole(root, 'button', listTexts.remove));
    await click(getByRole(root, 'button', listTexts.removeFromList));
    await until(() => expect(getByRole(root, 'alert').textContent).toContain(listTexts.removeFailed));
    expect(rowNames(root)).toEqual(['First12 Last12', 'Run Club', 'First13 Last13']);
  });

  it('Remove and Leave Group: the group chat is left (PATCH state left), a one-to-one chosen with it removed', async () => {
    const { calls } = server((call) => {
      if (call.path === '/api/v1/channels/g1/members/7') return json({ channel: null });
      if (call.path === '/api/v1/channels/bulk_delete') return json({ channel_ids: ['c2'] });
      return undefined;
    });
    const { root } = await render(createElement(ChatInbox, {}));
    await openEdit(root);
    await click(getByRole(root, 'checkbox', 'Run Club'));
    await click(getByRole(root, 'checkbox', 'First13 Last13'));
    await click(getByRole(root, 'button', listTexts.remove));
    const dialog = getByRole(root, 'dialog', listTexts.removeTitle);
    expect(queryAllByRole(dialog, 'button').map((b) => b.textContent)).toEqual(['×', listTexts.removeFromList, listTexts.removeAndLeave, listTexts.removeAndBlock, listTexts.cancel]);
    await click(getByRole(dialog, 'button', listTexts.removeAndLeave));
    expect(rowNames(root)).toEqual(['First12 Last12']);
    await until(() => expect(calls.filter((c) => c.path === '/api/v1/channels/bulk_delete' || c.path === '/api/v1/channels/g1/members/7')).toHaveLength(2));
    const leave = calls.find((c) => c.path === '/api/v1/channels/g1/members/7')!;
    expect([leave.method, leave.json]).toEqual(['PATCH', { state: 'left' }]);
    expect(calls.find((c) => c.path === '/api/v1/channels/bulk_delete')!.json).toEqual({ channel_ids: ['c2'] });
  });

  it("a failed leave: 'Failed to leave the chat. Please try again.', the group chat back", async () => {
    server((call) => (call.path === '/api/v1/channels/g1/members/7' ? errorBody(500, 'server_error') : undefined));
    const { root } = await render(createElement(ChatInbox, {}));
    await openEdit(root);
    await click(getByRole(root, 'checkbox', 'Run Club'));
    await click(getByRole(root, 'button', listTexts.remove));
    expect(queryAllByRole(root, 'button', listTexts.removeAndBlock)).toHaveLength(0);
    await click(getByRole(root, 'button', listTexts.removeAndLeave));
    await until(() => expect(getByRole(root, 'alert').textContent).toContain(messages.leaveFailed));
    expect(rowNames(root)).toEqual(['First12 Last12', 'Run Club', 'First13 Last13']);
  });

  it('Remove and Block: the other member is blocked, then the chat removed; the block is remembered', async () => {
    const { calls } = server((call) => {
      if (call.path === '/api/v1/user/7/block/12') return json({ blocked_id: 12 }, 201);
      if (call.path === '/api/v1/channels/bulk_delete') return json({ channel_ids: ['c1'] });
      return undefined;
    });
    const { root } = await render(createElement(ChatInbox, {}));
    await openEdit(root);
    await click(getByRole(root, 'checkbox', 'First12 Last12'));
    await click(getByRole(root, 'button', listTexts.remove));
    await click(getByRole(root, 'button', listTexts.removeAndBlock));
    expect(rowNames(root)).toEqual(['Run Club', 'First13 Last13']);
    await until(() => expect(calls.find((c) => c.path === '/api/v1/channels/bulk_delete')?.json).toEqual({ channel_ids: ['c1'] }));
    expect(calls.find((c) => c.path === '/api/v1/user/7/block/12')!.method).toBe('POST');
    expect($blockedMap.get().get(12)).toMatchObject({ id: 12, first_name: 'First12', last_name: 'Last12' });
  });

  it("a failed block: 'Error blocking user.', the chat back and not removed", async () => {
    const { calls } = server((call) => (call.path === '/api/v1/user/7/block/12' ? errorBody(500, 'server_error') : undefined));
    const { root } = await render(createElement(ChatInbox, {}));
    await openEdit(root);
    await click(getByRole(root, 'checkbox', 'First12 Last12'));
    await click(getByRole(root, 'button', listTexts.remove));
    await click(getByRole(root, 'button', listTexts.removeAndBlock));
    await until(() => expect(getByRole(root, 'alert').textContent).toContain(messages.blockFailed));
    expect(rowNames(root)).toEqual(['First12 Last12', 'Run Club', 'First13 Last13']);
    expect(calls.some((c) => c.path === '/api/v1/channels/bulk_delete')).toBe(false);
    expect($blockedMap.get().has(12)).toBe(false);
  });

  it('Cancel (and Escape) in the options keeps the choice and edit mode', async () => {
    server(() => undefined);
    const { root } = await render(createElement(ChatInbox, {}));
    await openEdit(root);
    await click(getByRole(root, 'checkbox', 'First12 Last12'));
    await click(getByRole(root, 'button', listTexts.remove));
    await press(getByRole(root, 'dialog', listTexts.removeTitle), 'Escape');
    expect(queryAllByRole(root, 'dialog')).toHaveLength(0);
    expect((getByRole(root, 'checkbox', 'First12 Last12') as HTMLInputElement).checked).toBe(true);
    await click(getByRole(root, 'button', listTexts.remove));
    await click(getByRole(root, 'button', listTexts.cancel));
    expect((getByRole(root, 'checkbox', 'First12 Last12') as HTMLInputElement).checked).toBe(true);
  });
});

describe('list-model', () => {
  it('the options follow the chosen chats', () => {
    const one = { id: 'a', group_chat: 0, members: [] };
    const grp = { id: 'b', group_chat: 1, members: [] };
    expect(removeOptions([])).toEqual([]);
    expect(removeOptions([one])).toEqual(['list', 'block']);
    expect(removeOptions([grp])).toEqual(['list', 'leave']);
    expect(removeOptions([one, grp])).toEqual(['list', 'leave', 'block']);
  });
  it('restoring puts the failed chats back in their place, keeping what changed meanwhile', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => ({ id, v: 0 }));
    expect(restoreChats([a, c], [a, b, c], ['b'])).toEqual([a, b, c]);
    // d arrived meanwhile (first); a changed meanwhile (kept as now); c went for another reason (stays gone).
    const a2 = { id: 'a', v: 1 };
    expect(restoreChats([d, a2], [a, b, c], ['b'])).toEqual([d, a2, b]);
  });
});
