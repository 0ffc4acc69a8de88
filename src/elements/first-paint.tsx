// The server's side of an element's first paint (src/lib/first-paint.ts): built for Node by
// vite.config.ts (firstPaintBuild) and run by server/routes/first-paint.ts. For a tag, its attributes,
// the page and what the member's browser had saved, `plan` names the element's first requests exactly
// as the element computes them (same functions, same request keys); the server answers them
// in-process, and `render` draws the element's first view with those answers through the same React
// components (renderToString), collecting the stylesheets the view adopts.
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { EventDetail } from '@/features/event-detail';
import { eventKey } from '@/features/event-detail/api';
import { EventSchema } from '@/features/event-detail/schemas';
import { idFromPage } from '@/features/event-detail/hooks/use-event-detail';
import { EventList } from '@/features/event-list';
import { listKey } from '@/features/event-list/api';
import { EventPageSchema } from '@/features/event-list/schemas';
import { firstPageQuery } from '@/features/event-list/first-page';
import type { Query } from '@/features/event-list/model';
import { MemberFeed } from '@/features/member-feed';
import { feedPageKey, pageOf, pinnedOf, pinnedPostKey } from '@/features/member-feed/api/posts';
import { feedPath, pinnedPostPath, type FeedContext, type PageQuery } from '@/features/member-feed/model/contexts';
import { OnePostSchema, PostPageSchema } from '@/features/member-feed/schemas/post';
import { FIRST_PAINT_TAGS, type FirstPaintInput, type PlannedRequest } from '@/lib/first-paint';
import { parseBody } from '@/lib/http-client';
import { seedPrefetched, takeSettled } from '@/lib/prefetch';
import { parsePropertyRules } from '@/lib/sheets';
import { collectStyles } from '@/lib/styles';
import { $eventFilters, $storedLocation, type EventFilters, type StoredLocation } from '@/store/filters';
import { EVENT_FILTER_FIELDS, FIRST_PAINT_STORAGE_KEYS, LOCATION_KEY } from '@/store/keys';
import { $session } from '@/store/session';

export { FIRST_PAINT_TAGS };
export type { FirstPaintInput, PlannedRequest };
export { FIRST_PAINT_STORAGE_KEYS };

