import type { ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import type { Resource } from '@/ui/use-resource';
import { useLeaderboard } from '../hooks/use-leaderboard';
import { labels, messages } from '../messages';
import type { Challenge, LeaderboardEntry } from '../schemas';
import { LeaderboardRows } from './leaderboard-rows';
import { SubPageHeader } from '@/ui/sub-pages';

/** /challenges/{id}/leaderboard (spec §2, §9): the top 25, then the 25 around the member when ranked below them. */
export function LeaderboardPage({ challenge, onBack }: { challenge: Challenge; onBack(): void }) {
  const s = useLeaderboard(challenge.id);
  const unit = s.top.data?.unit ?? challenge.required_unit;
  return (
    <section className="subpage" aria-labelledby="challenge-leaderboard-title">
      <SubPageHeader title={labels.leaderboard} subtitle={challenge.name} onBack={onBack} titleId="challenge-leaderboard-title" />
      <Ranked resource={s.top} pick={(d) => d.data} render={(rows) => <LeaderboardRows entries={rows} unit={unit} me={s.me} label={labels.top} />} />
      {s.showCentered && (
        <section className="board__around" aria-labelledby="challenge-around-title">
          <h3 id="challenge-around-title">{labels.aroundYou}</h3>
          <Ranked resource={s.centered} pick={(d) => d.data} render={(rows) => <LeaderboardRows entries={rows} unit={unit} me={s.me} label={labels.aroundYou} />} />
        </section>
      )}
    </section>
  );
}

function Ranked<T>({ resource, pick, render }: { resource: Resource<T>; pick(data: T): LeaderboardEntry[]; render(rows: LeaderboardEntry[]): ReactNode }) {
  if (resource.status === 'loading' || resource.status === 'idle') return <p role="status">{labels.loadingLeaderboard}</p>;
  if (resource.status === 'error' || resource.data === undefined)
    return (
      <Alert variant="error">
        {messages.leaderboardFailed}{' '}
        <Button variant="link" onClick={resource.reload}>
          {labels.retry}
        </Button>
      </Alert>
    );
  const rows = pick(resource.data);
  return rows.length ? <>{render(rows)}</> : <p className="challenge__note">{messages.noResults}</p>;
}
