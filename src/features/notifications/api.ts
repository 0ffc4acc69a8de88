import { api, schemaIn } from '@/lib/http';
import type { Notification } from './schemas';

// The schemas load with the first request.
const schemas = () => import('./schemas');
const NotificationPageSchema = schemaIn(schemas, 'NotificationPageSchema');

/** §7 / §9: 'Notifications 25 per page'. */
export const NOTIFICATION_PAGE = 25;

export interface NotificationsPage {
  items: Notification[];
  /** The next page's offset, or null after the last page. */
  next: number | null;
}

/** GET api/v1/user/{id}/notifications?items=25&offset — newest first. */
export async function listNotifications(userId: number, offset: number, signal?: AbortSignal): Promise<NotificationsPage> {
  const res = await api(`api/v1/user/${userId}/notifications`, { query: { items: NOTIFICATION_PAGE, offset }, signal, schema: NotificationPageSchema });
  return { items: res.data.results, next: res.data.next_offset ?? null };
}
