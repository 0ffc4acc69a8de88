/**
 * A message's text (§5 Messaging 'Tagging'): '@#{id}' tags shown as '@First Last' with the names the
 * chat gives its members ('Blocked', 'Deleted Member' as it names them; '@Member' when unknown).
 * React text only, never HTML. The chat comes from the `chat` prop, else from <ChatMembers> around
 * the conversation (so rows, quotes and the reply bar need no prop for it).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { memberNames, splitTags } from '../mentions';
import type { Channel } from '../schemas';

const ChatContext = createContext<Channel | undefined>(undefined);

/** Gives the messages inside it the chat whose members name their tags. */
export function ChatMembers({ chat, children }: { chat: Channel | undefined; children: ReactNode }) {
  return <ChatContext.Provider value={chat}>{children}</ChatContext.Provider>;
}

export function MessageText({ text, chat }: { text: string; chat?: Channel }) {
  const around = useContext(ChatContext);
  const source = chat ?? around;
  const names = useMemo(() => memberNames(source), [source]);
  const parts = useMemo(() => splitTags(text, names), [text, names]);
  return (
    <>
      {parts.map((p, i) =>
        p.kind === 'text' ? (
          p.text
        ) : (
          <span key={i} className="chat__tag" data-member-id={p.id}>
            {p.label}
          </span>
        ),
      )}
    </>
  );
}
