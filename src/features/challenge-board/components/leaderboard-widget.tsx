import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { RouteLink } from '@/ui/route-link';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard';
import { labels, messages } from '../messages';
import { WIDGET_SIZE } from '../model';
import { LeaderboardRows } from './leaderboard-rows';

/** view="leaderboard": a public page's live board — the top 10 with a link to the full one; refreshed every minute and when shown again. */
export function LeaderboardWidget({ id }: { id: number }) {
  const live = useLiveLeaderboard(id);
  const c = live.challenge.data;
  const title = c ? `${c.name} ${labels.leaderboard}` : labels.leaderboard;
  return (
    <section className="widget widget--board" part="root" aria-labelledby="challenge-widget-title">
      <h2 id="challenge-widget-title" className="widget__title">
        {title}
      </h2>
      {live.status === 'loading' && <p role="status">{labels.loadingLeaderboard}</p>}
      {live.status === 'error' && (
        <Alert variant="error">
          {messages.leaderboardFailed}{' '}
          <Button variant="link" onClick={live.reload}>
            {labels.retry}
          </Button>
        </Alert>
      )}
      {live.board &&
        (live.board.data.length ? (
          <LeaderboardRows entries={live.board.data.slice(0, WIDGET_SIZE)} unit={live.board.unit ?? c?.required_unit} me={null} label={labels.leaderboard} linkNames={false} />
        ) : (
          <p className="challenge__note">{messages.noResults}</p>
        ))}
      <p className="widget__foot">
        <RouteLink path={`/challenges/${id}/leaderboard`}>{labels.fullLeaderboard}</RouteLink>
        <span className="widget__note">{labels.updated}</span>
      </p>
    </section>
  );
}
