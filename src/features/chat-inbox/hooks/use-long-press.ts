import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { LONG_PRESS_MS } from '../message-model';

/** A touch held still for 500 ms (§9) calls `onLongPress`; spread the handlers on the element. */
export function useLongPress(onLongPress: () => void, enabled = true) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef({ x: 0, y: 0 });
  const touch = useRef(false);
  const cb = useRef(onLongPress);
  cb.current = onLongPress;
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  if (!enabled) return {};
  return {
    onPointerDown(e: PointerEvent) {
      touch.current = e.pointerType === 'touch';
      if (!touch.current) return;
      stop();
      start.current = { x: e.clientX, y: e.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        cb.current();
      }, LONG_PRESS_MS);
    },
    onPointerMove(e: PointerEvent) {
      if (timer.current && Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y) > 10) stop();
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    onContextMenu(e: MouseEvent) {
      // The browser's own long-press menu would cover the reactions.
      if (touch.current) e.preventDefault();
    },
  };
}
