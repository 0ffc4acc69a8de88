/**
 * An element's sub-pages opened in place (a group's members, a challenge's leaderboard): the address
 * names the sub-page (`#/groups/12/members` on a CMS page, the path in the shell: useHashView), the
 * main view stays mounted and hidden underneath (Back finds it as it was: useSubPageFocus moves the
 * focus to the sub-page and back to the link that opened it).
 *
 *   <InPlaceSubPages prefix="/groups/12/" views={['events', 'members']} fromPath={…} loading={…}
 *     renderSubPage={(view, back) => …}>
 *     {(views) => <GroupDetail views={views} />}
 *   </InPlaceSubPages>
 */
import { Suspense, type ReactNode } from 'react';
import { Button } from './button';
import { useHashView, type HashView } from './use-hash-view';
import { useSubPageFocus } from './use-sub-page-focus';

export type SubPageViews<V extends string> = Pick<HashView<V>, 'open' | 'href'>;

export interface InPlaceSubPagesProps<V extends string> {
  /** The address prefix of the sub-pages (`/groups/12/`). */
  prefix: string;
  views: readonly V[];
  /** The sub-page a path names (the standalone shell's routes). */
  fromPath?: (pathname: string) => V | null;
  /** Shown while a lazily loaded sub-page arrives. */
  loading: ReactNode;
  renderSubPage(view: V, back: () => void): ReactNode;
  /** The main view, given the links to its sub-pages. */
  children(views: SubPageViews<V>): ReactNode;
}

export function InPlaceSubPages<V extends string>({ prefix, views, fromPath, loading, renderSubPage, children }: InPlaceSubPagesProps<V>) {
  const hash = useHashView<V>(prefix, { views, fromPath });
  const focus = useSubPageFocus(hash.view);
  const sub = hash.view;
  return (
    <>
      {sub && (
        <div ref={focus.subPage} className="subpage" key={sub}>
          <Suspense fallback={loading}>{renderSubPage(sub, hash.back)}</Suspense>
        </div>
      )}
      <div ref={focus.list} hidden={sub !== null}>
        {children(hash)}
      </div>
    </>
  );
}

/** A link to a sub-page: its address (a new tab works), opened in place on a plain click. */
export function SubPageLink<V extends string>({ view, views, className, children }: { view: V; views: SubPageViews<V>; className?: string; children: ReactNode }) {
  return (
    <a
      href={views.href(view)}
      className={className}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        views.open(view);
      }}
    >
      {children}
    </a>
  );
}

export interface SubPageHeaderProps {
  title: string;
  /** What the sub-page belongs to (the group's or the challenge's name). */
  subtitle: string;
  onBack(): void;
  /** The heading's id (the sub-page's section is labelled by it). */
  titleId?: string;
  backLabel?: string;
}

/** A sub-page's header: Back, its title, and what it belongs to under it. Styles: `.subpage__*` in ui.css. */
export function SubPageHeader({ title, subtitle, onBack, titleId, backLabel = 'Back' }: SubPageHeaderProps) {
  return (
    <header className="subpage__head">
      <Button variant="secondary" className="subpage__back" onClick={onBack}>
        {backLabel}
      </Button>
      <div>
        <h2 id={titleId} className="subpage__title">
          {title}
        </h2>
        <p className="subpage__subtitle">{subtitle}</p>
      </div>
    </header>
  );
}
