import { lazy, Suspense, type ReactNode } from 'react';
import { infiniteListCss } from '@/ui/infinite-list';
import { LoadFailed } from '@/ui/load-failed';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import social from '@/ui/social.css?inline';
import tabsCss from '@/ui/tabs.css?inline';
import { InPlaceSubPages } from '@/ui/sub-pages';
import { useReservedHeight, useShadowStyles } from '@/lib/styles';
import hub from '@/ui/hub.css?inline';
import css from '../styles.css?inline';
import { useChallengeDetail, type ChallengeDetailState } from '../hooks/use-challenge-detail';
import { labels, messages } from '../messages';
import { CHALLENGE_VIEWS, challengeIdFrom, challengeViewFromPath, challengeViewPrefix, type ChallengeView } from '../model';
import type { Challenge } from '../schemas';
import { ChallengeDetailView } from './challenge-detail';
import { ChallengeHub } from './challenge-hub';
import { ChallengeEventsView } from './challenge-events';

// The sub-pages and the CMS widgets load when first shown.
const LeaderboardPage = lazy(() => import('./leaderboard-page').then((m) => ({ default: m.LeaderboardPage })));
const ParticipantsPage = lazy(() => import('./participants-page').then((m) => ({ default: m.ParticipantsPage })));
const LeaderboardWidget = lazy(() => import('./leaderboard-widget').then((m) => ({ default: m.LeaderboardWidget })));
const CardWidget = lazy(() => import('./card-widget').then((m) => ({ default: m.CardWidget })));

export interface ChallengeBoardProps {
  container?: ShadowRoot | HTMLElement;
  /** The challenge; else `?id=` in the page URL, else the path /challenges/{id}; none: the challenges hub. */
  challengeId?: number;
  /** 'leaderboard': a live leaderboard widget; 'card': a compact card with Join; absent: the full view. */
  view?: string;
  /** The challenge's feed (the feed feature), composed by the element. */
  renderFeed?: (challenge: Challenge) => ReactNode;
  /** The challenge's events (the event-list feature's challenge variant), composed by the element. */
  renderEvents?: (challenge: Challenge) => ReactNode;
}

/** <challenge-board>: the challenges hub, one challenge with its sub-pages, or a CMS widget of one. */
export function ChallengeBoard({ container, challengeId, view, renderFeed, renderEvents }: ChallengeBoardProps) {
  useShadowStyles(container, tokens, ui, social, tabsCss, infiniteListCss, hub, css);
  const id = challengeId ?? challengeIdFrom(location);
  const source = container && 'host' in container ? container.host : (container ?? null);
  if (id === null) return <HubView container={container} source={source} />;
  if (view === 'leaderboard' || view === 'card')
    return (
      <Suspense fallback={<p role="status">{labels.loadingPage}</p>}>
        {view === 'leaderboard' ? <LeaderboardWidget key={id} id={id} /> : <CardWidget key={id} id={id} source={source} />}
      </Suspense>
    );
  return <DetailView key={id} container={container} source={source} id={id} renderFeed={renderFeed} renderEvents={renderEvents} />;
}

function HubView({ container, source }: { container?: ShadowRoot | HTMLElement; source: Element | null }) {
  useReservedHeight(container, 'challenge-board', false);
  return <ChallengeHub source={source} />;
}

interface DetailViewProps extends Pick<ChallengeBoardProps, 'renderFeed' | 'renderEvents'> {
  container?: ShadowRoot | HTMLElement;
  source: Element | null;
  id: number;
}

function DetailView({ container, source, id, renderFeed, renderEvents }: DetailViewProps) {
  const state = useChallengeDetail(id, source);
  useReservedHeight(container, 'challenge-board', state.status === 'loading');
  if (state.status === 'loading')
    return (
      <p className="challenge__loading" role="status">
        {labels.loadingChallenge}
      </p>
    );
  if (state.status !== 'ready' || !state.challenge)
    return (
      <LoadFailed
        missing={state.status === 'missing'}
        texts={{ notFound: messages.notFound, loadFailed: messages.loadFailed, retry: labels.retry, back: labels.allChallenges }}
        onRetry={state.reload}
        backPath="/challenges"
      />
    );
  return <ChallengeWithViews state={state} challenge={state.challenge} renderFeed={renderFeed} renderEvents={renderEvents} />;
}

interface WithViewsProps extends Pick<ChallengeBoardProps, 'renderFeed' | 'renderEvents'> {
  state: ChallengeDetailState;
  challenge: Challenge;
}

/** The loaded challenge, and over it the sub-page its address names (`#/challenges/{id}/leaderboard`; the challenge stays mounted underneath). */
function ChallengeWithViews({ state, challenge: c, renderFeed, renderEvents }: WithViewsProps) {
  return (
    <InPlaceSubPages<ChallengeView>
      prefix={challengeViewPrefix(c.id)}
      views={CHALLENGE_VIEWS}
      fromPath={(path) => challengeViewFromPath(path, c.id)}
      loading={<p role="status">{labels.loadingPage}</p>}
      renderSubPage={(sub, back) => (
        <>
          {sub === 'events' && <ChallengeEventsView challenge={c} onBack={back} renderEvents={renderEvents} />}
          {sub === 'leaderboard' && <LeaderboardPage challenge={c} onBack={back} />}
          {sub === 'participants' && <ParticipantsPage challenge={c} onBack={back} />}
        </>
      )}
    >
      {(views) => <ChallengeDetailView state={state} challenge={c} views={views} renderFeed={renderFeed} />}
    </InPlaceSubPages>
  );
}
