import { describe, expect, it } from 'vitest';
import {
  IMAGES_MAX,
  IMAGE_ACCEPT,
  MAX_IMAGE_BYTES,
  TEXT_MAX,
  UPLOAD_BATCH,
  batches,
  clampText,
  counterText,
  imageTooLarge,
  isAcceptedImageType,
  isOverLimit,
  resizeTarget,
  selectImages,
  submitProblem,
  textLength,
} from '@/features/member-feed/model/composer-rules';
import { composerMessages } from '@/features/member-feed/messages';

const img = (type = 'image/png') => ({ type });
const imgs = (n: number) => Array.from({ length: n }, () => img());

describe('spec texts (§5, §8, exact)', () => {
  it('are exact', () => {
    expect(composerMessages.emptyPost).toBe('Unable to upload an empty post!');
    expect(composerMessages.emptyReaction('comment')).toBe('Unable to post an empty comment.');
    expect(composerMessages.emptyReaction('reply')).toBe('Unable to post an empty reply.');
    expect(composerMessages.tooManySelected).toBe('Maximum numbers of images for post has been reached. Please ensure you have no more than 10 images selected.');
    expect(composerMessages.tooManyTotal).toBe('Maximum numbers of images for post has been reached.');
    expect(composerMessages.imageTooLarge).toBe('Image too large');
    expect(composerMessages.postImageFailed('Team RWB')).toBe('Error uploading post image to Team RWB Servers.');
    expect(composerMessages.imageFailed).toBe('Error uploading image');
    expect(composerMessages.updatePostFailed).toBe('Unable to update post to RWB Servers.');
    expect(composerMessages.updateFailed).toBe('Unable to update post.');
    expect(composerMessages.reactionFailed('comment')).toBe('Unable to post your comment. Please try again later.');
    expect(composerMessages.updateCommentFailed).toBe('Unable to update your comment. Please try again later.');
    expect(composerMessages.deleteConfirm).toBe('Are you sure you want to delete your post?');
    expect(composerMessages.blockConfirm).toBe('Are you sure you want to block this post?');
    expect(composerMessages.blockFailed).toBe('Error blocking the post. Please try again later.');
  });
});

describe('text limit (§9: 1500)', () => {
  it('counts characters, an emoji as one', () => {
    expect(TEXT_MAX).toBe(1500);
    expect(textLength('abc')).toBe(3);
    expect(textLength('👍🏽')).toBe(2);
    expect(textLength('💪')).toBe(1);
  });
  it('counter and limit', () => {
    expect(counterText('')).toBe('0/1500');
    expect(counterText('hello')).toBe('5/1500');
    expect(isOverLimit('a'.repeat(1500))).toBe(false);
    expect(isOverLimit('a'.repeat(1501))).toBe(true);
    expect(isOverLimit('💪'.repeat(1500))).toBe(false);
  });
  it('clamps a long paste to its first 1500 characters', () => {
    expect(clampText('a'.repeat(1600))).toBe('a'.repeat(1500));
    expect(textLength(clampText('💪'.repeat(1600)))).toBe(1500);
    expect(clampText('short')).toBe('short');
  });
});

describe('submitProblem', () => {
  it('empty without images: the kind text', () => {
    expect(submitProblem('post', '', 0)).toBe('Unable to upload an empty post!');
    expect(submitProblem('post', '  \n ', 0)).toBe('Unable to upload an empty post!');
    expect(submitProblem('comment', '', 0)).toBe('Unable to post an empty comment.');
    expect(submitProblem('reply', ' ', 0)).toBe('Unable to post an empty reply.');
  });
  it('images alone or text are fine', () => {
    expect(submitProblem('post', '', 1)).toBeNull();
    expect(submitProblem('comment', 'hi', 0)).toBeNull();
  });
  it('over the limit', () => {
    expect(submitProblem('post', 'a'.repeat(1501), 0)).toBe(composerMessages.tooLong);
    expect(composerMessages.tooLong).toBe('Text is limited to 1500 characters.');
  });
});

describe('selectImages (max 10)', () => {
  it('takes what fits', () => {
    expect(IMAGES_MAX).toBe(10);
    expect(selectImages(0, imgs(10))).toEqual({ accepted: imgs(10), message: null });
    expect(selectImages(7, imgs(3))).toEqual({ accepted: imgs(3), message: null });
  });
  it('more than 10 at once: none, and the selection text', () => {
    expect(selectImages(0, imgs(11))).toEqual({ accepted: [], message: 'Maximum numbers of images for post has been reached. Please ensure you have no more than 10 images selected.' });
  });
  it('past the total: the ones that fit, and the total text', () => {
    const r = selectImages(8, imgs(4));
    expect(r.accepted).toHaveLength(2);
    expect(r.message).toBe('Maximum numbers of images for post has been reached.');
    expect(selectImages(10, imgs(1))).toEqual({ accepted: [], message: 'Maximum numbers of images for post has been reached.' });
  });
  it('other types are dropped', () => {
    const r = selectImages(0, [img('image/png'), img('image/gif'), img('image/webp'), img('image/jpeg'), img('application/pdf')]);
    expect(r.accepted.map((f) => f.type)).toEqual(['image/png', 'image/webp', 'image/jpeg']);
    expect(r.message).toBe(composerMessages.badType);
  });
});

describe('image types, size and resize (§5, §9)', () => {
  it('png, jpeg, webp', () => {
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/webp');
    expect(isAcceptedImageType('image/jpeg')).toBe(true);
    expect(isAcceptedImageType('image/gif')).toBe(false);
  });
  it('10485760 bytes cap', () => {
    expect(MAX_IMAGE_BYTES).toBe(10_485_760);
    expect(imageTooLarge(10_485_760)).toBe(false);
    expect(imageTooLarge(10_485_761)).toBe(true);
  });
  it('at least 1000×1000 is resized to 1000×1000', () => {
    expect(resizeTarget(1000, 1000)).toEqual({ width: 1000, height: 1000 });
    expect(resizeTarget(4000, 3000)).toEqual({ width: 1000, height: 1000 });
    expect(resizeTarget(999, 3000)).toBeNull();
    expect(resizeTarget(640, 480)).toBeNull();
  });
});

describe('batches (uploads of 5)', () => {
  it('cuts the list in order', () => {
    expect(UPLOAD_BATCH).toBe(5);
    expect(batches([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3, 4, 5], [6, 7]]);
    expect(batches([1, 2, 3, 4, 5])).toEqual([[1, 2, 3, 4, 5]]);
    expect(batches([])).toEqual([]);
    expect(batches([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
  it('refuses a size that is not a positive whole number', () => {
    expect(() => batches([1], 0)).toThrow(RangeError);
    expect(() => batches([1], 1.5)).toThrow(RangeError);
  });
});
