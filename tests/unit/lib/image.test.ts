import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ImageError,
  MAX_IMAGE_BYTES,
  isAcceptedImageType,
  mediaFilename,
  prepareImage,
  progressPercent,
  targetSize,
  uploadImage,
  xhrPut,
  type PutImage,
} from '@/lib/image';
import { imageMessages } from '@/lib/image-texts';
import { errorBody, installFetch, json, loginAs, resetPlatform } from '../helpers';

beforeEach(() => resetPlatform());
afterEach(() => resetPlatform());

const png = (name = 'me.png', bytes = 16) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const dims = (width: number, height: number) => vi.fn(async () => ({ width, height }));

describe('rules', () => {
  it('accepts png, jpeg and webp only', () => {
    expect(['image/png', 'image/jpeg', 'image/webp', 'IMAGE/PNG'].map(isAcceptedImageType)).toEqual([true, true, true, true]);
    expect(['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', ''].map(isAcceptedImageType)).toEqual([false, false, false, false, false]);
  });

  it('resizes only images of at least 1000 by 1000 px, to 1000 by 1000', () => {
    expect(targetSize(999, 1200)).toBeNull();
    expect(targetSize(1200, 999)).toBeNull();
    expect(targetSize(400, 300)).toBeNull();
    expect(targetSize(1000, 1000)).toEqual({ width: 1000, height: 1000 });
    expect(targetSize(3000, 2000)).toEqual({ width: 1000, height: 1000 });
  });

  it('progress is a whole percent capped at 100, 0 with no total', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(250, 200)).toBe(100);
    expect(progressPercent(10, 0)).toBe(0);
  });

  it('ImageError carries the exact spec texts', () => {
    expect(new ImageError('bad_type').message).toBe('Invalid file format: please upload an image.');
    expect(new ImageError('too_large').message).toBe('Image too large');
    expect(new ImageError('upload_failed').message).toBe('Error uploading image');
    expect(imageMessages.uploadFailed).toBe('Error uploading image');
  });

  it('sends the file name, else image.<ext> by type', () => {
    expect(mediaFilename(png('avatar.png'))).toBe('avatar.png');
    expect(mediaFilename(new Blob([], { type: 'image/jpeg' }))).toBe('image.jpg');
    expect(mediaFilename(new Blob([], { type: 'image/webp' }))).toBe('image.webp');
    expect(mediaFilename(new Blob([], { type: 'image/png' }))).toBe('image.png');
  });
});

describe('prepareImage', () => {
  it('refuses other files with the exact text, without reading them', async () => {
    const dimensions = dims(10, 10);
    const error = await prepareImage(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), { dimensions }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageError);
    expect((error as ImageError).code).toBe('bad_type');
    expect((error as ImageError).message).toBe('Invalid file format: please upload an image.');
    expect(dimensions).not.toHaveBeenCalled();
  });

  it('refuses a file that cannot be decoded as an image', async () => {
    const dimensions = vi.fn(async () => Promise.reject(new Error('decode')));
    await expect(prepareImage(png(), { dimensions })).rejects.toThrow('Invalid file format: please upload an image.');
  });

  it('resizes a large image to 1000 by 1000 through resize', async () => {
    const file = new File([new Uint8Array(64)], 'big.jpg', { type: 'image/jpeg' });
    const small = new Blob([new Uint8Array(8)], { type: 'image/jpeg' });
    const resize = vi.fn(async () => small);
    await expect(prepareImage(file, { dimensions: dims(3000, 2000), resize })).resolves.toBe(small);
    expect(resize).toHaveBeenCalledWith(file, 1000, 1000);
  });

  it("rejects more than 10485760 bytes after resizing as 'Image too large'", async () => {
    const huge = new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)], { type: 'image/png' });
    const resize = vi.fn(async () => huge);
    const error = (await prepareImage(png(), { dimensions: dims(4000, 4000), resize }).catch((e: unknown) => e)) as ImageError;
    expect(error.code).toBe('too_large');
    expect(error.message).toBe('Image too large');
  });

  it('passes a small image unchanged without resizing (exactly 10485760 bytes is allowed)', async () => {
    const resize = vi.fn();
    const file = new File([new Uint8Array(MAX_IMAGE_BYTES)], 'edge.webp', { type: 'image/webp' });
    await expect(prepareImage(file, { dimensions: dims(999, 1200), resize })).resolves.toBe(file);
    expect(resize).not.toHaveBeenCalled();
  });

  it('a small image over the limit is refused too', async () => {
    const file = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    await expect(prepareImage(file, { dimensions: dims(800, 600) })).rejects.toThrow('Image too large');
  });
});

