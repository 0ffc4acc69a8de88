import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Button } from '@/ui/button';
import { comboboxCss } from '@/ui/combobox';
import { Field } from '@/ui/field';
import { InfiniteList, infiniteListCss } from '@/ui/infinite-list';
import { Tabs, TabPanel } from '@/ui/tabs';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
import tabsCss from '@/ui/tabs.css?inline';
import { useReservedHeight, useShadowStyles } from '@/lib/styles';
import { navigate, navigateToLogin } from '@/store/navigation';
import css from '../styles.css?inline';
import { useEventList } from '../hooks/use-event-list';
import { labels, messages } from '../messages';
import { EventCard } from './event-card';
import { Lozenges, PastToggle } from './lozenges';
import { LocationSearch } from './location-search';
import { CardsSkeleton, skeletonCss } from './skeleton';

// Opened on demand: its chunk is loaded when the Filters button is first pressed.
const FiltersDialog = lazy(() => import('./filters-dialog').then((m) => ({ default: m.FiltersDialog })));

/** What the create-event slot (composed by the element) receives. */
export interface CreateEventSlotProps {
  groupId: number | null;
  canCreateChapterEvent: boolean;
  virtual: boolean;
  challengeId: number | null;
  onClose(): void;
  onSaved(id: number): void;
}

export interface EventListProps {
  container?: ShadowRoot | HTMLElement;
  /** Events of one chapter (a chapter-type group). */
  chapterId?: number;
  /** Events of one group (any type). */
  groupId?: number;
  /** The challenge variant: UPCOMING and PAST. */
  challengeId?: number;
  /** Initial tab: local | virtual | my | past. */
  tab?: string;
  /** The Create/Edit Event dialog, composed by the element (another feature). */
  renderEventForm?: (props: CreateEventSlotProps) => ReactNode;
}

const TABS = [
  { key: 'local', label: labels.local },
  { key: 'virtual', label: labels.virtual },
  { key: 'my', label: labels.my },
  { key: 'past', label: labels.past },
] as const;
const CHALLENGE_TABS = [
  { key: 'upcoming', label: labels.upcoming },
  { key: 'past', label: labels.past },
] as const;
const MY_TABS = [
  { key: 'hosting', label: labels.hosting },
  { key: 'upcoming', label: labels.upcomingEvents },
  { key: 'past', label: labels.pastEvents },
] as const;
const LIST_TEXTS = { loading: <CardsSkeleton label={messages.loading} />, empty: messages.empty, error: messages.serverError, moreError: messages.loadMoreFailed, loadMore: labels.loadMore, retry: labels.retry };

/** The events hub: tabs, search, location, filters, lozenges and the paged, infinitely scrolling list. */
export function EventList({ container, chapterId, groupId, challengeId, tab: tabAttr, renderEventForm }: EventListProps) {
  useShadowStyles(container, tokens, ui, forms, tabsCss, comboboxCss, infiniteListCss, skeletonCss, css);
  const idBase = `rwb-events-${useId().replace(/:/g, '')}`;
  const s = useEventList({ chapterId, groupId, challengeId, tab: tabAttr });
  useReservedHeight(container, 'event-list', s.list.status === 'loading');
  const { tab, loggedIn, access } = s;
  const source = container && 'host' in container ? container.host : null;
  const hub = !challengeId;
  const filterable = hub && (tab === 'local' || tab === 'virtual');

  return (
    <section className="event-list" part="root" aria-label={labels.tabs}>
      {hub ? (
        <Tabs label={labels.tabs} idBase={idBase} tabs={TABS} value={tab} onChange={s.selectTab} />
      ) : (
        <Tabs label={labels.tabs} idBase={idBase} tabs={CHALLENGE_TABS} value={s.challengeTab} onChange={s.setChallengeTab} />
      )}
      <TabPanel idBase={idBase} selected={hub ? tab : s.challengeTab} className="panel">
        {/* The cards are h3: the panel names its list for the outline (a page's h1, then this h2). */}
        <h2 className="rwb-visually-hidden">{(hub ? TABS : CHALLENGE_TABS).find((t) => t.key === (hub ? tab : s.challengeTab))?.label}</h2>
        <div className="toolbar" part="toolbar">
          <Field label={labels.search} type="search" name="search" value={s.searchText} onChange={(e) => s.setSearchText(e.currentTarget.value)} fieldClassName="toolbar__search" />
          {renderEventForm && access.show && (
            <Button onClick={() => (loggedIn ? s.setCreateOpen(true) : navigateToLogin({ source }))} aria-haspopup="dialog">
              {labels.createEvent}
            </Button>
          )}
          {filterable && (
            <Button variant="secondary" onClick={() => s.setFiltersOpen(true)} aria-haspopup="dialog">
              {labels.filtersButton(s.filterCount)}
            </Button>
          )}
        </div>
        {hub && tab === 'local' && <LocationSearch value={s.storedLocation} loggedIn={loggedIn} />}
        {filterable && <Lozenges tab={tab} loggedIn={loggedIn} value={s.lozenge} onChange={s.setLozenge} />}
        {hub && tab === 'my' && loggedIn && <Tabs label={labels.myActivities} idBase={`${idBase}-my`} size="sm" tabs={MY_TABS} value={s.mySub} onChange={s.setMySub} />}
        {hub && tab === 'past' && <PastToggle virtual={s.pastVirtual} onChange={s.setPastVirtual} />}

        {s.needsLogin ? (
          <p className="note">
            {messages.loginToSeeMine}{' '}
            <Button variant="link" onClick={() => navigateToLogin({ source })}>
              {labels.login}
            </Button>
          </p>
        ) : (
          <InfiniteList
            {...s.list}
            className="cards"
            part="list"
            itemClassName="card"
            itemPart="card"
            rootMargin="400px"
            getKey={(e) => e.id}
            renderItem={(e) => <EventCard event={e} now={s.now} />}
            texts={LIST_TEXTS}
          />
        )}
      </TabPanel>
      {s.createOpen &&
        renderEventForm?.({
          groupId: access.groupId,
          canCreateChapterEvent: access.canCreateChapterEvent,
          virtual: tab === 'virtual',
          challengeId: challengeId ?? null,
          onClose: () => s.setCreateOpen(false),
          onSaved: (id) => {
            s.setCreateOpen(false);
            navigate(`/events/${id}`, { source });
          },
        })}
      {s.filtersOpen && (
        <Suspense fallback={null}>
          {tab === 'local' ? (
            <FiltersDialog kind="local" value={s.local} loggedIn={loggedIn} onClose={() => s.setFiltersOpen(false)} onApply={s.applyLocal} />
          ) : (
            <FiltersDialog kind="virtual" value={s.virtual} loggedIn={loggedIn} onClose={() => s.setFiltersOpen(false)} onApply={s.applyVirtual} />
          )}
        </Suspense>
      )}
    </section>
  );
}
