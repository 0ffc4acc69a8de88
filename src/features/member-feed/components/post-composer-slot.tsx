/**
 * The feed's post composer slot: the button that opens the 'Post' dialog (floating on the /feed page,
 * inline in an embedded feed such as the event's), the dialog, and the Edit dialog of a post chosen
 * for Edit in its menu. An edit is optimistic (§4): the dialog closes and the card shows the edit at
 * once; if the server refuses, the card goes back and the dialog reopens with what the member wrote
 * and the §8 text.
 */
import { lazy, Suspense, useState } from 'react';
import type { PostPreview } from '../hooks/use-composer';
import { composerSlotText } from '../messages';
import { editFailureMessage } from '../model/contexts';
import { Button } from '@/ui/button';
import type { Post } from '../schemas/post';
import { AddPostButton } from './add-post-button';
import type { ComposerSlot } from './feed';

// The composer loads when first opened.
const Composer = lazy(() => import('./composer').then((m) => ({ default: m.Composer })));

export function PostComposerSlot({ slot, floating, requiredUnit }: { slot: ComposerSlot; floating: boolean; requiredUnit?: string | null }) {
  const [open, setOpen] = useState(false);
  // A refused edit, reopened with the member's text and the failure text.
  const [retry, setRetry] = useState<{ post: Post; before: Post; alert: string } | null>(null);
  const { context, viewer } = slot;
  const editing = retry?.post ?? slot.editing;

  function saveOptimistically(before: Post, preview: PostPreview, save: () => Promise<Post>) {
    slot.stopEditing();
    setRetry(null);
    slot.showEdit(before.id, preview);
    save().then(slot.replacePost, () => {
      slot.revertEdit(before);
      setRetry({ post: { ...before, ...preview }, before, alert: editFailureMessage(context) });
    });
  }
  const closeEdit = () => {
    setRetry(null);
    slot.stopEditing();
  };
  return (
    <>
      {slot.canPost &&
        (floating ? (
          <AddPostButton onClick={() => setOpen(true)} />
        ) : (
          <Button variant="secondary" className="feed__write" onClick={() => setOpen(true)}>
            {composerSlotText.write}
          </Button>
        ))}
      <Suspense fallback={null}>
        {open && (
          <Composer
            context={context}
            kind="post"
            viewer={viewer}
            requiredUnit={requiredUnit}
            onDone={(post) => {
              slot.addPost(post as Post);
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        )}
        {editing && (
          <Composer
            key={retry ? 'retry' : editing.id}
            context={context}
            kind="post"
            edit={editing}
            viewer={viewer}
            requiredUnit={requiredUnit}
            initialAlert={retry?.alert}
            optimisticEdit={(preview, save) => saveOptimistically(retry?.before ?? editing, preview, save)}
            onDone={(post) => {
              slot.replacePost(post as Post);
              closeEdit();
            }}
            onCancel={closeEdit}
          />
        )}
      </Suspense>
    </>
  );
}
