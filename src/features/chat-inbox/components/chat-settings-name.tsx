import { CHAT_LIMITS } from '@/lib/chat';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import type { ChatSettingsState } from '../hooks/use-chat-settings';
import { labels } from '../messages';

/** A group chat's name with Save (§7: blank is ignored; a failure keeps what the member typed). */
export function ChatSettingsName({ s }: { s: ChatSettingsState }) {
  return (
    <form
      className="chat__name-form"
      onSubmit={(e) => {
        e.preventDefault();
        void s.rename();
      }}
    >
      <Field label={labels.groupName} name="group-name" value={s.name} maxLength={CHAT_LIMITS.nameMax} autoComplete="off" error={s.renameError} onChange={(e) => s.setName(e.currentTarget.value)} />
      <Button type="submit" busy={s.renaming}>
        {labels.save}
      </Button>
    </form>
  );
}
