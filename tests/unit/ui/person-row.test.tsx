import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '@/store/config';
import { setRouter, type RouterRequest } from '@/store/navigation';
import { Button } from '@/ui/button';
import { militaryLine, personDetails, personName, PersonRow, type PersonRowPerson } from '@/ui/person-row';
import { resetPlatform } from '../helpers';
import { cleanup, click, getByRole, queryAllByRole, render } from './render';

let routed: RouterRequest[];
beforeEach(() => {
  resetPlatform();
  configure({ appBase: 'https://api.example/app' });
  routed = [];
  setRouter((r) => routed.push(r));
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

const ana: PersonRowPerson = {
  id: 12,
  first_name: 'Ana',
  last_name: 'Lopez',
  profile_photo_url: null,
  eagle_leader: true,
  preferred_chapter: { name: 'Raleigh' },
  military_status: 'Veteran',
  military_branch: 'Army',
};

describe('person texts', () => {
  it("name ('Member' without one), military line and details line", () => {
    expect(personName(ana)).toBe('Ana Lopez');
    expect(personName({ first_name: null, last_name: '' })).toBe('Member');
    expect(militaryLine(ana)).toBe('Veteran · Army');
    expect(militaryLine({ military_branch: 'Navy' })).toBe('Navy');
    expect(personDetails(ana)).toBe('Raleigh — Veteran · Army');
    expect(personDetails({ id: 1, preferred_chapter: null, military_status: 'Civilian' })).toBe('Civilian');
    expect(personDetails({ id: 1 })).toBe('');
  });
});

describe('PersonRow', () => {
  it('avatar, name as a route link, the Eagle Leader star, chapter and military line', async () => {
    const { root } = await render(
      <ul className="rwb-people">
        <PersonRow person={ana} path="/profile/12" />
      </ul>,
    );
    const row = root.querySelector('li.rwb-person')!;
    expect(row.getAttribute('part')).toBe('person');
    expect(row.querySelector('.rwb-avatar')!.textContent).toBe('AL');
    const link = getByRole(root, 'link', 'Ana Lopez') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('https://api.example/app/profile/12');
    await click(link);
    expect(routed.map((r) => r.path)).toEqual(['/profile/12']);
    expect(getByRole(root, 'img', 'Eagle Leader').textContent).toBe('★');
    expect(row.querySelector('.rwb-person__details')!.textContent).toBe('Raleigh — Veteran · Army');
  });

  it('without a path the name is a link-styled button (the anonymous-profile note) or plain text', async () => {
    const onName = vi.fn();
    const { root } = await render(
      <ul>
        <PersonRow person={{ ...ana, eagle_leader: false }} onNameClick={onName} />
        <PersonRow person={{ id: 3, first_name: 'Bo', last_name: 'Ng' }} />
      </ul>,
    );
    await click(getByRole(root, 'button', 'Ana Lopez'));
    expect(onName).toHaveBeenCalledTimes(1);
    expect(queryAllByRole(root, 'link')).toHaveLength(0);
    expect(queryAllByRole(root, 'img', 'Eagle Leader')).toHaveLength(0);
    const plain = root.querySelectorAll('li')[1];
    expect(plain.querySelector('.rwb-person__name')!.textContent).toBe('Bo Ng');
    expect(plain.querySelector('.rwb-person__details')).toBeNull();
  });

  it('shows a note in a live region and the action slot, with the given name', async () => {
    const { root } = await render(
      <ul>
        <PersonRow
          person={ana}
          name="Ana L."
          note="This user has set their profile to anonymous."
          action={<Button aria-label="Unblock Ana L.">Unblock</Button>}
          eagleLeaderLabel="Eagle Leader (leader)"
          details={false}
        />
      </ul>,
    );
    expect(getByRole(root, 'status').textContent).toBe('This user has set their profile to anonymous.');
    expect(getByRole(root, 'button', 'Unblock Ana L.')).toBeTruthy();
    expect(getByRole(root, 'img', 'Eagle Leader (leader)')).toBeTruthy();
    expect(root.querySelector('.rwb-person__name')!.textContent).toBe('Ana L.');
    expect(root.querySelector('.rwb-person__details')).toBeNull();
  });

  it('can go without an avatar, be a div, and take a size and class', async () => {
    const { root } = await render(
      <>
        <PersonRow as="div" person={ana} avatar={false} className="picker-row" />
        <PersonRow as="div" person={ana} avatar="sm" />
      </>,
    );
    const [bare, small] = [...root.querySelectorAll('div.rwb-person')];
    expect(bare.classList.contains('picker-row')).toBe(true);
    expect(bare.querySelector('.rwb-avatar')).toBeNull();
    expect(small.querySelector('.rwb-avatar--sm')).not.toBeNull();
  });

  it('every control in a row has a name (no unnamed buttons or links)', async () => {
    const { root } = await render(
      <ul>
        <PersonRow person={{ id: 9 }} onNameClick={() => {}} />
        <PersonRow person={{ id: 10 }} path="/profile/10" />
      </ul>,
    );
    for (const el of [...queryAllByRole(root, 'button'), ...queryAllByRole(root, 'link')]) expect(el.textContent).toBe('Member');
  });
});
