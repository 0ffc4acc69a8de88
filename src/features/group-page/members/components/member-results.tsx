import type { ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { InfiniteList } from '@/ui/infinite-list';
import type { GroupMember } from '../../member-schemas';
import type { MemberListState } from '../hooks/use-member-list';
import { memberSections, type Section } from '../model';
import { memberLabels as t, memberMessages } from '../texts';

export interface MemberResultsProps {
  state: Pick<MemberListState, 'mode' | 'list' | 'search' | 'count'>;
  /** Check-in mode: the chapter captain group is not shown (§6). */
  checkIn: boolean;
  /** One member's row content (inside the list's <li>). */
  renderRow(member: GroupMember): ReactNode;
  /** Search hits not shown (check-in: members checked in before the picker opened; the search has no status_not). */
  leaveOut?(member: GroupMember): boolean;
}

/** The grouped member list, or the search's 'N RESULTS' and its list; each with loading, empty and error states. */
export function MemberResults({ state, checkIn, renderRow, leaveOut }: MemberResultsProps) {
  if (state.mode === 'search') return <SearchResults state={state} renderRow={renderRow} leaveOut={leaveOut} />;
  const { list } = state;
  if (list.status === 'idle') return null;
  if (list.status === 'loading')
    return (
      <p className="members__note" role="status">
        {t.loading}
      </p>
    );
  if (list.status === 'error')
    return (
      <Alert variant="error">
        {memberMessages.loadFailed}{' '}
        <Button variant="link" onClick={list.reload}>
          {t.retry}
        </Button>
      </Alert>
    );
  const sections = memberSections(list.items, checkIn);
  if (sections.length === 0)
    return (
      <p className="members__note" role="status">
        {t.empty}
      </p>
    );
  return (
    <>
      {sections.map((s) => (
        <MemberSection key={s.key} section={s} state={state} renderRow={renderRow} />
      ))}
    </>
  );
}

function MemberSection({ section, state, renderRow }: { section: Section; state: MemberResultsProps['state']; renderRow: MemberResultsProps['renderRow'] }) {
  const title = t.sections[section.key];
  const { list } = state;
  return (
    // Not a region: the page is one; each group is a heading and a list named by it.
    <div className="members__section" part="member-section">
      <h3 className="members__heading">
        {title}
      </h3>
      {section.key === 'members' ? (
        <InfiniteList
          items={section.members}
          status="ready"
          more={list.more}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          getKey={(m) => m.id}
          renderItem={(m) => renderRow(m)}
          className="rwb-people"
          label={title}
          texts={{ loading: t.loading, empty: t.empty, error: memberMessages.loadFailed, loadMore: t.loadMore, retry: t.retry }}
        />
      ) : (
        <ul className="rwb-people" aria-label={title}>
          {section.members.map((m) => (
            <li key={m.id}>{renderRow(m)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SearchResults({ state, renderRow, leaveOut }: Pick<MemberResultsProps, 'state' | 'renderRow' | 'leaveOut'>) {
  const { search, count } = state;
  const items = leaveOut ? search.items.filter((m) => !leaveOut(m)) : search.items;
  return (
    <div className="members__section" part="member-results">
      <p className="members__count" role="status">
        {count !== null && search.status === 'ready' ? t.results(count) : ''}
      </p>
      <InfiniteList
        {...search}
        items={items}
        getKey={(m) => m.id}
        renderItem={(m) => renderRow(m)}
        className="rwb-people"
        label={t.searchResults}
        texts={{ loading: t.searching, empty: t.noResults, error: memberMessages.searchFailed, loadMore: t.loadMore, retry: t.retry }}
      />
    </div>
  );
}
