import { useId } from 'react';
import { InfiniteList } from '@/ui/infinite-list';
import type { GroupListType } from '@/lib/groups';
import { useGroupHub, type GroupHubState } from '../hooks/use-group-hub';
import { labels, messages } from '../messages';
import { showsList } from '../model';
import { GroupCard } from './group-card';
import { GroupRow } from './group-row';

const TITLES: Record<GroupListType, string> = { admin: labels.admin, my: labels.my, activity: labels.activity, nearby: labels.nearby };

/** The groups hub: search, then Admin (when non-empty), My Groups, Activity Groups, Nearby Groups. */
export function GroupHub() {
  const hub = useGroupHub();
  return (
    <div className="hub" part="root">
      <h2 className="hub__title">{labels.hubTitle}</h2>
      <GroupSearch hub={hub} />
      {hub.types.map((type) => {
        const resource = hub.lists[type];
        if (type === 'admin' && !(resource.status === 'ready' && showsList(type, resource.data))) return null;
        const nearbyWithout = type === 'nearby' && hub.near === null;
        return (
          <GroupRow
            key={type}
            id={type}
            title={TITLES[type]}
            resource={nearbyWithout ? null : resource}
            empty={nearbyWithout ? messages.noLocation : type === 'nearby' ? messages.noNearby : labels.noGroups}
            errorText={messages.listFailed}
          />
        );
      })}
    </div>
  );
}

/** The search box with the spec's hint, and its paged results. */
function GroupSearch({ hub }: { hub: GroupHubState }) {
  const inputId = useId();
  const hintId = useId();
  const { results } = hub;
  return (
    <section className="search" part="search" aria-label={labels.search}>
      <label htmlFor={inputId} className="search__label">
        {labels.search}
      </label>
      <input
        id={inputId}
        className="search__input"
        type="search"
        value={hub.text}
        maxLength={100}
        aria-describedby={hintId}
        onChange={(e) => hub.setText(e.currentTarget.value)}
      />
      <p id={hintId} className="search__hint">
        {labels.searchHint}
      </p>
      {hub.searching !== '' && (
        <InfiniteList
          items={results.items}
          status={results.status}
          more={results.more}
          hasMore={results.hasMore}
          loadMore={results.loadMore}
          reload={results.reload}
          getKey={(hit) => hit.group.id}
          renderItem={(hit) => <GroupCard group={hit.group} />}
          className="search__results"
          label={labels.searchResults}
          texts={{ loading: labels.loading, empty: labels.noResults, error: messages.searchFailed, loadMore: labels.more, retry: labels.retry }}
        />
      )}
    </section>
  );
}
