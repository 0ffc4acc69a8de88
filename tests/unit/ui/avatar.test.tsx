import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, initialsOf, initialsOfName } from '@/ui/avatar';
import { cleanup, getByRole, queryAllByRole, render } from './render';

afterEach(cleanup);

describe('initials', () => {
  it('first letters of first and last name, upper-cased; ? without a name', () => {
    expect(initialsOf('ana', 'lopez')).toBe('AL');
    expect(initialsOf('Ana', null)).toBe('A');
    expect(initialsOf(null, undefined)).toBe('?');
    expect(initialsOfName('Ana María Lopez')).toBe('AL');
    expect(initialsOfName('  cher ')).toBe('C');
    expect(initialsOfName('')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows the photo as a decorative, lazy image (the name is written next to it)', async () => {
    const { root } = await render(<Avatar person={{ first_name: 'Ana', last_name: 'Lopez', profile_photo_url: 'https://img/a.jpg', photo_url: 'https://img/b.jpg' }} />);
    const img = root.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://img/a.jpg');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.className).toBe('rwb-avatar rwb-avatar--md');
    expect(img.getAttribute('part')).toBe('avatar');
  });

  it("falls back to photo_url (event hosts) and lets src override; lazy={false} loads at once", async () => {
    const { root } = await render(
      <>
        <Avatar person={{ first_name: 'A', photo_url: 'https://img/host.jpg' }} />
        <Avatar person={{ first_name: 'A', photo_url: 'https://img/host.jpg' }} src="https://img/own.jpg" lazy={false} size="lg" />
      </>,
    );
    const [host, own] = [...root.querySelectorAll('img')];
    expect(host.getAttribute('src')).toBe('https://img/host.jpg');
    expect(own.getAttribute('src')).toBe('https://img/own.jpg');
    expect(own.hasAttribute('loading')).toBe(false);
    expect(own.classList.contains('rwb-avatar--lg')).toBe(true);
  });

  it('without a photo shows the initials, hidden from assistive technology', async () => {
    const { root } = await render(<Avatar person={{ first_name: 'ana', last_name: 'lopez', profile_photo_url: null }} size="sm" />);
    const tile = root.querySelector('.rwb-avatar')!;
    expect(tile.textContent).toBe('AL');
    expect(tile.getAttribute('aria-hidden')).toBe('true');
    expect(tile.className).toBe('rwb-avatar rwb-avatar--sm rwb-avatar--initials');
    expect(queryAllByRole(root, 'img')).toHaveLength(0);
  });

  it('takes a full name instead of a person; ? when there is no name', async () => {
    const { root } = await render(
      <>
        <Avatar name="Bo Ng" />
        <Avatar person={{}} />
      </>,
    );
    expect([...root.querySelectorAll('.rwb-avatar')].map((el) => el.textContent)).toEqual(['BN', '?']);
  });

  it('with alt it is a named image (an avatar standing alone)', async () => {
    const { root } = await render(
      <>
        <Avatar name="Bo Ng" alt="Bo Ng" />
        <Avatar src="https://img/x.jpg" alt="Bo Ng photo" />
      </>,
    );
    const tile = getByRole(root, 'img', 'Bo Ng');
    expect(tile.hasAttribute('aria-hidden')).toBe(false);
    expect(tile.querySelector('[aria-hidden="true"]')!.textContent).toBe('BN');
    expect(root.querySelector('img')!.getAttribute('alt')).toBe('Bo Ng photo');
  });

  it('adds a class for the caller', async () => {
    const { root } = await render(<Avatar name="Bo" className="profile__photo" />);
    expect(root.querySelector('.rwb-avatar')!.classList.contains('profile__photo')).toBe(true);
  });
});
