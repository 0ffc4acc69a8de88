import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { RouteLink } from '@/ui/route-link';
import { useChallengeDetail } from '../hooks/use-challenge-detail';
import { labels, messages } from '../messages';
import { canChangeMembership, dateLabel, dateRange } from '../model';

/** view="card": a compact card (name, dates, participants, badge) with 'Join Challenge' (login first when logged out). */
export function CardWidget({ id, source }: { id: number; source: Element | null }) {
  const state = useChallengeDetail(id, source, { withLeaderboard: false });
  const c = state.challenge;
  if (state.status === 'loading') return <p role="status">{labels.loadingChallenge}</p>;
  if (!c)
    return (
      <Alert variant="error">
        {state.status === 'missing' ? messages.notFound : messages.loadFailed}{' '}
        {state.status !== 'missing' && (
          <Button variant="link" onClick={state.reload}>
            {labels.retry}
          </Button>
        )}
      </Alert>
    );
  return (
    <article className={`widget widget--card${c.badge_earned ? ' is-earned' : ''}`} part="root" aria-labelledby="challenge-card-title">
      {c.badge_image_url && <img className="widget__badge" src={c.badge_image_url} alt={c.badge_name ? `${labels.badge}: ${c.badge_name}` : labels.badge} />}
      <div className="widget__body">
        <h2 id="challenge-card-title" className="widget__title">
          <RouteLink path={`/challenges/${c.id}`}>{c.name}</RouteLink>
        </h2>
        <p className="widget__meta">
          {dateRange(c)} · {dateLabel(c)}
        </p>
        <p className="widget__meta">{labels.participantCount(c.participant_count)}</p>
        {c.joined ? (
          <p className="widget__joined" role="status">
            {labels.joinedNote} <RouteLink path={`/challenges/${c.id}`}>{labels.viewChallenge}</RouteLink>
          </p>
        ) : (
          canChangeMembership(c) && (
            <Button disabled={state.pending} busy={state.pending} onClick={() => void state.toggleJoin()}>
              {labels.join}
            </Button>
          )
        )}
        {state.joinError && (
          <Alert variant="error" onDismiss={state.clearJoinError}>
            {state.joinError}
          </Alert>
        )}
      </div>
    </article>
  );
}
