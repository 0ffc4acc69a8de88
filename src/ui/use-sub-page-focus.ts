/**
 * Focus and scroll between an element's main view and its sub-pages (a post, its Likes, a group's
 * members or events), which open in place:
 * - opening one (a member's click) remembers the page's scroll and the control that opened it, then
 *   moves the focus to the sub-page's first control (its Back button) once it has rendered;
 * - an address that opens one on load (a shared link, a reload) scrolls it into view, focus untouched;
 * - going back to the list puts the scroll and the focus back where they were.
 */
import { useEffect, useRef } from 'react';
import { deepActiveElement, focusableWithin } from './focus';

/** How long to wait for a lazily loaded sub-page to render its first control. */
const WAIT_MS = 3000;

export interface SubPageFocus {
  subPage: React.RefObject<HTMLDivElement | null>;
  list: React.RefObject<HTMLDivElement | null>;
}

/** Calls `found` with the first focusable element of `box` as soon as it exists (a lazy chunk may still be loading). */
function whenFocusable(box: HTMLElement, found: (el: HTMLElement) => void): () => void {
  const first = () => focusableWithin(box)[0];
  const now = first();
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const el = first();
    if (!el) return;
    stop();
    found(el);
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(box, { childList: true, subtree: true });
  return stop;
}

export function useSubPageFocus(view: string | null): SubPageFocus {
  const subPage = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const saved = useRef<{ scroll: number; opener: HTMLElement | null } | null>(null);
  const shown = useRef<string | null | undefined>(undefined);

  // Before the sub-page replaces the list: what the member was looking at (read during render would be
  // too late for the focus, so the opener is taken on the pointer/key event that opens it).
  useEffect(() => {
    const box = list.current;
    if (!box) return;
    const remember = () => {
      const active = deepActiveElement();
      saved.current = { scroll: window.scrollY, opener: active instanceof HTMLElement && box.contains(active) ? active : null };
    };
    box.addEventListener('click', remember, true);
    return () => box.removeEventListener('click', remember, true);
  }, []);

  useEffect(() => {
    const before = shown.current;
    shown.current = view;
    if (before === undefined) {
      // First render: a sub-page opened by the address is brought into view.
      const box = subPage.current;
      return view && box ? whenFocusable(box, (el) => el.scrollIntoView?.({ block: 'start' })) : undefined;
    }
    if (view) {
      const box = subPage.current;
      return box ? whenFocusable(box, (el) => el.focus()) : undefined;
    }
    // Back on the list.
    const back = saved.current;
    saved.current = null;
    if (!back) return;
    window.scrollTo?.(0, back.scroll);
    if (back.opener?.isConnected) back.opener.focus({ preventScroll: true });
    return undefined;
  }, [view]);

  return { subPage, list };
}
