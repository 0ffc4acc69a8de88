// MemberPicker: a group's members by name (500 ms debounce), 25 per page with 'Load more members',
// the search failure text (first page or a later one), picking a member.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemberPicker, PICKER_DEBOUNCE_MS, type PickedMember } from '@/ui/member-picker';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../helpers';
import { cleanup, click, getByLabelText, getByRole, queryAllByRole, render } from './render';

const member = (id: number, extra: Record<string, unknown> = {}) => ({ id, first_name: 'Member', last_name: String(id), ...extra });
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const searches = (calls: Call[]) => calls.map((c) => Object.fromEntries(new URL(c.url).searchParams));
const names = (root: ShadowRoot) => [...root.querySelectorAll('.rwb-picker__item > span:first-child')].map((s) => s.textContent);

beforeEach(() => {
  resetPlatform();
  loginAs(7);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

async function show(handler: (call: Call) => Response | Promise<Response>, onPick: (m: PickedMember) => Promise<void> = vi.fn(async () => undefined)) {
  const api = installFetch(handler);
  const out = await render(<MemberPicker title="Pick a Host" groupId={3} eventId={12} doneLabel="Host" isDone={(m) => m.id === 2} onPick={onPick} onClose={() => {}} />);
  await settle();
  return { ...api, ...out, onPick };
}

describe('MemberPicker', () => {
  it("lists the group's members, then the next page by offset, without repeating one", async () => {
    const { root, calls } = await show((c) => (new URL(c.url).searchParams.get('offset') === '25' ? json({ count: 27, data: [member(25), member(26)] }) : json({ count: 27, next: 25, data: [member(1), member(2), member(25)] })));
    expect(searches(calls)).toEqual([{ group_id: '3', event_id: '12' }]);
    expect(names(root)).toEqual(['Member 1', 'Member 2', 'Member 25']);
    // Done members show the label instead of the Add button.
    expect(queryAllByRole(root, 'button', 'Add Member 2')).toHaveLength(0);
    await click(getByRole(root, 'button', 'Load more members'));
    await settle();
    expect(searches(calls)[1]).toEqual({ group_id: '3', event_id: '12', offset: '25' });
    expect(names(root)).toEqual(['Member 1', 'Member 2', 'Member 25', 'Member 26']);
    expect(queryAllByRole(root, 'button', 'Load more members')).toHaveLength(0);
  });

  it('searches by name after 500 ms', async () => {
    const { root, calls } = await show(() => json({ count: 0, data: [] }));
    expect(getByRole(root, 'status').textContent).toBe('No members found.');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = getByLabelText(root, 'Search members by name') as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'ana');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PICKER_DEBOUNCE_MS - 1);
    });
    expect(calls).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(searches(calls)[1]).toEqual({ group_id: '3', event_id: '12', name: 'ana' });
  });

  it('a failed first or later page shows the search failure', async () => {
    let failMore = false;
    const { root } = await show((c) => (new URL(c.url).searchParams.get('offset') ? (failMore ? errorBody(500, 'boom') : json({ count: 1, data: [] })) : json({ count: 30, next: 25, data: [member(1)] })));
    failMore = true;
    await click(getByRole(root, 'button', 'Load more members'));
    await settle();
    expect(getByRole(root, 'alert').textContent).toBe('An error occurred trying to search users. Please try again later.');
    await cleanup();
    const first = await show(() => errorBody(500, 'boom'));
    expect(getByRole(first.root, 'alert').textContent).toBe('An error occurred trying to search users. Please try again later.');
  });

  it('picks a member (then shows the done label); a refusal shows its message', async () => {
    const onPick = vi.fn(async (m: PickedMember) => {
      if (m.id === 4) throw new Error('This member is already checked in.');
    });
    const { root } = await show(() => json({ count: 2, data: [member(3), member(4)] }), onPick);
    await click(getByRole(root, 'button', 'Add Member 3'));
    await settle();
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    expect(queryAllByRole(root, 'button', 'Add Member 3')).toHaveLength(0);
    expect(root.textContent).toContain('Host');
    await click(getByRole(root, 'button', 'Add Member 4'));
    await settle();
    expect(getByRole(root, 'alert').textContent).toBe('This member is already checked in.');
  });
});
