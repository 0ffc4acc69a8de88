import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as imageLib from '@/lib/image';
import { ImageError, uploadImage, type UploadOptions } from '@/lib/image';
import { ImageUpload } from '@/ui/image-upload';
import { cleanup, click, getByLabelText, getByRole, queryAllByRole, render } from './render';

vi.mock('@/lib/image', async (importOriginal) => ({ ...(await importOriginal<typeof imageLib>()), uploadImage: vi.fn() }));

const upload = vi.mocked(uploadImage);

beforeEach(() => {
  upload.mockReset();
});
afterEach(cleanup);

async function choose(input: HTMLElement, file: File): Promise<void> {
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const png = () => new File([new Uint8Array(8)], 'me.png', { type: 'image/png' });
const progressOf = (root: ShadowRoot) => root.querySelector('progress');
const liveText = (root: ShadowRoot) => root.querySelector('[aria-live="polite"]')?.textContent ?? '';

describe('ImageUpload', () => {
  it('shows the label, a file input found by it, and the preview', async () => {
    const { root } = await render(<ImageUpload label="Profile photo" intent="profile" value="http://x/me.png" onChange={vi.fn()} />);
    const input = getByLabelText(root, 'Profile photo') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/jpeg,image/webp');
    const img = root.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('http://x/me.png');
    expect(img.alt).toBe('Profile photo');
    expect(root.querySelector('.rwb-image-upload--round')).not.toBeNull();
    expect(progressOf(root)).toBeNull();
  });

  it('refuses a non-image file with the exact text and does not upload', async () => {
    const onChange = vi.fn();
    const { root } = await render(<ImageUpload label="Cover photo" intent="cover" shape="wide" value={null} onChange={onChange} />);
    const input = getByLabelText(root, 'Cover photo');
    await choose(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(liveText(root)).toBe('Invalid file format: please upload an image.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads at once, shows the progress bar while pending, then calls onChange with the url', async () => {
    let progress: UploadOptions['onProgress'];
    let finish!: (url: string) => void;
    upload.mockImplementation((_file, _intent, options) => {
      progress = options?.onProgress;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const onChange = vi.fn();
    const onBusyChange = vi.fn();
    const { root } = await render(<ImageUpload label="Profile photo" intent="profile" value={null} onChange={onChange} onBusyChange={onBusyChange} />);
    const file = png();
    await choose(getByLabelText(root, 'Profile photo'), file);

    expect(upload).toHaveBeenCalledWith(file, 'profile', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    const bar = getByRole(root, 'progressbar', 'Profile photo upload progress') as HTMLProgressElement;
    expect(bar.max).toBe(100);
    expect(bar.value).toBe(0);
    await act(async () => progress?.(60));
    expect(bar.value).toBe(60);
    expect(onChange).not.toHaveBeenCalled();

    await act(async () => finish('http://api.test/media/profile/abc.png'));
    expect(onChange).toHaveBeenCalledWith('http://api.test/media/profile/abc.png');
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(progressOf(root)).toBeNull();
    expect(liveText(root)).toBe('');
  });

  it('shows the ImageError text on failure and keeps the previous image', async () => {
    upload.mockRejectedValueOnce(new ImageError('too_large'));
    const onChange = vi.fn();
    const { root } = await render(<ImageUpload label="Profile photo" intent="profile" value="http://x/old.png" onChange={onChange} />);
    await choose(getByLabelText(root, 'Profile photo'), png());
    expect(liveText(root)).toBe('Image too large');
    expect(onChange).not.toHaveBeenCalled();
    expect(root.querySelector('img')!.getAttribute('src')).toBe('http://x/old.png');
    expect(progressOf(root)).toBeNull();
  });

  it("any other failure is 'Error uploading image'", async () => {
    upload.mockRejectedValueOnce(new TypeError('boom'));
    const { root } = await render(<ImageUpload label="Profile photo" intent="profile" value={null} onChange={vi.fn()} />);
    await choose(getByLabelText(root, 'Profile photo'), png());
    expect(liveText(root)).toBe('Error uploading image');
  });

  it('a feature may name the upload failure (the event cover: "{product}: Error uploading event image")', async () => {
    upload.mockRejectedValueOnce(new TypeError('boom'));
    const { root } = await render(<ImageUpload label="Cover" intent="event" value={null} onChange={vi.fn()} uploadFailedText="Team RWB: Error uploading event image" />);
    await choose(getByLabelText(root, 'Cover'), png());
    expect(liveText(root)).toBe('Team RWB: Error uploading event image');
  });

  it('Remove (named with the label) calls onChange(null); no Remove without a value', async () => {
    const onChange = vi.fn();
    const { root, rerender } = await render(<ImageUpload label="Cover photo" intent="cover" value="http://x/c.png" onChange={onChange} removeLabel="Delete" />);
    const remove = getByRole(root, 'button', 'Delete Cover photo');
    expect(remove.textContent).toBe('Delete');
    await click(remove);
    expect(onChange).toHaveBeenCalledWith(null);

    await rerender(<ImageUpload label="Cover photo" intent="cover" value={null} onChange={onChange} />);
    expect(queryAllByRole(root, 'button')).toHaveLength(0);
    expect(root.querySelector('img')).toBeNull();
  });

  it("the Remove button defaults to 'Remove'", async () => {
    const { root } = await render(<ImageUpload label="Profile photo" intent="profile" value="http://x/p.png" onChange={vi.fn()} />);
    expect(getByRole(root, 'button', 'Remove Profile photo').textContent).toBe('Remove');
  });
});
