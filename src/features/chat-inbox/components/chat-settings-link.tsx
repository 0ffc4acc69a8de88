import { useHashView } from '@/ui/use-hash-view';
import { labels } from '../messages';
import { CHAT_HASH_PREFIX, chatViewFromPath, chatSettingsViewName } from '../model';

/** The conversation header's way to its 'Chat Settings' (§2): a link to #/messages/chats/{id}/settings. */
export function ChatSettingsLink({ chatId }: { chatId: string }) {
  // The inbox's hash view follows: hooks of one prefix share the view.
  const hash = useHashView(CHAT_HASH_PREFIX, { fromPath: chatViewFromPath });
  const view = chatSettingsViewName(chatId);
  return (
    <a
      href={hash.href(view)}
      className="rwb-button rwb-button--secondary"
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        hash.open(view);
      }}
    >
      {labels.settings}
    </a>
  );
}
