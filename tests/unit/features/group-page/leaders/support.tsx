// Shared by the Eagle Leader component tests: a group, member entries, a fake API, form helpers.
import { act } from 'react';
import { expect } from 'vitest';
import type { Group } from '@/features/group-page/schemas';
import { errorBody, installFetch, json, type Call } from '../../../helpers';
import { getByLabelText, getByRole } from '../../../ui/render';

export const SELF = 7;
export const group = (extra: Partial<Group> = {}): Group =>
  ({ id: 12, name: 'Raleigh, NC Chapter', type: 'chapter', member_count: 5, members: [], event_count: 0, joined: true, active: true, role: 2, ...extra }) as Group;

export const entry = (id: number, first: string, extra: Record<string, unknown> = {}) => ({
  id,
  first_name: first,
  last_name: 'Test',
  public_profile: true,
  eagle_leader: false,
  eagle_leader_title: null,
  role: 0,
  eagle_leader_status: 'NONE',
  eagle_leader_role: null,
  ...extra,
});

/** A group with members of every kind (as its admin sees them). */
export const MEMBERS = [
  entry(1, 'Avery'),
  entry(2, 'Blair', { eagle_leader_status: 'PENDING', eagle_leader_role: 'Volunteer Leader' }),
  entry(3, 'Casey', { eagle_leader: true, eagle_leader_title: 'Chapter Captain', eagle_leader_status: 'ACTIVE', eagle_leader_role: 'Chapter Captain' }),
  entry(4, 'Devon', { eagle_leader: true, eagle_leader_title: 'Chapter Captain', eagle_leader_status: 'OFFBOARDING', eagle_leader_role: 'Chapter Captain' }),
  entry(5, 'Anonymous', { last_name: 'Member', public_profile: false, eagle_leader_status: undefined, eagle_leader_role: undefined }),
  entry(SELF, 'Morgan', { role: 2 }),
  entry(8, 'Emery', { eagle_leader: true, eagle_leader_title: 'Board Member', eagle_leader_status: 'ACTIVE', eagle_leader_role: 'Board Member' }),
];

export interface FakeApi {
  calls: Call[];
  puts: Call[];
}

/** The member search, the profile reads and the PUT; `put` answers the change (default: the info). */
export function leaderServer(opts: { put?: (c: Call) => Response; profile?: (id: number) => Response } = {}): FakeApi {
  const { calls } = installFetch((c) => {
    if (c.path === '/api/v1/search/user/group') {
      const leaders = new URL(c.url).searchParams.get('is_eagle_leader') === 'true';
      return json({ count: MEMBERS.length, next: null, data: leaders ? MEMBERS.filter((m) => m.eagle_leader) : MEMBERS });
    }
    const put = /^\/api\/v2\/profile\/(\d+)\/eagle_leader_info$/.exec(c.path);
    if (put && c.method === 'PUT') return opts.put?.(c) ?? json({ role: 'Volunteer Leader', start_date: '2026-01-05', end_date: null, active: false });
    const user = /^\/api\/v1\/user\/(\d+)$/.exec(c.path);
    if (user) return opts.profile?.(Number(user[1])) ?? errorBody(404, 'not_found');
    return errorBody(404, 'not_found');
  });
  return { calls, get puts() { return calls.filter((c) => c.method === 'PUT'); } } as FakeApi;
}

export { settle, until } from '../../../ui/render';

/** Sets a select's or an input's value as a person would. */
export async function setValue(el: HTMLElement, value: string) {
  await act(async () => {
    if (el instanceof HTMLSelectElement) {
      el.value = value;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
}

/** Fills the Month / Day / Year parts inside `scope`'s dialog. */
export async function fillDate(root: ShadowRoot, d: { month: string; day: string; year: string }) {
  await setValue(getByLabelText(root, 'Month'), d.month);
  await setValue(getByLabelText(root, 'Day'), d.day);
  await setValue(getByLabelText(root, 'Year'), d.year);
}

export const dateParts = (date: Date) => ({ month: String(date.getMonth() + 1), day: String(date.getDate()), year: String(date.getFullYear()) });

export function dialog(root: ShadowRoot, name: string): HTMLElement {
  const d = getByRole(root, 'dialog', name);
  expect(d).toBeTruthy();
  return d;
}

/** The radios offered in the 'Member' list, by name. */
export const offered = (root: ShadowRoot) => [...root.querySelectorAll<HTMLInputElement>('.leaders__option input[type="radio"]')].map((r) => root.querySelector(`label[for="${r.id}"]`)?.textContent);
