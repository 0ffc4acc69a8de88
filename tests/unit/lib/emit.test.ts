import { describe, expect, it } from 'vitest';
import { emit, emitError } from '@/lib/emit';
import { ApiError } from '@/lib/http';

describe('emit', () => {
  it('dispatches a bubbling, composed CustomEvent that leaves the shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('span'));
    let seen: CustomEvent<{ message: string; status?: number }> | null = null;
    let path: EventTarget[] = [];
    const listener = (e: HTMLElementEventMap['rwb-error']) => {
      seen = e;
      path = e.composedPath();
    };
    document.addEventListener('rwb-error', listener);
    expect(emit(inner, 'rwb-error', { message: 'Nope', status: 500 })).toBe(true);
    document.removeEventListener('rwb-error', listener);
    expect(seen).not.toBeNull();
    expect(seen!.detail).toEqual({ message: 'Nope', status: 500 });
    expect(seen!.bubbles).toBe(true);
    expect(seen!.composed).toBe(true);
    expect(path).toContain(host); // crossed the shadow boundary to the element on the page
    expect(path).toContain(document);
    expect(seen!.cancelable).toBe(false);
    host.remove();
  });

  it('returns false when a listener cancels a cancelable event', () => {
    const el = document.createElement('div');
    el.addEventListener('rwb-navigate', (e) => e.preventDefault());
    expect(emit(el, 'rwb-navigate', { path: '/x', url: '/x' }, { cancelable: true })).toBe(false);
    expect(emit(el, 'rwb-navigate', { path: '/x', url: '/x' })).toBe(true); // not cancelable
  });

  it('accepts feature events not yet in the typed map', () => {
    const el = document.createElement('div');
    let detail: unknown;
    el.addEventListener('rwb-event-select', (e) => (detail = (e as CustomEvent).detail));
    emit(el, 'rwb-event-select', { id: 3 });
    expect(detail).toEqual({ id: 3 });
  });

  it('emitError carries the message, status and code of an ApiError (or a given message)', () => {
    const el = document.createElement('div');
    const details: unknown[] = [];
    el.addEventListener('rwb-error', (e) => details.push(e.detail));
    emitError(el, new ApiError(503, 'Response returned 503'));
    emitError(el, new ApiError(422, 'x', { code: 'validation' }), 'There was a problem updating your personal info. Please try again later.');
    emitError(el, 'weird');
    expect(details).toEqual([
      { message: 'Response returned 503', status: 503, code: 'http_503' },
      { message: 'There was a problem updating your personal info. Please try again later.', status: 422, code: 'validation' },
      { message: 'Something went wrong.' },
    ]);
  });
});
