import { useEffect, useRef, type RefObject } from 'react';

/** How long to wait for a view (its chunk, its first data) to render its heading. */
export const HEADING_WAIT_MS = 5000;

/** The view's heading: the first h1 (else h2) in the host or, through open shadow roots, in the element it shows. */
export function findHeading(host: Element): HTMLElement | null {
  const inRoot = (root: ParentNode): HTMLElement | null => {
    const own = root.querySelector<HTMLElement>('h1') ?? root.querySelector<HTMLElement>('h2');
    if (own) return own;
    for (const el of Array.from(root.querySelectorAll('*'))) {
      if (el.shadowRoot) {
        const found = inRoot(el.shadowRoot);
        if (found) return found;
      }
    }
    return null;
  };
  return inRoot(host);
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * When the member goes to another view (`viewKey` changes; a sub-view of the same element keeps its
 * own focus handling), moves the focus to the new view's heading once it has rendered (a screen
 * reader announces where the member is), else, after a while, to the view itself. The page's first
 * view keeps the browser's own focus.
 */
export function useViewFocus(view: RefObject<HTMLElement | null>, viewKey: string): void {
  const first = useRef(true);
  useEffect(() => {
    const host = view.current;
    if (first.current || !host) {
      first.current = false;
      return;
    }
    const started = Date.now();
    const attempt = (): boolean => {
      const heading = findHeading(host);
      if (heading) focusHeading(heading);
      else if (Date.now() - started >= HEADING_WAIT_MS) focusHeading(host);
      else return false;
      return true;
    };
    if (attempt()) return;
    const timer = setInterval(() => attempt() && clearInterval(timer), 50);
    return () => clearInterval(timer);
  }, [view, viewKey]);
}
