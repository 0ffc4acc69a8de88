import { Avatar } from '@/ui/avatar';
import { personName } from '@/ui/person-row';
import { RouteLink } from '@/ui/route-link';
import { labels } from '../messages';
import { formatScore } from '../model';
import type { LeaderboardEntry } from '../schemas';

export interface LeaderboardRowsProps {
  entries: readonly LeaderboardEntry[];
  unit: string | null | undefined;
  /** The member looking: their row is marked 'You' (aria-current). */
  me: number | null;
  /** The list's accessible name. */
  label: string;
  /** Names link to the member's profile (not on a public widget). */
  linkNames?: boolean;
}

/** Ranked rows: rank, avatar, name, score in the challenge's unit. */
export function LeaderboardRows({ entries, unit, me, label, linkNames = true }: LeaderboardRowsProps) {
  return (
    <ol className="board" aria-label={label} part="leaderboard">
      {entries.map((e) => {
        const mine = me !== null && e.user.id === me;
        const name = personName(e.user);
        return (
          <li key={`${e.rank}-${e.user.id}`} className={`board__row${mine ? ' is-me' : ''}`} aria-current={mine ? 'true' : undefined}>
            <span className="board__rank">{e.rank}</span>
            <Avatar person={e.user} size="sm" />
            <span className="board__name">
              {linkNames ? <RouteLink path={`/profile/${e.user.id}`}>{name}</RouteLink> : name}
              {mine && <span className="board__you"> ({labels.you})</span>}
            </span>
            <span className="board__score">{formatScore(e.score, unit)}</span>
          </li>
        );
      })}
    </ol>
  );
}
