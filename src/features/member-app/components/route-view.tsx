import { createElement, useEffect, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { labels } from '../messages';

export interface RouteViewProps {
  tag: string;
  attrs: Record<string, string>;
  /** Loads the element's chunk (the loader's, so its imports are preloaded in one round). */
  loadElement(tag: string): Promise<unknown>;
}

/**
 * One view of the app: the same element a CMS page uses (its chunk loaded on first use), so the
 * app and the single elements share every feature root. A failed chunk offers a retry.
 */
export function RouteView({ tag, attrs, loadElement }: RouteViewProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'error'>(() => (customElements.get(tag) ? 'ready' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (customElements.get(tag)) {
      setState('ready');
      return;
    }
    let live = true;
    setState('loading');
    loadElement(tag).then(
      () => live && setState('ready'),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [tag, attempt, loadElement]);

  if (state === 'error')
    return (
      <Alert variant="error">
        {labels.viewFailed}{' '}
        <Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
          {labels.retry}
        </Button>
      </Alert>
    );
  // Rendered while loading too: the element upgrades in place when its definition arrives.
  return createElement(tag, { ...attrs, className: 'view__element' });
}
