import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { httpStatus, useResource, type Resource } from '@/ui/use-resource';
import { $profile } from '@/store/member';
import { navigateToLogin } from '@/store/navigation';
import { $session } from '@/store/session';
import { getChallenge, joinChallenge, leaveChallenge, takeSettledChallenge, topLeaderboard } from '../api';
import { messages } from '../messages';
import { participantCountAfter, previewAfter } from '../model';
import type { Challenge, Leaderboard } from '../schemas';

export interface ChallengeDetailState {
  status: 'loading' | 'error' | 'missing' | 'ready' | 'idle';
  challenge: Challenge | undefined;
  reload(): void;
  loggedIn: boolean;
  userId: number | null;
  /** Join or leave: optimistic (count, avatars, progress), reverted with the spec's text when refused. */
  toggleJoin(): Promise<void>;
  pending: boolean;
  joinError: string | null;
  clearJoinError(): void;
  /** The top of the leaderboard (the preview's 5 rows are its first). */
  leaderboard: Resource<Leaderboard>;
}

const classify = (error: unknown) => (httpStatus(error) === 404 ? ('missing' as const) : null);

/** The challenge view's container. `source` is the element (navigation events are dispatched from it); the card widget needs no leaderboard. */
export function useChallengeDetail(id: number, source: Element | null, { withLeaderboard = true } = {}): ChallengeDetailState {
  const session = useStore($session);
  const profile = useStore($profile);
  const userId = session?.userId ?? null;
  const resource = useResource((signal) => getChallenge(id, signal), [id, userId], { classify, initial: () => takeSettledChallenge(id) });
  const leaderboard = useResource((signal) => topLeaderboard(id, signal), [id], { enabled: withLeaderboard });
  const [pending, setPending] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const challenge = resource.data;

  async function toggleJoin() {
    if (userId === null) {
      navigateToLogin({ source });
      return;
    }
    if (pending || !challenge) return;
    const c = challenge;
    const before = { joined: c.joined, participant_count: c.participant_count, participants_preview: c.participants_preview, progress: c.progress };
    const joining = !c.joined;
    const me = profile && profile.id === userId ? { id: userId, first_name: profile.first_name, last_name: profile.last_name, profile_photo_url: profile.profile_photo_url } : null;
    setJoinError(null);
    setPending(true);
    resource.setData((x) => ({
      ...x,
      joined: joining,
      participant_count: participantCountAfter(x.participant_count, joining),
      participants_preview: previewAfter(x.participants_preview, me, joining, userId),
      progress: joining ? x.progress : null,
    }));
    try {
      const next = await (joining ? joinChallenge(c.id, userId) : leaveChallenge(c.id, userId));
      resource.setData(next);
      if (withLeaderboard) leaderboard.reload();
    } catch {
      resource.setData((x) => ({ ...x, ...before }));
      setJoinError(joining ? messages.joinFailed : messages.leaveFailed);
    } finally {
      setPending(false);
    }
  }

  return {
    status: resource.status,
    challenge,
    reload: resource.reload,
    loggedIn: userId !== null,
    userId,
    toggleJoin,
    pending,
    joinError,
    clearJoinError: () => setJoinError(null),
    leaderboard,
  };
}
