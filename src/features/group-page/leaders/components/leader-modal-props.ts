import type { Group } from '../../schemas';

export interface LeaderModalProps {
  group: Group;
  /** The viewer's member id. */
  self: number | null;
  onClose(): void;
  /** A change succeeded: the notice to show (the modal closes). */
  onDone(notice: string): void;
}