const json = (raw: string | undefined): unknown => {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

const num = (raw: string | undefined): number | undefined => {
  const n = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(n) ? n : undefined;
};

interface Saved {
  filters: EventFilters;
  location: StoredLocation | null;
}

/** Reads the saved values as the stores do in the browser, and puts them in the (server's) stores. */
function applySaved(input: FirstPaintInput): Saved {
  const filters: EventFilters = {};
  for (const field of EVENT_FILTER_FIELDS) {
    const v = json(input.storage[field]);
    if (v !== undefined) filters[field] = v as EventFilters[typeof field];
  }
  $eventFilters.set(filters);
  $storedLocation.set(json(input.storage[LOCATION_KEY]) as StoredLocation | null);
  // Only the member's id matters to a render; no token is ever kept here.
  $session.set(input.userId === null ? null : { accessToken: '', expiresAt: Number.MAX_SAFE_INTEGER, userId: input.userId });
  return { filters: $eventFilters.get(), location: $storedLocation.get() };
}

function listQuery(input: FirstPaintInput, saved: Saved): Query | null {
  return firstPageQuery({
    chapterId: num(input.attrs['chapter-id']),
    groupId: num(input.attrs['group-id']),
    challengeId: num(input.attrs['challenge-id']),
    tab: input.attrs.tab ?? null,
    userId: input.userId,
    saved: saved.filters,
    stored: saved.location,
    search: input.page.search,
    now: new Date(input.now),
  });
}

function eventId(input: FirstPaintInput): number | null {
  const id = num(input.attrs['event-id']);
  return id !== undefined && Number.isInteger(id) && id > 0 ? id : idFromPage(input.page);
}

/** <member-feed>'s first load (src/elements/member-feed.ts): the timeline's first page, national scope. */
const TIMELINE: FeedContext = { type: 'timeline' };
const TIMELINE_FIRST: PageQuery = { scope: 'national' };

/**
 * <member-feed> paints the member's own timeline: nothing logged out (the element shows its login
 * note) nor on the page registration lands on (`?newAccount=true`: the welcome card is the browser's).
 */
function paintsFeed(input: FirstPaintInput): input is FirstPaintInput & { userId: number } {
  return input.userId !== null && new URLSearchParams(input.page.search).get('newAccount') !== 'true';
}

/** The element's first view, given what its requests answered. */
function view(input: FirstPaintInput): ReactElement | null {
  if (input.tag === 'event-list') {
    return createElement(EventList, {
      chapterId: num(input.attrs['chapter-id']),
      groupId: num(input.attrs['group-id']),
      challengeId: num(input.attrs['challenge-id']),
      tab: input.attrs.tab,
      // The Create Event button shows as in the element (its dialog never opens here).
      renderEventForm: () => null,
    });
  }
  if (input.tag === 'event-detail') {
    const id = eventId(input);
    return id === null ? null : createElement(EventDetail, { eventId: id, renderEventForm: () => null });
  }
  if (input.tag === 'member-feed') return paintsFeed(input) ? createElement(MemberFeed, {}) : null;
  return null;
}

/**
 * The painted copy's stylesheet without `@property` rules (ignored in a shadow root; the element
 * registers them when it starts): each token's default becomes the fallback of its uses instead, so a
 * value the page sets still wins and the loader needs no registration code.
 */
export function withTokenDefaults(css: string): string {
  const { rules, rest } = parsePropertyRules(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  const defaults = new Map(rules.filter((r) => r.initialValue !== undefined).map((r) => [r.name, r.initialValue!]));
  return rest.replace(/var\(\s*(--[\w-]+)\s*\)/g, (use, name: string) => (defaults.has(name) ? `var(${name}, ${defaults.get(name)})` : use));
}

/** Runs `fn` with the stores holding this visitor's state, then puts back what they held. */
function withState<T>(input: FirstPaintInput, fn: (saved: Saved) => T): T {
  const before = { session: $session.get(), filters: $eventFilters.get(), location: $storedLocation.get() };
  try {
    return fn(applySaved(input));
  } finally {
    $session.set(before.session);
    $storedLocation.set(before.location);
    $eventFilters.set(before.filters);
  }
}

interface Request extends PlannedRequest {
  /** The answer as the element's api function would have it (its schema). */
  parse(raw: unknown): unknown;
}

function requests(input: FirstPaintInput, saved: Saved): Request[] | null {
  if (input.tag === 'event-list') {
    const query = listQuery(input, saved);
    return query ? [{ key: listKey(query), path: 'api/v1/mobile_event/', query, parse: (raw) => parseBody(EventPageSchema, raw) }] : null;
  }
  if (input.tag === 'event-detail') {
    const id = eventId(input);
    return id === null ? null : [{ key: eventKey(id), path: `api/v1/mobile_event/${id}`, query: {}, parse: (raw) => parseBody(EventSchema, raw) }];
  }
  if (input.tag === 'member-feed') {
    if (!paintsFeed(input)) return null;
    const me = input.userId;
    // The paths carry their query (as the feed's api/posts.ts sends them); the keys are that file's.
    return [
      { key: feedPageKey(TIMELINE, me, TIMELINE_FIRST), path: feedPath(TIMELINE, me, TIMELINE_FIRST), query: {}, parse: (raw) => pageOf(parseBody(PostPageSchema, raw)) },
      { key: pinnedPostKey(TIMELINE, me)!, path: pinnedPostPath(TIMELINE, me)!, query: {}, parse: (raw) => pinnedOf(parseBody(OnePostSchema, raw)) },
    ];
  }
  return null;
}

/** The element's first requests, or null when the tag has no first paint (or asks for nothing). */
export function plan(input: FirstPaintInput): PlannedRequest[] | null {
  return withState(input, (saved) => requests(input, saved)?.map(({ key, path, query }) => ({ key, path, query })) ?? null);
}

/**
 * The first view's HTML and stylesheet, rendered with the answers (by request key), and the answers as
 * the element's schemas parsed them (the element takes those as they are: it is the same build's
 * schema, so the browser need not load zod to show them); null when an answer is missing or not what
 * the view expects (the element then loads as usual).
 */
export function render(input: FirstPaintInput, answers: Record<string, unknown>): { html: string; css: string; data: Record<string, unknown> } | null {
  return withState(input, (saved) => {
    const planned = requests(input, saved) ?? [];
    if (planned.some((r) => !Object.hasOwn(answers, r.key))) return null;
    try {
      const data: Record<string, unknown> = {};
      for (const r of planned) seedPrefetched(r.key, (data[r.key] = r.parse(answers[r.key])), input.now);
      const tree = view(input);
      if (!tree) return null;
      const { result: html, css } = collectStyles(() => renderToString(tree));
      return { html, css: withTokenDefaults(css.join('\n')), data };
    } finally {
      for (const r of planned) takeSettled(r.key, input.now); // what the view did not take
    }
  });
}
