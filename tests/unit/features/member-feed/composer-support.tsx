// Test support of the composer tests: typing into the text area, picking files, a browser image
// decoder (createImageBitmap) and the XMLHttpRequest the image PUTs go through, and a fake API.
import { act } from 'react';
import { vi } from 'vitest';
import { Composer } from '@/features/member-feed/components/composer';
import type { FeedContext } from '@/features/member-feed/model/contexts';
import type { Post } from '@/features/member-feed/schemas/post';
import { click, getByRole, queryAllByRole, render } from '../../ui/render';
import type { FeedViewer } from '@/features/member-feed/model/permissions';
import { installFetch, json, type Call } from '../../helpers';

export const member: FeedViewer = { userId: 7, anonymous: false, groupRole: 0, groupActive: true, challengeJoined: true };

/** Types `value` as the whole text, the caret at its end (or at `caret`). */
export async function typeText(el: HTMLTextAreaElement, value: string, caret = value.length): Promise<void> {
  await act(async () => {
    el.focus();
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, value);
    el.setSelectionRange(caret, caret);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function typeInput(el: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function pick(input: HTMLElement, files: File[]): Promise<void> {
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

/** Lets promises and 0 ms timers settle (real timers). */
export const settle = () => act(() => new Promise((r) => setTimeout(r, 5)));

export const png = (n: number, bytes = 16) => new File([new Uint8Array(bytes)], `photo${n}.png`, { type: 'image/png' });
export const pngs = (count: number) => Array.from({ length: count }, (_, i) => png(i + 1));

export interface FakePut {
  url: string;
  type: string | null;
  progress(percent: number): void;
  finish(status?: number): void;
}

/**
 * Images decode as 400×300 (no resize), object URLs are fake, and each PUT waits for `finish` (or
 * finishes at once with `auto`).
 */
export function installBrowserImages(options: { auto?: boolean; status?: number } = {}) {
  const puts: FakePut[] = [];
  vi.stubGlobal('createImageBitmap', async () => ({ width: 400, height: 300, close() {} }));
  let objectUrls = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++objectUrls}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private type: string | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      if (name === 'Content-Type') this.type = value;
    }
    abort() {
      this.onabort?.();
    }
    send() {
      const put: FakePut = {
        url: this.url,
        type: this.type,
        progress: (p) => this.upload.onprogress?.({ lengthComputable: true, loaded: p, total: 100 }),
        finish: (status = options.status ?? 200) => {
          this.status = status;
          this.responseText = status < 300 ? JSON.stringify({ url: this.url.split('?')[0] }) : '';
          this.onload?.();
        },
      };
      puts.push(put);
      if (options.auto) queueMicrotask(() => put.finish());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { puts };
}

export type Route = (call: Call) => Response | Promise<Response> | undefined;

/** The API: media signing (one URL per call), then `route`, else 404. */
export function installApi(route: Route = () => undefined) {
  let signed = 0;
  return installFetch(async (c) => {
    if (c.path === '/api/v1/media') {
      signed += 1;
      const intent = (c.json as { media_intent: string }).media_intent;
      return json({ media_upload_url: `http://api.test/media/${intent}/${signed}.png?signature=s`, url: `http://api.test/media/${intent}/${signed}.png` });
    }
    return (await route(c)) ?? json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

export const postAnswer = (extra: Record<string, unknown> = {}) => ({ data: { id: 40, user: { id: 7 }, verb: 'post', time: '2026-01-01T00:00:00Z', text: 'x', ...extra } });
export const commentAnswer = (extra: Record<string, unknown> = {}) => ({ id: 60, user: { id: 7 }, kind: 'comment', content: 'x', created_at: '2026-01-01T00:00:00Z', ...extra });

// ---- the post dialog ---------------------------------------------------------------------------------

export const group: FeedContext = { type: 'group', id: 3 };

export async function openPost(props: { context?: FeedContext; viewer?: FeedViewer; edit?: Post; onDone?: () => void } = {}) {
  const onDone = props.onDone ?? vi.fn();
  const onCancel = vi.fn();
  const r = await render(<Composer context={props.context ?? group} kind="post" viewer={props.viewer ?? member} edit={props.edit} onDone={onDone} onCancel={onCancel} />);
  const dialog = getByRole(r.root, 'dialog', 'Post');
  const text = getByRole(dialog, 'textbox', 'Post text') as HTMLTextAreaElement;
  const files = r.root.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...r, dialog, text, files, onDone, onCancel };
}

/** Lets fetches answer while timers are fake. */
export const flush = async () => {
  for (let i = 0; i < 10; i++) await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
};
export const submit = (root: ShadowRoot, name = 'Post') => click(getByRole(root, 'button', name));
export const alerts = (root: ShadowRoot) => queryAllByRole(root, 'alert').map((a) => a.querySelector('.rwb-alert__body')?.textContent ?? a.textContent);
export const thumbs = (root: ShadowRoot) => [...root.querySelectorAll('.rwb-thumbs__strip img')].map((i) => i.getAttribute('alt'));
// The option's name: its text without the aria-hidden initials of the avatar.
export const optionText = (o: Element) => o.lastElementChild?.textContent ?? '';
export const preview = (root: ShadowRoot) => root.querySelector<HTMLElement>('section[aria-label="Link preview"]');
export const option = (root: ShadowRoot, text: string) => {
  const found = queryAllByRole(root, 'option').filter((o) => optionText(o) === text);
  if (found.length !== 1) throw new Error(`Expected one option ${text}, found ${found.length}`);
  return found[0];
};
export const bodyOf = (calls: { method: string; path: string; json: unknown }[], path: string) => calls.find((c) => c.method !== 'GET' && c.path === path)?.json as Record<string, unknown>;
