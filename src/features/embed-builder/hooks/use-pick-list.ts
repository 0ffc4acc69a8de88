import { useStore } from '@nanostores/react';
import { $session } from '@/store/session';
import { httpStatus, useResource } from '@/ui/use-resource';
import { listFor } from '../api';
import type { PickList } from '../model';

/** A picker's rows from the API; 'login' when the list needs a member (401/403): then the id is typed. */
export function usePickList(list: PickList) {
  const userId = useStore($session)?.userId ?? null;
  return useResource((signal) => listFor(list, userId, signal), [list, userId], {
    classify: (e) => (httpStatus(e) === 401 || httpStatus(e) === 403 ? 'login' : null),
  });
}
