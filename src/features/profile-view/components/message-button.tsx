import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { $blockedMap } from '@/store/member';
import { useMessageMember } from '../hooks/use-message-member';
import { labels } from '../messages';
import { canFollow } from '../model';
import type { Profile } from '../schemas';

/**
 * Message on another member's profile (accounts spec §6): hidden on one's own profile, for anonymous
 * or private profiles (either side) and for a member one blocked. Opens the one-to-one chat.
 */
export function MessageButton({ profile, viewer }: { profile: Profile; viewer: Profile | null }) {
  const blocked = useStore($blockedMap);
  const s = useMessageMember(profile.id);
  const ref = useRef<HTMLButtonElement>(null);
  if (!canFollow(viewer, profile) || viewer?.public_profile === false || blocked.has(profile.id)) return null;
  return (
    <>
      <Button
        ref={ref}
        variant="secondary"
        busy={s.busy}
        onClick={() => {
          const root = ref.current?.getRootNode();
          void s.message(root instanceof ShadowRoot ? root.host : ref.current);
        }}
      >
        {labels.message}
      </Button>
      {s.error && (
        <Alert variant="error" onDismiss={s.dismiss} className="profile__message-error">
          {s.error}
        </Alert>
      )}
    </>
  );
}
