// The members list as a modal picker (events spec §2 Group Members: 'returns the selected user'), and
// composed into event-detail's 'Add Member to Checked In' through its slot (as src/elements/event-detail.ts does).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import '@/features/group-page/member-schemas';
import '@/features/group-page/schemas';
import '@/features/event-detail/schemas';
import { GroupMemberPicker } from '@/features/group-page/members/group-member-picker';
import { memberLabels as t } from '@/features/group-page/members/texts';
import { AttendeesView, type MemberPickerSlotProps } from '@/features/event-detail/components/attendees-view';
import type { EventDetail } from '@/features/event-detail/schemas';
import { errorBody, installFetch, json, loginAs, resetPlatform } from '../../../helpers';
import { stubIntersectionObserver } from '../../../ui/intersection';
import { cleanup, click, getByRole, press, queryAllByRole, render } from '../../../ui/render';
import { MEMBER_SEARCH_DEBOUNCE_MS } from '@/features/group-page/members/hooks/use-member-list';
import { groupOf, legends, memberPage, membersServer, person, queries, settle, type, until, wait } from './support';

beforeEach(() => {
  resetPlatform();
  stubIntersectionObserver();
  loginAs(1);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

describe('GroupMemberPicker', () => {
  it('loads the group when not given; Choose returns the member and closes', async () => {
    const { calls } = membersServer({ group: groupOf({ role: 0 }) });
    const onPick = vi.fn();
    const onClose = vi.fn();
    const { root } = await render(createElement(GroupMemberPicker, { groupId: 5, onPick, onClose }));
    await until(() => expect(getByRole(root, 'heading', 'Admins')).toBeTruthy());
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/group/5', '/api/v1/group/5/members']);
    const dialog = getByRole(root, 'dialog', t.pickerTitle);
    await click(getByRole(dialog, 'button', 'Choose Morgan Blake'));
    await settle();
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2, first_name: 'Morgan' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('the filters take the list\'s place in the dialog (extra ones for an admin); Escape goes back to the list', async () => {
    membersServer();
    const { root } = await render(createElement(GroupMemberPicker, { groupId: 5, group: groupOf({ role: 2 }), onPick: () => {}, onClose: () => {} }));
    await until(() => expect(getByRole(root, 'heading', 'Admins')).toBeTruthy());
    await click(getByRole(root, 'button', t.filters));
    const dialog = getByRole(root, 'dialog', t.filtersTitle);
    expect(legends(dialog)).toContain('Show only');
    expect(getByRole(dialog, 'button', t.apply)).toBeTruthy();
    await press(dialog, 'Escape');
    await until(() => expect(getByRole(root, 'dialog', t.pickerTitle)).toBeTruthy());
    expect(root.activeElement).toBe(getByRole(root, 'button', t.filters));
  });

  it('check-in: Add, the member marked Checked In, the picker stays open; Done closes', async () => {
    const { calls } = membersServer();
    const onClose = vi.fn();
    const { root } = await render(createElement(GroupMemberPicker, { groupId: 5, group: groupOf(), eventId: 12, pickedLabel: 'Checked In', onPick: async () => {}, onClose }));
    await until(() => expect(getByRole(root, 'dialog', t.checkInTitle)).toBeTruthy());
    await until(() => expect(getByRole(root, 'button', 'Add Member 101')).toBeTruthy());
    expect(queries(calls, '/api/v1/group/5/members')[0]).toMatchObject({ event_id: '12', status_not: 'c' });
    await click(getByRole(root, 'button', 'Add Member 101'));
    await until(() => expect(root.textContent).toContain('Checked In'));
    expect(onClose).not.toHaveBeenCalled();
    await click(getByRole(root, 'button', t.done));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('check-in search: those checked in before are left out; one checked in now stays, marked', async () => {
    const checkedIn = { attendance_status: 'checked_in' };
    membersServer({ search: () => json({ count: 2, next: null, data: [person(101, checkedIn), person(7, checkedIn)] }) });
    const { root } = await render(createElement(GroupMemberPicker, { groupId: 5, group: groupOf(), eventId: 12, pickedLabel: 'Checked In', onPick: async () => {}, onClose: () => {} }));
    await until(() => expect(getByRole(root, 'button', 'Add Member 101')).toBeTruthy());
    await click(getByRole(root, 'button', 'Add Member 101'));
    await type(getByRole(root, 'textbox', t.name), 'member');
    await wait(MEMBER_SEARCH_DEBOUNCE_MS + 50);
    await until(() => expect(root.textContent).toContain('2 RESULTS'));
    const rows = [...root.querySelectorAll('.rwb-infinite > li')];
    expect(rows.map((li) => li.querySelector('.rwb-person__name')?.textContent)).toEqual(['Member 101']);
    expect(rows[0].textContent).toContain('Checked In');
  });
});

describe("event-detail's 'Add Member to Checked In' through the slot", () => {
  const event: EventDetail = {
    id: 12,
    name: 'Chapter check-in night',
    start: new Date(Date.now() - 3_600_000).toISOString(),
    end: new Date(Date.now() + 3_600_000).toISOString(),
    status: 'Scheduled',
    time_zone_id: 'America/New_York',
    chapter_id: 5,
    can_cancel: true,
  };
  const slot = (p: MemberPickerSlotProps) => createElement(GroupMemberPicker, p);

  it('without the slot the control is not offered', async () => {
    installFetch(() => json({ attendees: [], total_count: 0 }));
    const { root } = await render(createElement(AttendeesView, { event, onBack: () => {} }));
    await settle();
    expect(queryAllByRole(root, 'button', 'Add Member to Checked In')).toHaveLength(0);
  });

  it('checks a member in (PUT checked-in), marks them, and Done shows Checked In again', async () => {
    const puts: string[] = [];
    const { calls } = installFetch((call) => {
      if (call.path === '/api/v1/group/5') return json(groupOf());
      if (call.path === '/api/v1/group/5/members') return json(memberPage(0));
      if (call.path === '/api/v1/mobile_event/12/attendees/101' && call.method === 'PUT') {
        puts.push(JSON.stringify(call.json));
        return json({ attendance_status: 'checked-in' });
      }
      if (call.path === '/api/v1/mobile_event/12/attendees') return json({ attendees: [], total_count: 0 });
      return errorBody(404, 'not_found');
    });
    const { root } = await render(createElement(AttendeesView, { event, onBack: () => {}, renderMemberPicker: slot }));
    await settle();
    await click(getByRole(root, 'button', 'Add Member to Checked In'));
    const dialog = () => getByRole(root, 'dialog', 'Add Member to Checked In');
    await until(() => expect(getByRole(dialog(), 'button', 'Add Member 101')).toBeTruthy());
    await click(getByRole(dialog(), 'button', 'Add Member 101'));
    await until(() => expect(dialog().textContent).toContain('Checked In'));
    expect(puts).toEqual([JSON.stringify({ attendance_status: 'checked-in' })]);
    const before = calls.filter((c) => c.path === '/api/v1/mobile_event/12/attendees').length;
    await click(getByRole(dialog(), 'button', t.done));
    await until(() => expect(calls.filter((c) => c.path === '/api/v1/mobile_event/12/attendees').length).toBe(before + 1));
    expect(queryAllByRole(root, 'dialog')).toHaveLength(0);
  });
});
