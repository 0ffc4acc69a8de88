import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import type { RemoveKind } from '../list-model';
import { listTexts } from '../messages';

const OPTION_LABEL: Record<RemoveKind, string> = {
  list: listTexts.removeFromList,
  leave: listTexts.removeAndLeave,
  block: listTexts.removeAndBlock,
};

/** The edit mode's Remove (§4): Remove From List; Remove and Leave Group with a group chat; Remove and Block with a one-to-one chat. */
export function ChatRemoveDialog({ count, options, onRemove, onCancel }: { count: number; options: RemoveKind[]; onRemove(kind: RemoveKind): void; onCancel(): void }) {
  return (
    <Modal
      title={listTexts.removeTitle}
      onClose={onCancel}
      footer={
        <Button variant="secondary" onClick={onCancel}>
          {listTexts.cancel}
        </Button>
      }
    >
      <p>{listTexts.removeQuestion(count)}</p>
      <div className="chat__remove-options">
        {options.map((kind) => (
          <Button key={kind} variant={kind === 'list' ? 'primary' : 'danger'} block onClick={() => onRemove(kind)}>
            {OPTION_LABEL[kind]}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
