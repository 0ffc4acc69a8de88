// The composers' image pick button and thumbnails strip (src/ui/picked-images.tsx): the file input
// named by the visible text, several files at once, unavailable states; thumbnails named by the
// feature's texts with their state, remove buttons, the pick's alert and the upload progress.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImagePickButton, ThumbnailStrip, type ThumbnailTexts } from '@/ui/picked-images';
import type { PickedImage, PickedImagesState } from '@/ui/use-picked-images';
import { cleanup, click, getByLabelText, getByRole, queryAllByRole, render } from './render';

afterEach(cleanup);

const texts: ThumbnailTexts = {
  list: 'Selected images',
  image: (n) => `Image ${n}`,
  remove: (n) => `Remove image ${n}`,
  status: { preparing: 'Preparing…', ready: null, uploading: 'Uploading…', uploaded: null, failed: 'Not uploaded' },
  progress: 'Upload progress',
};

const img = (key: string, status: PickedImage['status'], preview: string | null = `blob:${key}`): PickedImage => ({ key, name: `${key}.png`, status, progress: 0, preview, url: null, blob: null });

function state(images: PickedImage[], extra: Partial<PickedImagesState> = {}): PickedImagesState {
  return { images, message: null, clearMessage: vi.fn(), preparing: false, progress: null, add: vi.fn(), remove: vi.fn(), upload: vi.fn(), reset: vi.fn(), ...extra };
}

async function pick(input: HTMLElement, files: File[]): Promise<void> {
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

describe('ImagePickButton', () => {
  it('a file input named by the visible text, several at once; the picked files are handed over', async () => {
    const onPick = vi.fn();
    const { root } = await render(<ImagePickButton label="Add photos" accept="image/png,image/jpeg,image/webp" onPick={onPick} count="0/5" />);
    const input = getByLabelText(root, 'Add photos') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/png,image/jpeg,image/webp');
    expect(root.querySelector('label')!.textContent).toBe('Add photos');
    expect(root.querySelector('.rwb-thumbs__count')!.textContent).toBe('0/5');
    const files = [png('a.png'), png('b.png')];
    await pick(input, files);
    expect(onPick).toHaveBeenCalledWith(files);
    await pick(input, []);
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('disabled turns the input off and marks the button unavailable; unavailable alone keeps the input on', async () => {
    const { root, rerender } = await render(<ImagePickButton label="Add images" accept="image/png" onPick={vi.fn()} disabled />);
    expect((getByLabelText(root, 'Add images') as HTMLInputElement).disabled).toBe(true);
    expect(root.querySelector('label')!.getAttribute('aria-disabled')).toBe('true');
    expect(root.querySelector('.rwb-thumbs__count')).toBeNull();
    await rerender(<ImagePickButton label="Add images" accept="image/png" onPick={vi.fn()} unavailable />);
    expect((getByLabelText(root, 'Add images') as HTMLInputElement).disabled).toBe(false);
    expect(root.querySelector('label')!.getAttribute('aria-disabled')).toBe('true');
    await rerender(<ImagePickButton label="Add images" accept="image/png" onPick={vi.fn()} />);
    expect(root.querySelector('label')!.hasAttribute('aria-disabled')).toBe(false);
  });
});

describe('ThumbnailStrip', () => {
  it('nothing picked: no list, no alert, no progress', async () => {
    const { root } = await render(<ThumbnailStrip images={state([])} texts={texts} count="0/5 images" />);
    expect(root.querySelector('ul')).toBeNull();
    expect(root.querySelector('progress')).toBeNull();
    expect(queryAllByRole(root, 'alert')).toHaveLength(0);
    expect(root.textContent).toBe('');
  });

  it("thumbnails named by the feature's texts with their state; each remove button removes its image", async () => {
    const images = state([img('a', 'ready'), img('b', 'preparing', null), img('c', 'failed')]);
    const { root } = await render(<ThumbnailStrip images={images} texts={texts} count="3/5 images" />);
    const list = root.querySelector<HTMLElement>('ul[aria-label="Selected images"]')!;
    expect([...list.querySelectorAll('img')].map((i) => [i.alt, i.getAttribute('src')])).toEqual([
      ['Image 1', 'blob:a'],
      ['Image 3', 'blob:c'],
    ]);
    expect(getByRole(list, 'img', 'Image 2')).toBeTruthy();
    expect([...list.querySelectorAll('.rwb-thumbs__status')].map((s) => s.textContent)).toEqual(['Preparing…', 'Not uploaded']);
    expect(list.querySelector('.rwb-thumbs__thumb--failed img')!.getAttribute('alt')).toBe('Image 3');
    expect(root.querySelector('.rwb-thumbs__count')!.textContent).toBe('3/5 images');
    await click(getByRole(list, 'button', 'Remove image 2'));
    expect(images.remove).toHaveBeenCalledWith('b');
  });

  it('disabled turns the remove buttons off', async () => {
    const { root } = await render(<ThumbnailStrip images={state([img('a', 'uploading')])} texts={texts} disabled />);
    expect((getByRole(root, 'button', 'Remove image 1') as HTMLButtonElement).disabled).toBe(true);
    expect(root.querySelector('.rwb-thumbs__status')!.textContent).toBe('Uploading…');
    expect(root.querySelector('.rwb-thumbs__count')).toBeNull();
  });

  it("the pick's alert (dismissable) and the upload progress bar named by the feature's text", async () => {
    const images = state([img('a', 'uploading')], { message: 'Image too large', progress: 40 });
    const { root } = await render(<ThumbnailStrip images={images} texts={texts} />);
    const alert = getByRole(root, 'alert');
    expect(alert.textContent).toContain('Image too large');
    await click(getByRole(alert, 'button'));
    expect(images.clearMessage).toHaveBeenCalled();
    const bar = getByRole(root, 'progressbar', 'Upload progress') as HTMLProgressElement;
    expect(bar.value).toBe(40);
    expect(bar.max).toBe(100);
  });
});
