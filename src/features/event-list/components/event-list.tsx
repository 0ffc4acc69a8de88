import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Tabs, TabPanel } from '@/ui/tabs';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
import tabsCss from '@/ui/tabs.css?inline';
import { useShadowStyles } from '@/lib/styles';
import { $eventFilters, $storedLocation, setEventFilter } from '@/store/filters';
import { $session } from '@/store/session';
import { $profile } from '@/store/member';
import { navigate, navigateToLogin } from '@/store/navigation';
import css from '../styles.css?inline';
import { listEvents } from '../api';
import { labels, messages } from '../messages';
import {
  activeFilterCount,
  buildQuery,
  isListTab,
  localFilters,
  localToSaved,
  SEARCH_DEBOUNCE_MS,
  virtualFilters,
  virtualToSaved,
  type ChallengeTab,
  type ListContext,
  type ListTab,
  type MySubTab,
} from '../model';
import type { EventCard as Card } from '../schemas';
import { EventCard } from './event-card';
import { FiltersDialog } from './filters-dialog';
import { LocationSearch } from './location-search';

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

type ListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: Card[]; page: number; pages: number; more: 'idle' | 'loading' | 'error' };

const LOCAL_LOZENGES = [
  { key: 'run-walk', label: 'Run/Walk' },
  { key: 'hike-ruck', label: 'Hike/Ruck' },
  { key: 'social', label: 'Social' },
] as const;

function initialTab(attr: string | undefined, saved: unknown): ListTab {
  if (isListTab(attr)) return attr;
  try {
    if (new URLSearchParams(location.search).get('is_virtual') === 'true') return 'virtual';
  } catch {
    /* no location */
  }
  return saved === 'virtual' ? 'virtual' : 'local';
}

