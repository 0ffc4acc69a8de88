import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { CopyLinkButton } from '@/ui/copy-link-button';
import { RouteLink } from '@/ui/route-link';
import { $config } from '@/store/config';
import type { ChallengeDetailState } from '../hooks/use-challenge-detail';
import { labels, messages } from '../messages';
import { AVATARS, PREVIEW_SIZE, canChangeMembership, challengeLink, dateRange, hasEnded, placeLabel, type ChallengeView } from '../model';
import type { Challenge } from '../schemas';
import { LeaderboardRows } from './leaderboard-rows';
import { ChallengeProgress } from './progress';
import { SubPageLink, type SubPageViews } from '@/ui/sub-pages';

type ChallengeViews = SubPageViews<ChallengeView>;

export interface ChallengeDetailViewProps {
  state: ChallengeDetailState;
  challenge: Challenge;
  views: ChallengeViews;
  /** The challenge's feed (pinned post, posts, composer for joined members), composed by the element. */
  renderFeed?: (challenge: Challenge) => ReactNode;
}

/** One challenge (spec §2): cover, Back, copy link, badge, name, dates, description, links, Join/Leave, Events, avatars, progress, top 5, feed. */
export function ChallengeDetailView({ state, challenge: c, views, renderFeed }: ChallengeDetailViewProps) {
  const { appBase } = useStore($config);
  return (
    <article className="challenge" part="root" aria-labelledby="challenge-name">
      {c.cover_image_url && <img className="challenge__cover" part="cover" src={c.cover_image_url} alt="" />}
      <div className="challenge__bar">
        <RouteLink path="/challenges" className="rwb-button rwb-button--secondary">
          {labels.back}
        </RouteLink>
        <CopyLinkButton text={challengeLink(appBase, c.id)} label={labels.copyLink} />
      </div>
      <header className="challenge__head">
        <Badge challenge={c} />
        <div>
          <h2 id="challenge-name" className="challenge__name">
            {c.name}
          </h2>
          <p className="challenge__dates">{dateRange(c)}</p>
          {hasEnded(c) && typeof c.place === 'number' && <p className="challenge__place">{placeLabel(c.place)}</p>}
        </div>
      </header>
      {c.description && <p className="challenge__description">{c.description}</p>}
      {c.links.length > 0 && (
        <ul className="challenge__links" aria-label={labels.links}>
          {c.links.map((l) => (
            <li key={l.url}>
              <a href={l.url} target="_blank" rel="noopener noreferrer">
                {l.text || l.url}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="challenge__actions">
        {canChangeMembership(c) && (
          <Button variant={c.joined ? 'secondary' : 'primary'} disabled={state.pending} busy={state.pending} onClick={() => void state.toggleJoin()}>
            {c.joined ? labels.leave : labels.join}
          </Button>
        )}
        <SubPageLink view="events" views={views} className="rwb-button rwb-button--secondary">
          {labels.events}
        </SubPageLink>
      </div>
      {state.joinError && (
        <Alert variant="error" onDismiss={state.clearJoinError}>
          {state.joinError}
        </Alert>
      )}
      <SubPageLink view="participants" views={views} className="challenge__people">
        <span className="challenge__avatars" aria-hidden="true">
          {c.participants_preview.slice(0, AVATARS).map((p) => (
            <Avatar key={p.id} person={p} size="sm" />
          ))}
        </span>
        <span>{labels.participantCount(c.participant_count)}</span>
      </SubPageLink>
      <ChallengeProgress challenge={c} />
      <LeaderboardPreview state={state} challenge={c} views={views} />
      {renderFeed && (
        <section className="challenge__feed" part="feed" aria-label={labels.feed}>
          {renderFeed(c)}
        </section>
      )}
    </article>
  );
}

/** The badge, on gold when the member earned it (spec §9), with the state also in words. */
function Badge({ challenge: c }: { challenge: Challenge }) {
  if (!c.badge_image_url && !c.badge_name) return null;
  return (
    <figure className={`challenge__badge${c.badge_earned ? ' is-earned' : ''}`} part="badge">
      {c.badge_image_url && <img src={c.badge_image_url} alt={c.badge_name ? `${labels.badge}: ${c.badge_name}` : labels.badge} />}
      <figcaption>{c.badge_earned ? labels.badgeEarned : c.badge_name}</figcaption>
    </figure>
  );
}

/** The first 5 rows of the leaderboard with 'See More' (the leaderboard sub-page). */
function LeaderboardPreview({ state, challenge: c, views }: { state: ChallengeDetailState; challenge: Challenge; views: ChallengeViews }) {
  const board = state.leaderboard;
  let body: ReactNode;
  if (board.status === 'loading' || board.status === 'idle') body = <p role="status">{labels.loadingLeaderboard}</p>;
  else if (board.status === 'error')
    body = (
      <Alert variant="error">
        {messages.leaderboardFailed}{' '}
        <Button variant="link" onClick={board.reload}>
          {labels.retry}
        </Button>
      </Alert>
    );
  else if (!board.data?.data.length) body = <p className="challenge__note">{messages.noResults}</p>;
  else body = <LeaderboardRows entries={board.data.data.slice(0, PREVIEW_SIZE)} unit={board.data.unit ?? c.required_unit} me={state.userId} label={labels.leaderboard} />;
  return (
    <section className="challenge__board" aria-labelledby="challenge-board-title">
      <h3 id="challenge-board-title">{labels.leaderboard}</h3>
      {body}
      <SubPageLink view="leaderboard" views={views}>
        {labels.seeMore}
      </SubPageLink>
    </section>
  );
}
