import { useStore } from '@nanostores/react';
import { useResource, type Resource } from '@/ui/use-resource';
import { $session } from '@/store/session';
import { centeredLeaderboard, memberRank, topLeaderboard } from '../api';
import { needsCentered } from '../model';
import type { Centered, Leaderboard, Rank } from '../schemas';

export interface LeaderboardState {
  me: number | null;
  top: Resource<Leaderboard>;
  rank: Resource<Rank>;
  /** The 25 around the member, asked only when their rank is above 25 (spec §9). */
  centered: Resource<Centered>;
  showCentered: boolean;
}

/** The leaderboard page's container: the top 25, the member's rank, and the centred 25 when needed. */
export function useLeaderboard(id: number): LeaderboardState {
  const session = useStore($session);
  const me = session?.userId ?? null;
  const top = useResource((signal) => topLeaderboard(id, signal), [id]);
  const rank = useResource((signal) => memberRank(id, me!, signal), [id, me], { enabled: me !== null });
  const showCentered = rank.status === 'ready' && needsCentered(rank.data?.rank);
  const centered = useResource((signal) => centeredLeaderboard(id, me!, signal), [id, me], { enabled: me !== null && showCentered });
  return { me, top, rank, centered, showCentered };
}
