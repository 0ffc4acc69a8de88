// The image viewer: a named dialog opened from a post's image, Previous/Next and the arrow keys,
// 'Image N of M', the 300 px strip step, Escape, and the post's like toggle.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Feed } from '@/features/member-feed/components/feed';
import { CAROUSEL_STEP, ImageViewer } from '@/features/member-feed/components/image-viewer';
import type { Post } from '@/features/member-feed/schemas/post';
import { installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole, nameOf, press, render } from '../../ui/render';
import { ME, post } from './feed-fixtures';
import { settle, showFeed } from './feed-render';

beforeEach(() => {
  resetPlatform();
  loginAs(ME);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

const images = ['http://img.test/1.jpg', 'http://img.test/2.jpg', 'http://img.test/3.jpg'];
const status = (root: ShadowRoot) => root.querySelector('figcaption')!.textContent;

describe('ImageViewer', () => {
  it('is a dialog named Images, opened at the chosen image, moved by buttons and arrow keys', async () => {
    const scrolls: number[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollBy').mockImplementation(function (this: HTMLElement, opts?: ScrollToOptions | number) {
      if (typeof opts === 'object') scrolls.push(opts.left ?? 0);
    });
    const onClose = vi.fn();
    const { root } = await render(<ImageViewer post={post(1, { media: images }) as Post} start={1} canLike onLike={() => {}} onClose={onClose} />);
    const dialog = getByRole(root, 'dialog');
    expect(nameOf(dialog)).toBe('Images');
    expect(status(root)).toBe('Image 2 of 3');
    expect(dialog.querySelector('figure img')!.getAttribute('src')).toBe(images[1]);
    expect(dialog.querySelector('figure img')!.getAttribute('alt')).toBe('Image 2 of 3, posted by Bo Diaz');
    await click(getByRole(dialog, 'button', 'Next image'));
    expect(status(root)).toBe('Image 3 of 3');
    expect(getByRole(dialog, 'button', 'Next image').hasAttribute('disabled')).toBe(true);
    await press(dialog, 'ArrowLeft');
    await press(dialog, 'ArrowLeft');
    expect(status(root)).toBe('Image 1 of 3');
    expect(getByRole(dialog, 'button', 'Previous image').hasAttribute('disabled')).toBe(true);
    await press(getByRole(dialog, 'button', 'Close'), 'ArrowRight');
    expect(status(root)).toBe('Image 2 of 3');
    expect(scrolls).toEqual([CAROUSEL_STEP, -CAROUSEL_STEP, -CAROUSEL_STEP, CAROUSEL_STEP]);
    expect(CAROUSEL_STEP).toBe(300);
    await click(getByRole(dialog, 'button', 'Image 3 of 3'));
    expect(status(root)).toBe('Image 3 of 3');
    expect(getByRole(dialog, 'button', 'Image 3 of 3').getAttribute('aria-current')).toBe('true');
    await press(dialog, 'Escape');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('opens from a post image in the feed, likes the post, and closes back to the feed', async () => {
    const api = await showFeed(<Feed context={{ type: 'timeline' }} />, (c: Call) => {
      if (c.path.endsWith('/reactions/5')) return json({ id: 80, kind: 'like' }, 201);
      if (c.path.endsWith('/pinned_post')) return json({ data: null });
      return json({ data: { results: [post(5, { media: images, reaction_counts: { like: 1, comment: 0 } })], next: null } });
    });
    await click(getByRole(api.root, 'button', 'Open image 3 of 3'));
    const dialog = getByRole(api.root, 'dialog');
    expect(status(api.root)).toBe('Image 3 of 3');
    const like = getByRole(dialog, 'button', 'Like');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await click(like);
    expect(getByRole(dialog, 'button', 'Like').getAttribute('aria-pressed')).toBe('true');
    expect(dialog.querySelector('.post__count')!.textContent).toBe('2 likes');
    await settle();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === `/api/v1/user/${ME}/reactions/5`)).toBe(true);
    // The card behind shows the same like.
    expect(api.root.querySelector('article .post__like')!.getAttribute('aria-pressed')).toBe('true');
    await click(getByRole(dialog, 'button', 'Close'));
    expect(api.root.querySelector('[role="dialog"]')).toBeNull();
  });

  it('anonymous members cannot like from the viewer', async () => {
    installFetch(() => json({}));
    const { root } = await render(<ImageViewer post={post(1, { media: images }) as Post} start={0} canLike={false} onLike={() => {}} onClose={() => {}} />);
    expect(getByRole(root, 'button', 'Like').hasAttribute('disabled')).toBe(true);
  });
});
