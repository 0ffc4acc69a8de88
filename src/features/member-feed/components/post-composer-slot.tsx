/**
 * The feed's post composer slot: the button that opens the 'Post' dialog (floating on the /feed page,
 * inline in an embedded feed such as the event's), the dialog, and the Edit dialog of a post chosen
 * for Edit in its menu.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/ui/button';
import type { Post } from '../schemas/post';
import { AddPostButton } from './add-post-button';
import type { ComposerSlot } from './feed';

// The composer loads when first opened.
const Composer = lazy(() => import('./composer').then((m) => ({ default: m.Composer })));

export const composerSlotText = { write: 'Write a post' } as const;

export function PostComposerSlot({ slot, floating, requiredUnit }: { slot: ComposerSlot; floating: boolean; requiredUnit?: string | null }) {
  const [open, setOpen] = useState(false);
  const { context, viewer, editing } = slot;
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
            context={context}
            kind="post"
            edit={editing}
            viewer={viewer}
            requiredUnit={requiredUnit}
            onDone={(post) => {
              slot.replacePost(post as Post);
              slot.stopEditing();
            }}
            onCancel={slot.stopEditing}
          />
        )}
      </Suspense>
    </>
  );
}
