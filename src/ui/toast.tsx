import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastOptions {
  variant?: ToastVariant;
  /** Milliseconds before it goes (default 5000); hovering or focusing the toast restarts the wait. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a message; returns its id (for `dismiss`). */
  show(message: ReactNode, options?: ToastOptions): number;
  dismiss(id: number): void;
}

interface Item {
  id: number;
  message: ReactNode;
  variant: ToastVariant;
  duration: number;
}

export const TOAST_MS = 5000;
/** At most this many toasts at once; the oldest goes first. */
export const TOAST_LIMIT = 3;

const ToastContext = createContext<ToastApi | null>(null);

const missing: ToastApi = {
  show() {
    console.warn('[rwb] useToast() outside a <ToastProvider>: the message is not shown');
    return 0;
  },
  dismiss() {},
};

/** The toasts of the nearest ToastProvider (the feature root's). */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? missing;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** The accessible name of each toast's close button (default 'Dismiss'). */
  dismissLabel?: string;
}

/**
 * Wrap a feature root in it: `useToast().show(text)` below it adds a toast to a polite live region
 * rendered at the end of the provider, inside the element's shadow root (never portaled to the
 * page). The region is always present, so messages are announced; toasts never take focus and go by
 * themselves. Styles: `.rwb-toasts` in social.css, colours from ui.css's Alert variants.
 *
 * `<ToastProvider><FeatureBody /></ToastProvider>`, then `const toast = useToast(); toast.show(messages.saved, { variant: 'success' })`
 */
export function ToastProvider({ children, dismissLabel = 'Dismiss' }: ToastProviderProps) {
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((message: ReactNode, options: ToastOptions = {}) => {
    const id = nextId.current++;
    const item = { id, message, variant: options.variant ?? 'info', duration: options.duration ?? TOAST_MS };
    setItems((list) => [...list, item].slice(-TOAST_LIMIT));
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="rwb-toasts" part="toasts" role="status" aria-live="polite">
        {items.map((t) => (
          <Toast key={t.id} item={t} dismissLabel={dismissLabel} onDismiss={() => dismiss(t.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ item, dismissLabel, onDismiss }: { item: Item; dismissLabel: string; onDismiss(): void }) {
  const [held, setHeld] = useState(false);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismissRef.current(), item.duration);
    return () => clearTimeout(timer);
  }, [held, item.duration]);
  return (
    <div
      className={`rwb-toast rwb-toast--${item.variant} rwb-alert--${item.variant}`}
      part={`toast toast-${item.variant}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="rwb-toast__message">{item.message}</span>
      <button type="button" className="rwb-alert__dismiss rwb-toast__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
