// Shared by the members page's component tests: a fake API for the member list and the member search,
// and small helpers to type, wait and find fieldsets.
import { act } from 'react';
import type { Group } from '@/features/group-page/schemas';
import { errorBody, installFetch, json, type Call } from '../../../helpers';

export { settle, until } from '../../../ui/render';
export const wait = (ms: number) => act(async () => new Promise((r) => setTimeout(r, ms)));

export const groupOf = (extra: Partial<Group> = {}): Group => ({
  id: 5,
  name: 'Raleigh, NC Chapter',
  type: 'chapter',
  member_count: 33,
  members: [],
  event_count: 0,
  joined: true,
  active: true,
  role: 2,
  ...extra,
});

export const person = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  first_name: 'Member',
  last_name: String(id),
  public_profile: true,
  eagle_leader: false,
  role: 0,
  chapter_captain: false,
  is_sponsor_admin: false,
  ...extra,
});

export const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => person(from + i));

/** Page 0: self (1), an admin (2), a captain (3), no moderators, members 100-124; page 1: members 125-127. */
export function memberPage(page: number) {
  if (page > 0) return { self: null, admins: [], chapter_captains: [], moderators: [], members: range(125, 3), count: 28, next: null };
  return {
    self: person(1, { first_name: 'Jordan', last_name: 'Reyes' }),
    admins: [person(2, { first_name: 'Morgan', last_name: 'Blake', role: 2, is_sponsor_admin: true })],
    chapter_captains: [person(3, { first_name: 'Casey', last_name: 'Nguyen', eagle_leader: true, eagle_leader_title: 'Chapter Captain', chapter_captain: true })],
    moderators: [],
    members: [...range(100, 24), person(124, { first_name: 'Anonymous', last_name: 'Member', public_profile: false })],
    count: 28,
    next: 1,
  };
}

/** The fake product API: GET group 5, its member list and the member search. */
export function membersServer(opts: { search?: (q: URLSearchParams) => Response; group?: Group } = {}) {
  return installFetch((call) => {
    const q = new URL(call.url).searchParams;
    if (call.path === '/api/v1/group/5') return json(opts.group ?? groupOf());
    if (call.path === '/api/v1/group/5/members') return json(memberPage(Number(q.get('page') ?? 0)));
    if (call.path === '/api/v1/search/user/group') return opts.search ? opts.search(q) : json({ count: 3, next: null, data: range(200, 3) });
    return errorBody(404, 'not_found');
  });
}

export const queries = (calls: Call[], path: string) => calls.filter((c) => c.path === path).map((c) => Object.fromEntries(new URL(c.url).searchParams));

/** Types into an input as a member does (React's onChange). */
export async function type(input: HTMLElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The fieldset whose legend reads `legend`. */
export function fieldset(root: ParentNode, legend: string): HTMLFieldSetElement {
  const found = [...root.querySelectorAll('fieldset')].filter((f) => f.querySelector('legend')?.textContent === legend);
  if (found.length !== 1) throw new Error(`Expected one fieldset "${legend}", found ${found.length}`);
  return found[0];
}

export const legends = (root: ParentNode) => [...root.querySelectorAll('fieldset > legend')].map((l) => l.textContent);
