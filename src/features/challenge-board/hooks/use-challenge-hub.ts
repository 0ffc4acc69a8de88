import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useResource, type Resource } from '@/ui/use-resource';
import { $session } from '@/store/session';
import { listChallenges } from '../api';
import type { ChallengeList } from '../schemas';

export type HubTab = 'active' | 'past';

export interface ChallengeHubState {
  loggedIn: boolean;
  tab: HubTab;
  setTab(tab: HubTab): void;
  /** The selected tab's lists (each tab loaded when first shown, then again on each visit). */
  list: Resource<ChallengeList>;
}

/** The hub's container: the member's active or past challenges (the list call needs a member). */
export function useChallengeHub(): ChallengeHubState {
  const session = useStore($session);
  const userId = session?.userId ?? null;
  const [tab, setTab] = useState<HubTab>('active');
  const list = useResource((signal) => listChallenges(userId!, tab, signal), [userId, tab], { enabled: userId !== null });
  return { loggedIn: userId !== null, tab, setTab, list };
}
