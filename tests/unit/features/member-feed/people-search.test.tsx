// The feed page's people search (events spec §2 /feed, §9 search 500 ms): nothing asked for a blank
// name, one search 500 ms after the last keystroke, rows opening profiles, the failure text.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import '@/features/member-feed/schemas/people';
import { PeopleSearch } from '@/features/member-feed/components/people-search';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, getByLabelText, getByRole, queryAllByRole, render } from '../../ui/render';

const searches = (calls: Call[]) => calls.filter((c) => c.path === '/api/v1/search/user').map((c) => new URL(c.url).searchParams.get('name'));

async function type(input: HTMLElement, value: string) {
  await act(async () => {
    const el = input as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
/** Lets the answer arrive and render (promises only: no timer is due). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await wait(0);
};

beforeEach(() => {
  resetPlatform();
  loginAs(7);
  vi.useFakeTimers();
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

describe('PeopleSearch', () => {
  it('searches 500 ms after the last keystroke; the rows are links to the profiles', async () => {
    const { calls } = installFetch(() => json({ data: [{ id: 5, first_name: 'Ana', last_name: 'Lopez', preferred_chapter: { id: 1, name: 'Raleigh, NC Chapter' } }], count: 1, next: null }));
    const { root } = await render(<PeopleSearch />);
    const box = getByLabelText(root, 'Search for people');
    await type(box, 'A');
    await wait(200);
    await type(box, 'An');
    await wait(499);
    expect(searches(calls)).toEqual([]);
    await wait(1);
    await settle();
    expect(searches(calls)).toEqual(['An']);
    const link = getByRole(root, 'link', 'Ana Lopez');
    expect(link.getAttribute('href')).toContain('/profile/5');
  });

  it('a blank name asks nothing; a failure says the spec text', async () => {
    const { calls } = installFetch(() => errorBody(500, 'server_error'));
    const { root } = await render(<PeopleSearch />);
    await type(getByLabelText(root, 'Search for people'), '   ');
    await wait(600);
    expect(searches(calls)).toEqual([]);
    await type(getByLabelText(root, 'Search for people'), 'Bo');
    await wait(600);
    await settle();
    expect(queryAllByRole(root, 'alert').map((a) => a.textContent).join(' ')).toContain('An error occurred trying to search users. Please try again later.');
  });
});
