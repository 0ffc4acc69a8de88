// Step 4 keeps what the member types while a photo uploads: the finished upload merges into the
// current values, not into those of the moment the file was picked.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as imageLib from '@/lib/image';
import { uploadImage } from '@/lib/image';
import { SocialInfoStep } from '@/features/registration-wizard/components/social-info-step';
import type { SocialValues } from '@/features/registration-wizard/schemas';
import { cleanup, getByLabelText, render } from '../../../ui/render';

vi.mock('@/lib/image', async (importOriginal) => ({ ...(await importOriginal<typeof imageLib>()), uploadImage: vi.fn() }));
const upload = vi.mocked(uploadImage);
afterEach(cleanup);

async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('SocialInfoStep', () => {
  it('a photo that finishes uploading keeps the names typed meanwhile', async () => {
    let finish!: (url: string) => void;
    upload.mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
    const drafts: SocialValues[] = [];
    const initial: SocialValues = { first_name: '', last_name: '', profile_bio: '', profile_photo_url: null, cover_photo_url: null };
    const { root } = await render(<SocialInfoStep initial={initial} focusHeading={false} onDraft={(v) => drafts.push(v)} onBack={vi.fn()} onDone={vi.fn()} />);

    const photo = getByLabelText(root, 'Profile Photo') as HTMLInputElement;
    Object.defineProperty(photo, 'files', { configurable: true, value: [new File([new Uint8Array(8)], 'me.png', { type: 'image/png' })] });
    await act(async () => {
      photo.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await typeInto(getByLabelText(root, 'First Name') as HTMLInputElement, 'Pat');
    await act(async () => finish('http://media.example/me.png'));

    expect((getByLabelText(root, 'First Name') as HTMLInputElement).value).toBe('Pat');
    expect(drafts.at(-1)).toMatchObject({ first_name: 'Pat', profile_photo_url: 'http://media.example/me.png' });
  });
});