describe('uploadImage', () => {
  const SIGNED = { media_upload_url: 'http://api.test/media/profile/abc.png?expires=1&signature=s', url: 'http://api.test/media/profile/abc.png' };

  it('signs with the bearer, PUTs the bytes with their type, reports progress and resolves the url', async () => {
    const { calls } = installFetch(() => json(SIGNED));
    loginAs();
    const put = vi.fn<PutImage>(async (_url, _blob, _type, onProgress) => {
      onProgress(40);
      onProgress(100);
      return { status: 200, body: { url: SIGNED.url } };
    });
    const onProgress = vi.fn();
    const file = png('avatar.png');
    await expect(uploadImage(file, 'profile', { onProgress }, { dimensions: dims(300, 300), put })).resolves.toBe(SIGNED.url);

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://api.test/api/v1/media');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('authorization')).toBe('Bearer access-1');
    expect(calls[0].json).toEqual({ media_filename: 'avatar.png', media_intent: 'profile' });
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0].slice(0, 3)).toEqual([SIGNED.media_upload_url, file, 'image/png']);
    expect(onProgress.mock.calls.map((c) => c[0])).toEqual([0, 40, 100, 100]);
  });

  it('uploads the resized blob', async () => {
    loginAs();
    const resized = new Blob([new Uint8Array(4)], { type: 'image/jpeg' });
    const put = vi.fn<PutImage>(async () => ({ status: 200, body: { url: 'http://api.test/media/cover/x.jpg' } }));
    const file = new File([new Uint8Array(32)], '', { type: 'image/jpeg' });
    const { calls } = installFetch(() => json(SIGNED));
    await uploadImage(file, 'cover', {}, { dimensions: dims(2000, 1500), resize: async () => resized, put });
    expect(calls[0].json).toEqual({ media_filename: 'image.jpg', media_intent: 'cover' });
    expect(put.mock.calls[0][1]).toBe(resized);
    expect(put.mock.calls[0][2]).toBe('image/jpeg');
  });

  it("a failing PUT is 'Error uploading image'; 413 and 415 keep the server's meaning", async () => {
    installFetch(() => json(SIGNED));
    loginAs();
    const attempt = (put: PutImage): Promise<ImageError> =>
      uploadImage(png(), 'post', {}, { dimensions: dims(10, 10), put }).then(
        () => Promise.reject(new Error('expected a failure')),
        (e: unknown) => e as ImageError,
      );
    expect((await attempt(async () => ({ status: 500, body: null }))).message).toBe('Error uploading image');
    expect((await attempt(async () => ({ status: 403, body: { error: { code: 'invalid_signature' } } }))).message).toBe('Error uploading image');
    expect((await attempt(async () => Promise.reject(new Error('network')))).message).toBe('Error uploading image');
    expect((await attempt(async () => ({ status: 413, body: null }))).message).toBe('Image too large');
    expect((await attempt(async () => ({ status: 415, body: null }))).message).toBe('Invalid file format: please upload an image.');
  });

  it("a failing signing call is 'Error uploading image' and nothing is PUT", async () => {
    installFetch(() => errorBody(500, 'server_error', 'Boom'));
    loginAs();
    const put = vi.fn<PutImage>();
    const error = (await uploadImage(png(), 'event', {}, { dimensions: dims(10, 10), put }).catch((e: unknown) => e)) as ImageError;
    expect(error).toBeInstanceOf(ImageError);
    expect(error.code).toBe('upload_failed');
    expect(error.message).toBe('Error uploading image');
    expect(put).not.toHaveBeenCalled();
  });

  it('without a session it fails without a request', async () => {
    const { calls } = installFetch(() => json(SIGNED));
    await expect(uploadImage(png(), 'message', {}, { dimensions: dims(10, 10), put: vi.fn<PutImage>() })).rejects.toThrow('Error uploading image');
    expect(calls).toHaveLength(0);
  });

  it('refuses a bad type before any request', async () => {
    const { calls } = installFetch(() => json(SIGNED));
    loginAs();
    await expect(uploadImage(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), 'comment')).rejects.toThrow('Invalid file format: please upload an image.');
    expect(calls).toHaveLength(0);
  });
});

describe('xhrPut (the default transport)', () => {
  class FakeXhr {
    static last: FakeXhr;
    method = '';
    url = '';
    headers: Record<string, string> = {};
    sent: unknown;
    status = 0;
    responseText = '';
    aborted = false;
    upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      this.sent = body;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
  }

  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));

  it('PUTs the blob with its Content-Type and no bearer, reports capped progress, resolves status and JSON', async () => {
    const blob = png();
    const progress: number[] = [];
    const done = xhrPut('http://api.test/media/x.png?signature=s', blob, 'image/png', (p) => progress.push(p));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('http://api.test/media/x.png?signature=s');
    expect(xhr.headers['content-type']).toBe('image/png');
    expect(xhr.headers.authorization).toBeUndefined();
    expect(xhr.sent).toBe(blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 12, total: 10 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 3, total: 0 });
    xhr.status = 413;
    xhr.responseText = JSON.stringify({ error: { code: 'too_large', message: 'Image too large' } });
    xhr.onload?.();
    await expect(done).resolves.toEqual({ status: 413, body: { error: { code: 'too_large', message: 'Image too large' } } });
    expect(progress).toEqual([50, 100]);
  });

  it('rejects on a network error and aborts with the signal', async () => {
    const failed = xhrPut('u', png(), 'image/png', () => undefined);
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toThrow('Network error');

    const controller = new AbortController();
    const aborted = xhrPut('u', png(), 'image/png', () => undefined, controller.signal);
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
