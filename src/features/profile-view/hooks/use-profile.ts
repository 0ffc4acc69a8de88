import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { httpStatus, useResource } from '@/ui/use-resource';
import { refreshProfile } from '@/store/refresh-profile';
import { $followPending, toggleFollow } from '@/store/follow';
import { $followingSet, $profile, blockMember, removeFollowing } from '@/store/member';
import { loadMemberSets } from '@/store/member-sets';
import { $session } from '@/store/session';
import { badges as loadBadges, block as blockUser, followSummary, getProfile, reportUser } from '../api';
import { messages } from '../messages';
import type { ProfilePage } from '../routes';
import type { Profile } from '../schemas';

export type ProfileConfirm = 'block' | 'report';

export interface UseProfileOptions {
  /** The element's `profile-id`. */
  profileId?: number;
  /** The page shown: edit and settings are always the logged-in member's own. */
  page: ProfilePage;
  /** The member the page's address names (?id=, /profile/{id}). */
  pageId: number | null;
}

const classify = (error: unknown) => {
  const status = httpStatus(error);
  return status === 403 ? 'private' : status === 404 ? 'missing' : null;
};

/**
 * The profile container (accounts spec §2 Profile area, §4, §8): which member is shown, their profile,
 * badges and follow counts, and the actions on them — follow (optimistic, the follower count with it),
 * block, report — with the notices they leave. Presentation is in components/profile-*.tsx.
 */
export function useProfile({ profileId, page, pageId }: UseProfileOptions) {
  const session = useStore($session);
  const me = useStore($profile);
  const followingSet = useStore($followingSet);
  const followPending = useStore($followPending);
  const myId = session?.userId ?? null;
  const targetId = page.kind !== 'profile' ? myId : (profileId ?? pageId ?? myId);
  const own = myId !== null && targetId === myId;
  const enabled = myId !== null && targetId !== null;

  const profile = useResource((signal) => getProfile(targetId!, signal), [myId, targetId], { enabled, classify });
  const badges = useResource((signal) => loadBadges(targetId!, signal), [myId, targetId], { enabled });
  const counts = useResource((signal) => followSummary(targetId!, signal), [myId, targetId], { enabled });

  const [notice, setNotice] = useState<string | null>(null);
  const [followError, setFollowError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ProfileConfirm | null>(null);
  const [blockBusy, setBlockBusy] = useState(false);
  const [blockError, setBlockError] = useState<string | null>(null);

  // followingSet (spec §3 'Kept locally'): the ids the member follows.
  useEffect(() => {
    if (myId !== null) void loadMemberSets();
  }, [myId]);

  const p = profile.data;
  const following = !!p && followingSet.has(p.id);
  const followBusy = !!p && followPending.has(p.id);
  const changeFollowers = (delta: number) => counts.setData((c) => ({ ...c, followers: c.followers + delta }));

  /** Follow / unfollow at once (the follower count with it); a failure reverts both and says so. */
  async function toggle() {
    if (!me || !p || followBusy) return;
    const was = following;
    setFollowError(null);
    changeFollowers(was ? -1 : 1);
    const result = await toggleFollow(p.id);
    if (!result.ok) {
      changeFollowers(was ? 1 : -1);
      setFollowError(messages.followFailed);
    }
  }

  async function block() {
    if (!me || !p) return;
    setBlockBusy(true);
    setBlockError(null);
    try {
      await blockUser(me.id, p.id);
      blockMember({ id: p.id, first_name: p.first_name ?? null, last_name: p.last_name ?? null, profile_photo_url: p.profile_photo_url ?? null });
      removeFollowing(p.id);
      setNotice(messages.blocked);
      setConfirm(null);
    } catch {
      setBlockError(messages.blockFailed);
    } finally {
      setBlockBusy(false);
    }
  }

  return {
    signedIn: myId !== null,
    /** 'idle' (no session) | 'loading' | 'error' | 'private' | 'missing' | 'ready'. */
    status: profile.status,
    error: profile.error,
    profile: p,
    me,
    own,
    /** The badges; null when they failed to load. */
    badges: badges.status === 'error' ? null : (badges.data ?? []),
    counts: counts.data ?? null,
    retry() {
      profile.reload();
      badges.reload();
      counts.reload();
    },
    /** A page saved the profile: show it (keeping the metrics the save does not return). */
    saved(next: Profile) {
      profile.setData((current) => ({ ...next, metrics: next.metrics ?? current.metrics }));
      void refreshProfile().catch(() => undefined);
    },
    notice,
    setNotice,
    following,
    followBusy,
    followError,
    toggleFollow: toggle,
    confirm,
    openConfirm(kind: ProfileConfirm) {
      setBlockError(null);
      setConfirm(kind);
    },
    closeConfirm: () => setConfirm(null),
    block,
    blockBusy,
    blockError,
    /** Sends the report of the shown member (the shared report dialog shows its outcome). */
    report: () => (me && p ? reportUser(p.id, me.id) : Promise.resolve()),
  };
}

export type ProfileModel = ReturnType<typeof useProfile>;
