import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { RouteLink } from '@/ui/route-link';
import { Tabs, TabPanel } from '@/ui/tabs';
import { addFollowing, removeFollowing } from '@/store/member';
import { $profile } from '@/store/member';
import { follow, followPage, unfollow, FOLLOW_PAGE } from '../api';
import { labels, messages } from '../messages';
import { displayName } from '../model';
import type { FollowUser } from '../schemas';

interface Props {
  userId: number;
  relation: 'followers' | 'following';
  onRelation(r: 'followers' | 'following'): void;
  onBack(): void;
  onCountChange?(delta: number): void;
}

type State = { users: FollowUser[]; next: number | null; status: 'loading' | 'ready' | 'error' | 'more' };

/**
 * Followers / Following (accounts spec §4 Forms): followers load more on scroll; following keeps
 * fetching until 10 entries with names are found. Follow buttons update optimistically and revert.
 */
export function FollowList({ userId, relation, onRelation, onBack }: Props) {
  const me = useStore($profile);
  const [state, setState] = useState<State>({ users: [], next: 0, status: 'loading' });
  const [note, setNote] = useState<string | null>(null);
  const [pending, setPending] = useState<Set<number>>(new Set());
  const sentinel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  /** Loads pages from `offset`; 'following' keeps going until 10 named entries (or the end). */
  async function load(offset: number, prev: FollowUser[]): Promise<State> {
    let users = [...prev];
    let next: number | null = offset;
    let named = 0;
    do {
      const page = await followPage(userId, relation, next!);
      const fresh = page.users.filter((u) => !users.some((x) => x.id === u.id));
      users = [...users, ...fresh];
      named += fresh.filter((u) => u.public_profile !== false && (u.first_name || u.last_name)).length;
      next = page.next;
    } while (relation === 'following' && next !== null && named < FOLLOW_PAGE);
    return { users, next, status: 'ready' };
  }

  useEffect(() => {
    let live = true;
    setState({ users: [], next: 0, status: 'loading' });
    load(0, [])
      .then((s) => live && setState(s))
      .catch(() => live && setState({ users: [], next: null, status: 'error' }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, relation]);

  async function more() {
    if (state.status !== 'ready' || state.next === null) return;
    const current = state;
    setState({ ...current, status: 'more' });
    try {
      setState(await load(current.next!, current.users));
    } catch {
      setState({ ...current, status: 'ready', next: null });
    }
  }
  const moreRef = useRef(more);
  moreRef.current = more;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || state.next === null || state.status !== 'ready' || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((e) => {
      if (e.some((x) => x.isIntersecting)) void moreRef.current();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [state.next, state.status, state.users.length]);

  async function toggle(u: FollowUser) {
    if (!me || pending.has(u.id)) return;
    const was = !!u.following;
    const setFollowing = (value: boolean) => setState((s) => ({ ...s, users: s.users.map((x) => (x.id === u.id ? { ...x, following: value } : x)) }));
    setPending((p) => new Set([...p, u.id]));
    setFollowing(!was);
    try {
      if (was) {
        await unfollow(me.id, u.id);
        removeFollowing(u.id);
      } else {
        await follow(me.id, u.id);
        addFollowing(u.id);
      }
    } catch (error) {
      console.error('[rwb] follow failed', error);
      setFollowing(was); // spec §8: follow failures are logged and reverted
      setNote(messages.followFailed);
    } finally {
      setPending((p) => {
        const n = new Set(p);
        n.delete(u.id);
        return n;
      });
    }
  }

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
        {state.status === 'loading' ? (
          <p className="note" role="status">
            {messages.loading}
          </p>
        ) : state.status === 'error' ? (
          <Alert variant="error">{messages.retrieveUser}</Alert>
        ) : state.users.length === 0 ? (
          <p className="note">{relation === 'followers' ? messages.noFollowers : messages.noFollowing}</p>
        ) : (
          <ul className="people">
            {state.users.map((u) => {
              const name = displayName(u);
              const open = u.public_profile !== false;
              return (
                <li key={u.id} className="person">
                  {u.profile_photo_url ? (
                    <img className="avatar" src={u.profile_photo_url} alt="" loading="lazy" />
                  ) : (
                    <span className="avatar avatar--initials" aria-hidden="true">
                      {`${u.first_name?.[0] ?? ''}${u.last_name?.[0] ?? ''}`.toUpperCase() || '?'}
                    </span>
                  )}
                  <span className="person__text">
                    {open ? (
                      <RouteLink path={`/profile/${u.id}`}>{name}</RouteLink>
                    ) : (
                      <button type="button" className="rwb-button rwb-button--link" onClick={() => setNote(messages.anonymousProfile)}>
                        {name}
                      </button>
                    )}
                    {u.eagle_leader && (
                      <span className="star" role="img" aria-label={labels.eagleLeader}>
                        ★
                      </span>
                    )}
                    <span className="person__details">
                      {[u.preferred_chapter?.name, [u.military_status, u.military_branch].filter(Boolean).join(' · ')].filter(Boolean).join(' — ')}
                    </span>
                  </span>
                  {me && me.id !== u.id && open && !me.anonymous_profile && (
                    <Button
                      variant={u.following ? 'primary' : 'secondary'}
                      aria-pressed={!!u.following}
                      aria-label={`${labels.follow} ${name}`}
                      disabled={pending.has(u.id)}
                      onClick={() => void toggle(u)}
                    >
                      {u.following ? labels.unfollow : labels.follow}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {state.next !== null && (state.status === 'ready' || state.status === 'more') && (
          <div ref={sentinel} className="more">
            <Button variant="secondary" busy={state.status === 'more'} onClick={() => void more()}>
              {labels.loadMore}
            </Button>
          </div>
        )}
      </TabPanel>
    </section>
  );
}
