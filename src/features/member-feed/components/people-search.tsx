/**
 * The feed page's people search (events spec §2 /feed 'search for people'): a search box, and under it
 * the members found (rows open their profiles). Nothing is asked until a name is typed.
 */
import { Field } from '@/ui/field';
import { InfiniteList } from '@/ui/infinite-list';
import { PersonRow, personName } from '@/ui/person-row';
import { usePeopleSearch } from '../hooks/use-people-search';
import { peopleSearchText } from '../messages';

export function PeopleSearch() {
  const { text, setText, query, list } = usePeopleSearch();
  return (
    <section className="rwb-people-search" aria-label={peopleSearchText.label}>
      <Field label={peopleSearchText.label} type="search" name="people-search" autoComplete="off" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      {query !== '' && (
        <InfiniteList
          {...list}
          label={peopleSearchText.results}
          className="rwb-people"
          getKey={(p) => p.id}
          renderItem={(p) => <PersonRow as="div" person={p} name={personName(p)} path={`/profile/${p.id}`} />}
          texts={{ loading: peopleSearchText.searching, empty: peopleSearchText.none, error: peopleSearchText.failed, loadMore: peopleSearchText.more }}
        />
      )}
    </section>
  );
}
