// NameFields and SocialProfileFields: the names, the bio with its count and limit, the two photo
// uploads; the values and the focus targets are the caller's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createRef } from 'react';
import { NameFields, SocialProfileFields, type SocialProfileFieldsProps, type SocialProfileValues } from '@/ui/social-profile-fields';
import { cleanup, click, descriptionOf, getByLabelText, getByRole, render } from './render';

afterEach(cleanup);

const setText = (el: HTMLInputElement | HTMLTextAreaElement, text: string) =>
  act(async () => {
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, text);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

const LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  bio: 'Bio',
  bioCount: (n: number, max: number) => `${n} / ${max}`,
  profilePhoto: 'Profile Photo',
  coverPhoto: 'Cover Photo',
};
const VALUE: SocialProfileValues = { first_name: 'Ann', last_name: 'Lee', profile_bio: 'Hi', profile_photo_url: 'http://x/me.png', cover_photo_url: null };

function fields(props: Partial<SocialProfileFieldsProps> = {}) {
  return (
    <SocialProfileFields
      value={VALUE}
      errors={{}}
      labels={LABELS}
      bioMax={5}
      bioTooLong="EXCEEDED THE PROFILE BIO LIMIT"
      rowClassName="row"
      onChange={vi.fn()}
      onPhotoChange={vi.fn()}
      onUploadingChange={vi.fn()}
      {...props}
    />
  );
}

describe('NameFields', () => {
  it('shows the required first and last name with their autocomplete, errors and refs', async () => {
    const onChange = vi.fn();
    const first = createRef<HTMLInputElement>();
    const { root } = await render(
      <NameFields value={{ first_name: 'Ann', last_name: '' }} errors={{ last_name: 'THIS FIELD IS REQUIRED' }} labels={LABELS} onChange={onChange} refs={{ first_name: first }} />,
    );
    const firstName = getByRole(root, 'textbox', 'First Name') as HTMLInputElement;
    const lastName = getByRole(root, 'textbox', 'Last Name') as HTMLInputElement;
    expect(first.current).toBe(firstName);
    expect([firstName.name, firstName.autocomplete, firstName.maxLength, firstName.required, firstName.value]).toEqual(['first_name', 'given-name', 100, true, 'Ann']);
    expect([lastName.name, lastName.autocomplete, lastName.maxLength, lastName.required]).toEqual(['last_name', 'family-name', 100, true]);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(lastName)).toBe('THIS FIELD IS REQUIRED');
    await setText(lastName, 'Lee');
    expect(onChange).toHaveBeenCalledWith('last_name', 'Lee');
  });
});

describe('SocialProfileFields', () => {
  it('puts the names in the row, then the bio with its count, then the profile and cover photos', async () => {
    const { root } = await render(fields());
    const row = root.querySelector('.row')!;
    expect(row.contains(getByRole(root, 'textbox', 'First Name'))).toBe(true);
    expect(row.contains(getByRole(root, 'textbox', 'Last Name'))).toBe(true);
    const bio = getByRole(root, 'textbox', 'Bio') as HTMLTextAreaElement;
    expect([bio.localName, bio.name, bio.getAttribute('rows'), bio.value]).toEqual(['textarea', 'profile_bio', '4', 'Hi']);
    expect(descriptionOf(bio)).toBe('2 / 5');
    expect(root.querySelector('.rwb-field__hint span')).toBeNull();
    expect((getByLabelText(root, 'Profile Photo') as HTMLInputElement).type).toBe('file');
    expect(root.querySelector('.rwb-image-upload--round img')?.getAttribute('src')).toBe('http://x/me.png');
    expect(root.querySelector('.rwb-image-upload--wide')?.contains(getByLabelText(root, 'Cover Photo'))).toBe(true);
  });

  it('an over-long bio shows the limit error (a set bio error wins) and, when asked, marks the count', async () => {
    const long = { ...VALUE, profile_bio: 'Hello!' };
    const { root, rerender } = await render(fields({ value: long, countOverClassName: 'over' }));
    const bio = getByRole(root, 'textbox', 'Bio');
    expect(bio.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(bio)).toBe('6 / 5 EXCEEDED THE PROFILE BIO LIMIT');
    expect(root.querySelector('.rwb-field__hint span.over')?.textContent).toBe('6 / 5');
    await rerender(fields({ value: long, countOverClassName: 'over', errors: { profile_bio: 'From the server' } }));
    expect(descriptionOf(bio)).toBe('6 / 5 From the server');
    await rerender(fields({ countOverClassName: 'over' }));
    expect(bio.hasAttribute('aria-invalid')).toBe(false);
    expect(root.querySelector('.rwb-field__hint span')?.className).toBe('');
  });

  it('reports typing by field, a removed photo by its value key, and gives the bio ref', async () => {
    const onChange = vi.fn();
    const onPhotoChange = vi.fn();
    const bioRef = createRef<HTMLTextAreaElement>();
    const { root } = await render(fields({ onChange, onPhotoChange, refs: { profile_bio: bioRef } }));
    const bio = getByRole(root, 'textbox', 'Bio') as HTMLTextAreaElement;
    expect(bioRef.current).toBe(bio);
    await setText(bio, 'Hello');
    expect(onChange).toHaveBeenCalledWith('profile_bio', 'Hello');
    await setText(getByRole(root, 'textbox', 'First Name') as HTMLInputElement, 'Anna');
    expect(onChange).toHaveBeenCalledWith('first_name', 'Anna');
    await click(getByRole(root, 'button', 'Remove Profile Photo'));
    expect(onPhotoChange).toHaveBeenCalledWith('profile_photo_url', null);
  });
});
