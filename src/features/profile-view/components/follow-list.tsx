import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { InfiniteList } from '@/ui/infinite-list';
import { PersonRow } from '@/ui/person-row';
import { Tabs, TabPanel } from '@/ui/tabs';
import { $profile } from '@/store/member';
import { useFollowList } from '../hooks/use-follow-list';
import { labels, messages } from '../messages';
import { displayName } from '../model';
import type { FollowRelation } from '../routes';

interface Props {
  userId: number;
  relation: FollowRelation;
  onRelation(relation: FollowRelation): void;
  onBack(): void;
}

/**
 * Followers / Following (accounts spec §4 Forms): rows load more on scroll (or 'Load more'), each
 * with Follow for other members' public profiles; a non-public profile's name says it is anonymous.
 */
export function FollowList({ userId, relation, onRelation, onBack }: Props) {
  const me = useStore($profile);
  const { list, note, setNote, pending, toggle } = useFollowList(userId, relation);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="follow-list" aria-labelledby="follow-title">
      <Button variant="link" onClick={onBack}>
        {labels.back}
      </Button>
      <h2 id="follow-title" className="title" tabIndex={-1} ref={heading}>
        {relation === 'followers' ? labels.followers : labels.following}
      </h2>
      <Tabs
        label={labels.followers}
        idBase="follow"
        tabs={[
          { key: 'followers', label: labels.followers },
          { key: 'following', label: labels.following },
        ]}
        value={relation}
        onChange={onRelation}
      />
      <TabPanel idBase="follow" selected={relation}>
        {note && <Alert variant="error">{note}</Alert>}
        <InfiniteList
          {...list}
          className="rwb-people"
          getKey={(u) => u.id}
          texts={{
            loading: messages.loading,
            empty: relation === 'followers' ? messages.noFollowers : messages.noFollowing,
            error: messages.retrieveUser,
            moreError: messages.followMoreFailed,
            loadMore: labels.loadMore,
            retry: labels.retry,
          }}
          renderItem={(u) => {
            const open = u.public_profile !== false;
            return (
              <PersonRow
                as="div"
                person={u}
                name={displayName(u)}
                path={open ? `/profile/${u.id}` : undefined}
                onNameClick={open ? undefined : () => setNote(messages.anonymousProfile)}
                eagleLeaderLabel={labels.eagleLeader}
                action={
                  me &&
                  me.id !== u.id &&
                  open &&
                  !me.anonymous_profile && (
                    <Button
                      variant={u.following ? 'primary' : 'secondary'}
                      aria-pressed={!!u.following}
                      aria-label={`${labels.follow} ${displayName(u)}`}
                      disabled={pending.has(u.id)}
                      onClick={() => void toggle(u)}
                    >
                      {u.following ? labels.unfollow : labels.follow}
                    </Button>
                  )
                }
              />
            );
          }}
        />
      </TabPanel>
    </section>
  );
}