/** The events hub: tabs, search, location, filters, lozenges and the paged, infinitely scrolling list. */
export function EventList({ container, chapterId, groupId, challengeId, tab: tabAttr, renderEventForm }: EventListProps) {
  useShadowStyles(container, tokens, ui, forms, tabsCss, css);
  const idBase = `rwb-events-${useId().replace(/:/g, '')}`;
  const session = useStore($session);
  const saved = useStore($eventFilters);
  const storedLocation = useStore($storedLocation);
  const [tab, setTab] = useState<ListTab>(() => initialTab(tabAttr, saved.eventFilterNavTab));
  const [mySub, setMySub] = useState<MySubTab>('upcoming');
  const [pastVirtual, setPastVirtual] = useState(false);
  const [challengeTab, setChallengeTab] = useState<ChallengeTab>('upcoming');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [lozenge, setLozenge] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);
  const profile = useStore($profile);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const sentinel = useRef<HTMLDivElement>(null);
  const loggedIn = !!session;

  useEffect(() => {
    const t = setTimeout(() => setSearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [searchText]);

  const local = localFilters(saved);
  const virtual = virtualFilters(saved);
  const ctx: Omit<ListContext, 'now'> = {
    tab,
    mySubTab: mySub,
    pastVirtual,
    challengeTab,
    search,
    chapterId,
    groupId,
    challengeId,
    userId: session?.userId ?? null,
    location: tab === 'local' && storedLocation ? { latitude: storedLocation.latitude, longitude: storedLocation.longitude } : null,
    local,
    virtual,
    lozenge,
  };
  // The list reloads when anything in the query (but the time) changes.
  const key = JSON.stringify({ ...buildQuery({ ...ctx, now: new Date(0) }, 0), loggedIn, attempt });
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  const needsLogin = tab === 'my' && !loggedIn && !challengeId;

  useEffect(() => {
    if (needsLogin) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    listEvents(buildQuery({ ...ctxRef.current, now: new Date() }, 0), { signal: controller.signal })
      .then((res) => {
        setState({ status: 'ready', items: res.data, page: 0, pages: res.total_number_pages ?? 1, more: 'idle' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [key, needsLogin]);

  const hasMore = state.status === 'ready' && state.page + 1 < state.pages;
  const loadingMore = state.status === 'ready' && state.more === 'loading';

  async function loadMore() {
    if (state.status !== 'ready' || state.more === 'loading' || !hasMore) return;
    const current = state;
    setState({ ...current, more: 'loading' });
    try {
      const res = await listEvents(buildQuery({ ...ctxRef.current, now: new Date() }, current.page + 1));
      setState((s) => {
        if (s.status !== 'ready' || s.page !== current.page) return s;
        const seen = new Set(s.items.map((e) => e.id));
        return { status: 'ready', items: [...s.items, ...res.data.filter((e) => !seen.has(e.id))], page: current.page + 1, pages: res.total_number_pages ?? s.pages, more: 'idle' };
      });
    } catch {
      setState((s) => (s.status === 'ready' ? { ...s, more: 'error' } : s));
    }
  }
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  // Infinite scroll: the sentinel under the list loads the next page when it comes into view.
  const loadedCount = state.status === 'ready' ? state.items.length : 0;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMoreRef.current();
    }, { rootMargin: '400px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loadedCount]);

  function selectTab(next: ListTab) {
    setTab(next);
    setLozenge(null);
    if (next === 'local' || next === 'virtual') setEventFilter('eventFilterNavTab', next);
  }

  // "Now" for the In Progress labels, taken when a page of results arrives.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setNow(new Date()), [loadedCount]);
  // The create-event control (events spec §2).
  const contextGroup = groupId ?? chapterId ?? null;
  const role = contextGroup ? (profile?.roles ?? []).find((r) => r.group_id === contextGroup)?.role ?? null : null;
  const isAdmin = role === 2 || role === 1;
  const activeEagleLeader = !!profile?.eagle_leader;
  let mayCreate = !challengeId && !createOpen && state.status !== 'loading' && tab !== 'past' && !profile?.anonymous_profile;
  if (mayCreate && contextGroup && loggedIn) {
    if (role === null) mayCreate = false;
    else if (chapterId && !groupId) mayCreate = tab === 'virtual' ? isAdmin : isAdmin || activeEagleLeader;
    else mayCreate = isAdmin;
  }
  const showCreate = !!renderEventForm && mayCreate;
  const canCreateChapterEvent = !!contextGroup && (isAdmin || (activeEagleLeader && role !== null));

  const filterCount = tab === 'local' ? activeFilterCount(local) : tab === 'virtual' ? activeFilterCount(virtual) : 0;
  const selected = challengeId ? challengeTab : tab;

  return (
    <section className="event-list" part="root" aria-label={labels.tabs}>
      {challengeId ? (
        <Tabs
          label={labels.tabs}
          idBase={idBase}
          tabs={[
            { key: 'upcoming', label: labels.upcoming },
            { key: 'past', label: labels.past },
          ]}
          value={challengeTab}
          onChange={setChallengeTab}
        />
      ) : (
        <Tabs
          label={labels.tabs}
          idBase={idBase}
          tabs={[
            { key: 'local', label: labels.local },
            { key: 'virtual', label: labels.virtual },
            { key: 'my', label: labels.my },
            { key: 'past', label: labels.past },
          ]}
          value={tab}
          onChange={selectTab}
        />
      )}
      <TabPanel idBase={idBase} selected={selected} className="panel">
        <div className="toolbar" part="toolbar">
          <Field label={labels.search} type="search" name="search" value={searchText} onChange={(e) => setSearchText(e.currentTarget.value)} fieldClassName="toolbar__search" />
          {showCreate && (
            <Button
              onClick={() => (loggedIn ? setCreateOpen(true) : navigateToLogin({ source: container instanceof ShadowRoot ? container.host : null }))}
              aria-haspopup="dialog"
            >
              {labels.createEvent}
            </Button>
          )}
          {!challengeId && (tab === 'local' || tab === 'virtual') && (
            <Button variant="secondary" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
              {labels.filtersButton(filterCount)}
            </Button>
          )}
        </div>
        {!challengeId && tab === 'local' && <LocationSearch value={storedLocation} loggedIn={loggedIn} />}
        {!challengeId && (tab === 'local' || tab === 'virtual') && (
          <div className="lozenges" role="group" aria-label={labels.quickFilters}>
            {tab === 'local'
              ? LOCAL_LOZENGES.map((l) => (
                  <button key={l.key} type="button" className="chip" aria-pressed={lozenge === l.key} onClick={() => setLozenge(lozenge === l.key ? null : l.key)}>
                    {l.label}
                  </button>
                ))
              : (
                  <>
                    <button type="button" className="chip" aria-pressed={lozenge !== 'my-groups'} onClick={() => setLozenge(null)}>
                      {labels.lozengeNational}
                    </button>
                    {loggedIn && (
                      <button type="button" className="chip" aria-pressed={lozenge === 'my-groups'} onClick={() => setLozenge('my-groups')}>
                        {labels.lozengeMyGroups}
                      </button>
                    )}
                  </>
                )}
          </div>
        )}
        {!challengeId && tab === 'my' && loggedIn && (
          <Tabs
            label={labels.myActivities}
            idBase={`${idBase}-my`}
            size="sm"
            tabs={[
              { key: 'hosting', label: labels.hosting },
              { key: 'upcoming', label: labels.upcomingEvents },
              { key: 'past', label: labels.pastEvents },
            ]}
            value={mySub}
            onChange={setMySub}
          />
        )}
        {!challengeId && tab === 'past' && (
          <div className="lozenges" role="group" aria-label={labels.past}>
            <button type="button" className="chip" aria-pressed={!pastVirtual} onClick={() => setPastVirtual(false)}>
              {labels.pastLocal}
            </button>
            <button type="button" className="chip" aria-pressed={pastVirtual} onClick={() => setPastVirtual(true)}>
              {labels.pastVirtual}
            </button>
          </div>
        )}

        {needsLogin ? (
          <p className="note">
            {messages.loginToSeeMine}{' '}
            <Button variant="link" onClick={() => navigateToLogin({ source: container instanceof ShadowRoot ? container.host : null })}>
              {labels.login}
            </Button>
          </p>
        ) : state.status === 'loading' ? (
          <p className="note" role="status">
            {messages.loading}
          </p>
        ) : state.status === 'error' ? (
          <Alert variant="error">
            {messages.serverError}{' '}
            <Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
              {labels.retry}
            </Button>
          </Alert>
        ) : state.items.length === 0 ? (
          <p className="note empty" role="status">
            {messages.empty}
          </p>
        ) : (
          <>
            <ul className="cards" part="list" aria-busy={loadingMore || undefined}>
              {state.items.map((e) => (
                <EventCard key={e.id} event={e} now={now} />
              ))}
            </ul>
            {state.more === 'error' && <Alert variant="error">{messages.loadMoreFailed}</Alert>}
            {hasMore && (
              <div ref={sentinel} className="more">
                <Button variant="secondary" busy={loadingMore} onClick={() => void loadMore()}>
                  {state.more === 'error' ? labels.retry : labels.loadMore}
                </Button>
              </div>
            )}
          </>
        )}
      </TabPanel>
      {createOpen &&
        renderEventForm?.({
          groupId: contextGroup,
          canCreateChapterEvent,
          virtual: tab === 'virtual',
          challengeId: challengeId ?? null,
          onClose: () => setCreateOpen(false),
          onSaved: (id) => {
            setCreateOpen(false);
            navigate(`/events/${id}`, { source: container instanceof ShadowRoot ? container.host : null });
          },
        })}
      {filtersOpen &&
        (tab === 'local' ? (
          <FiltersDialog
            kind="local"
            value={local}
            loggedIn={loggedIn}
            onClose={() => setFiltersOpen(false)}
            onApply={(v) => {
              for (const [k, val] of Object.entries(localToSaved(v))) setEventFilter(k as never, val);
              setFiltersOpen(false);
            }}
          />
        ) : (
          <FiltersDialog
            kind="virtual"
            value={virtual}
            loggedIn={loggedIn}
            onClose={() => setFiltersOpen(false)}
            onApply={(v) => {
              for (const [k, val] of Object.entries(virtualToSaved(v))) setEventFilter(k as never, val);
              setFiltersOpen(false);
            }}
          />
        ))}
    </section>
  );
}
