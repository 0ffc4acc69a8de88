import { Button } from '@/ui/button';
import { InfiniteList } from '@/ui/infinite-list';
import { PersonRow } from '@/ui/person-row';
import { navigateToLogin } from '@/store/navigation';
import { useParticipants } from '../hooks/use-participants';
import { labels, messages } from '../messages';
import type { Challenge } from '../schemas';
import { SubPageHeader } from '@/ui/sub-pages';

/** /challenges/{id}/participants (spec §2): each row opens /profile/{id}; 25 a page, followed members first (the server's order). */
export function ParticipantsPage({ challenge, onBack }: { challenge: Challenge; onBack(): void }) {
  const list = useParticipants(challenge.id);
  return (
    <section className="subpage" aria-labelledby="challenge-participants-title">
      <SubPageHeader title={labels.participants} subtitle={challenge.name} onBack={onBack} titleId="challenge-participants-title" />
      {list.loggedIn ? (
        <InfiniteList
          {...list}
          getKey={(p) => p.id}
          renderItem={(p) => <PersonRow as="div" person={p} path={`/profile/${p.id}`} details={false} />}
          className="rwb-people"
          label={labels.participants}
          texts={{ loading: labels.loadingParticipants, empty: messages.noParticipants, error: messages.participantsFailed, loadMore: labels.loadMore, retry: labels.retry }}
        />
      ) : (
        <p>
          {messages.loginForParticipants} <Button variant="link" onClick={() => navigateToLogin()}>{labels.logIn}</Button>
        </p>
      )}
    </section>
  );
}
