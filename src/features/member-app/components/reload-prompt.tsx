import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button';
import { labels } from '../messages';

/**
 * The running version is below the server's minimum (accounts §7 minimum_version): the member is
 * asked to reload. An alert region (announced once), not a modal: whatever the member was typing
 * stays reachable until they choose to reload.
 */
export function ReloadPrompt({ productName }: { productName: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <section className="reload" role="alert" aria-labelledby="rwb-reload-title">
      <h2 id="rwb-reload-title">{labels.reloadTitle(productName)}</h2>
      <p>{labels.reloadBody}</p>
      <Button ref={button} onClick={() => location.reload()}>
        {labels.reload}
      </Button>
    </section>
  );
}
