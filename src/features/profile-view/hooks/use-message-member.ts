import { useState } from 'react';
import { openChat, startChat, startChatError } from '../message-member';

export interface MessageMember {
  busy: boolean;
  error: string | null;
  dismiss(): void;
  message(source: EventTarget | null): Promise<void>;
}

/** The Message button's action: start (or reuse) the one-to-one chat, then open it; a refusal stays shown. */
export function useMessageMember(other: number): MessageMember {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function message(source: EventTarget | null) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const id = await startChat(other);
      openChat(id, source);
    } catch (e) {
      setError(startChatError(e));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, dismiss: () => setError(null), message };
}
