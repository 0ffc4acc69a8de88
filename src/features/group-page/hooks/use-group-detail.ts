import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { httpStatus, useResource } from '@/ui/use-resource';
import { joinGroup as joinedInStore, leaveGroup as leftInStore } from '@/store/member';
import { navigateToLogin } from '@/store/navigation';
import { $session } from '@/store/session';
import { getGroup, joinGroup, leaveGroup, takeSettledGroup } from '../api';
import { messages } from '../messages';
import { memberCountAfter } from '../model';
import type { Group } from '../schemas';

export interface GroupDetailState {
  status: 'loading' | 'error' | 'missing' | 'ready' | 'idle';
  group: Group | undefined;
  reload(): void;
  loggedIn: boolean;
  /** Join or leave: optimistic, reverted with the spec's text when the server refuses. */
  toggleJoin(): Promise<void>;
  pending: boolean;
  joinError: string | null;
  clearJoinError(): void;
}

const classify = (error: unknown) => (httpStatus(error) === 404 ? ('missing' as const) : null);

/** The group view's container. `source` is the element (navigation events are dispatched from it). */
export function useGroupDetail(id: number, source: Element | null): GroupDetailState {
  const session = useStore($session);
  const userId = session?.userId ?? null;
  const resource = useResource((signal) => getGroup(id, signal), [id, userId], { classify, initial: () => takeSettledGroup(id) });
  const [pending, setPending] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const group = resource.data;

  async function toggleJoin() {
    if (userId === null) {
      navigateToLogin({ source });
      return;
    }
    if (pending || !group) return;
    const before = { joined: group.joined, member_count: group.member_count, members: group.members, role: group.role };
    const joining = !group.joined;
    setJoinError(null);
    setPending(true);
    resource.setData((g) => ({
      ...g,
      joined: joining,
      member_count: memberCountAfter(g.member_count, joining),
      members: joining ? g.members : g.members.filter((m) => m.id !== userId),
    }));
    try {
      const next = await (joining ? joinGroup(group.id, userId) : leaveGroup(group.id, userId));
      resource.setData(next);
      if (joining) joinedInStore(group.id, next.role ?? 0);
      else leftInStore(group.id);
    } catch {
      resource.setData((g) => ({ ...g, ...before }));
      setJoinError(joining ? messages.joinFailed : messages.leaveFailed);
    } finally {
      setPending(false);
    }
  }

  return {
    status: resource.status,
    group,
    reload: resource.reload,
    loggedIn: userId !== null,
    toggleJoin,
    pending,
    joinError,
    clearJoinError: () => setJoinError(null),
  };
}
