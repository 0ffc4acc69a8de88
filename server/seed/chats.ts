/**
 * The demo chats (issue 17), so <chat-inbox> has something to show at once: member@demo.test talks
 * one-to-one with admin@demo.test (a reply, reactions, an edited message, all read) and with
 * leader@demo.test (the latest unread), and is in a group chat 'Saturday Ruck Crew' with both and two
 * seeded members (a tag of member@, a deleted message; read up to the middle). Messages are a few
 * minutes to two days before `now`, ids fixed ('demo-…'); members who may message (registered,
 * completed, public, not blocked either way with member@). Only adds rows.
 */
import type { Db } from '../db/client';

const MEMBER = 1;
const ADMIN = 2;
const LEADER = 3;
const MINUTE = 60_000;

interface SeedMessage {
  id: string;
  from: number;
  text: string;
  minutesAgo: number;
  replyTo?: string;
  edited?: boolean;
  deleted?: boolean;
  reactions?: Array<[user: number, emoji: string]>;
}

interface SeedChat {
  id: string;
  group: boolean;
  name?: string;
  members: number[];
  /** Each member's last message seen (their unread marker); none: nothing read. */
  seen: Record<number, string>;
  messages: SeedMessage[];
}

function plan(crew: number[]): SeedChat[] {
  const [c1, c2] = crew;
  return [
    {
      id: 'demo-admin-member',
      group: false,
      members: [MEMBER, ADMIN],
      seen: { [MEMBER]: 'demo-a6', [ADMIN]: 'demo-a6' },
      messages: [
        { id: 'demo-a1', from: ADMIN, text: 'Welcome to the Raleigh chapter! Glad you found us.', minutesAgo: 2 * 24 * 60 },
        { id: 'demo-a2', from: MEMBER, text: 'Thanks! Looking forward to the Saturday ruck.', minutesAgo: 2 * 24 * 60 - 12, reactions: [[ADMIN, '👍']] },
        { id: 'demo-a3', from: ADMIN, text: 'Bring a 20 lb pack if you have one. We start at the Capitol at 7:00.', minutesAgo: 2 * 24 * 60 - 20, edited: true },
        { id: 'demo-a4', from: MEMBER, text: 'Will do. Is there parking nearby?', minutesAgo: 26 * 60 },
        { id: 'demo-a5', from: ADMIN, text: 'Yes, the deck on Wilmington St is free on weekends.', minutesAgo: 25 * 60, replyTo: 'demo-a4', reactions: [[MEMBER, '❤️'], [MEMBER, '👍']] },
        { id: 'demo-a6', from: MEMBER, text: 'Perfect, see you there.', minutesAgo: 24 * 60 },
      ],
    },
    {
      id: 'demo-leader-member',
      group: false,
      members: [MEMBER, LEADER],
      seen: { [MEMBER]: 'demo-l1', [LEADER]: 'demo-l3' },
      messages: [
        { id: 'demo-l1', from: LEADER, text: 'Hey! Are you signed up for the Eagle Miles Challenge?', minutesAgo: 5 * 60 },
        { id: 'demo-l2', from: LEADER, text: 'Every mile you log counts for the chapter.', minutesAgo: 5 * 60 - 1 },
        { id: 'demo-l3', from: LEADER, text: 'Let me know if you want a walking partner this week.', minutesAgo: 40 },
      ],
    },
    {
      id: 'demo-ruck-crew',
      group: true,
      name: 'Saturday Ruck Crew',
      members: [MEMBER, ADMIN, LEADER, c1, c2],
      seen: { [MEMBER]: 'demo-g4', [ADMIN]: 'demo-g7', [LEADER]: 'demo-g7' },
      messages: [
        { id: 'demo-g1', from: ADMIN, text: 'Route for Saturday: Capitol to Dix Park and back, about 6 miles.', minutesAgo: 30 * 60 },
        { id: 'demo-g2', from: c1, text: 'Count me in.', minutesAgo: 29 * 60, reactions: [[ADMIN, '👍'], [LEADER, '👍']] },
        { id: 'demo-g3', from: LEADER, text: 'Same. Coffee after?', minutesAgo: 28 * 60 },
        { id: 'demo-g4', from: c2, text: '', minutesAgo: 27 * 60, deleted: true },
        { id: 'demo-g5', from: c2, text: 'Coffee sounds great.', minutesAgo: 3 * 60, replyTo: 'demo-g3' },
        { id: 'demo-g6', from: ADMIN, text: `@#${MEMBER} first ruck with us? We will keep an easy pace.`, minutesAgo: 2 * 60, reactions: [[LEADER, '😂']] },
        { id: 'demo-g7', from: LEADER, text: 'Forecast says 55°F and clear. Hydrate!', minutesAgo: 15 },
      ],
    },
  ];
}

export async function seedChats(db: Db, { now }: { now: Date }): Promise<{ chats: number; messages: number }> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT u.id FROM users u
      WHERE u.id >= 8 AND u.email_verified AND u.profile_completed AND NOT u.anonymous_profile AND u.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))
      ORDER BY u.id LIMIT 2`,
    [MEMBER],
  );
  const chats = plan(rows.map((r) => r.id));
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  let messages = 0;
  for (const chat of chats) {
    const first = at(chat.messages[0].minutesAgo + 5);
    const last = at(chat.messages[chat.messages.length - 1].minutesAgo);
    const [lo, hi] = [...chat.members].sort((a, b) => a - b);
    await db.query(
      `INSERT INTO chat_channels (id, group_chat, pair_key, custom_name, created_by, created_at, updated_at, last_message_at) VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
      [chat.id, chat.group, chat.group ? null : `${lo}:${hi}`, chat.name ?? null, chat.members[0], first, last],
    );
    for (const user of chat.members) {
      await db.query(
        `INSERT INTO chat_members (channel_id, user_id, role, last_seen_message_id, joined_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)`,
        [chat.id, user, chat.group && user === chat.members[0] ? 'admn' : 'mmbr', chat.seen[user] ?? null, first],
      );
    }
    for (const m of chat.messages) {
      const when = at(m.minutesAgo);
      const tagged = [...m.text.matchAll(/@#(\d+)/g)].map((t) => Number(t[1]));
      await db.query(
        `INSERT INTO chat_messages (id, channel_id, user_id, text, reply_to_id, tagged, edited, created_at, updated_at, deleted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [m.id, chat.id, m.from, m.deleted ? '' : m.text, m.replyTo ?? null, tagged, m.edited ?? false, when, m.edited ? new Date(when.getTime() + 3 * MINUTE) : when, m.deleted ? new Date(when.getTime() + MINUTE) : null],
      );
      for (const [user, emoji] of m.reactions ?? []) {
        await db.query(`INSERT INTO chat_reactions (message_id, user_id, emoji, created_at) VALUES ($1, $2, $3, $4)`, [m.id, user, emoji, new Date(when.getTime() + 2 * MINUTE)]);
      }
      messages += 1;
    }
  }
  return { chats: chats.length, messages };
}
