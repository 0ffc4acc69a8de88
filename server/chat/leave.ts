/**
 * Leaving every chat at once (accounts spec §4: choosing an anonymous profile makes the member
 * permanently leave all chat rooms; deleting the account does too): each membership not yet 'left'
 * becomes 'left', with member.removed and notification.removed_from_channel for the gateway. Runs
 * inside the caller's transaction (server/users/account.ts); the caller NOTIFYs after its commit
 * with the returned seq (`notifyChatEvents`).
 */
import type { Db } from '../db/client';
import { ChatEventLog } from './publish';

/** Returns the highest chat_events seq written (null when the member was in no chat). */
export async function leaveAllChats(tx: Db, userId: number, now: Date): Promise<number | null> {
  const { rows } = await tx.query<{ channel_id: string }>(
    `UPDATE chat_members SET state = 'left', updated_at = $2 WHERE user_id = $1 AND state <> 'left' RETURNING channel_id`,
    [userId, now],
  );
  const events = new ChatEventLog(tx);
  for (const { channel_id: channelId } of rows.sort((a, b) => a.channel_id.localeCompare(b.channel_id))) {
    await events.record({ type: 'member.removed', channelId, userId, now });
    await events.record({ type: 'notification.removed_from_channel', channelId, userId, now });
  }
  return events.maxSeq;
}
