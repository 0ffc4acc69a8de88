-- Chat (events-feed-groups-challenges-chat.md §3 Chat channel / Chat message, §4 Chat state codes,
-- §5 Messaging, §7 Chat; ARCHITECTURE.md 'Chat realtime'). The product API (server/chat/, routes
-- api/v1/channels… and api/v1/messages…) writes these tables and, in the same transaction, one
-- `chat_events` row per change; the realtime gateway (server/realtime/) reads the rows by `seq` on
-- each NOTIFY (channel 'chat_events', payload the seq only) and sends each connection the events of
-- its channels, in Stream's shapes with complete objects built from these tables at delivery.

-- A chat: one-to-one (`group_chat` false: exactly two members, at most one live channel per pair:
-- `pair_key` 'lowId:highId') or a group chat (up to 26 members: the creator and 25).
CREATE TABLE chat_channels (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  group_chat boolean NOT NULL,
  pair_key text UNIQUE,
  -- A group chat's name as set by a member (blank is ignored, §5); NULL: shown from the members' names.
  custom_name text CHECK (custom_name IS NULL OR char_length(custom_name) BETWEEN 1 AND 100),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- A deactivated chat ('This chat has been deactivated.'): read-only, every write refused.
  is_disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_message_at timestamptz,
  CHECK (group_chat OR pair_key IS NOT NULL)
);

-- Membership with the member's state code (§4): 'actv' active, 'mute', 'left' (left the chat),
-- 'rmvd' (removed from the member's list; a new message moves it back to 'actv'); `role` 'mmbr'
-- (or 'admn' for a group chat's creator). `last_seen_message_id`: the read marker (§4 unread rule).
CREATE TABLE chat_members (
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'actv' CHECK (state IN ('actv', 'mute', 'left', 'rmvd')),
  role text NOT NULL DEFAULT 'mmbr' CHECK (role IN ('mmbr', 'admn')),
  last_seen_message_id text,
  joined_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (channel_id, user_id)
);
-- A member's chats (the list, the unread dot).
CREATE INDEX chat_members_user_idx ON chat_members (user_id, state);

-- A message. `id` is the client's UUID (writes are idempotent on it: a retry never makes a second
-- message); `seq` orders a channel's messages for paging (`last_seen_id` / `id_lt`). Deleting keeps
-- the row (`deleted_at`, text and media cleared) so replies and events can name it.
CREATE TABLE chat_messages (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  text text NOT NULL DEFAULT '' CHECK (char_length(text) <= 475),
  -- Image URLs (at most 5, §5) from the media service.
  media jsonb NOT NULL DEFAULT '[]'::jsonb,
  open_graph jsonb,
  reply_to_id text REFERENCES chat_messages (id) ON DELETE SET NULL,
  -- Members tagged with '@#{id}' (notified once, when the message is sent or the tag added).
  tagged integer[] NOT NULL DEFAULT '{}',
  edited boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz
);
-- A channel's messages in order (pages, the latest message).
CREATE INDEX chat_messages_channel_idx ON chat_messages (channel_id, seq DESC);

-- Emoji reactions: one row per member and emoji on a message.
CREATE TABLE chat_reactions (
  message_id text NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  emoji text NOT NULL CHECK (char_length(emoji) BETWEEN 1 AND 32),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (message_id, user_id, emoji)
);

-- What changed, for the realtime gateway: `type` is the Stream event type ('message.new',
-- 'message.updated', 'message.deleted', 'reaction.new', 'reaction.deleted', 'channel.updated',
-- 'member.added', 'member.removed', 'message.read', 'notification.added_to_channel',
-- 'notification.removed_from_channel'); `message_id` / `user_id` name what the event is about (the
-- actor or the member added, removed or reading); `data` small extras (the reaction's emoji, the
-- read marker). The gateway builds the complete objects from the tables when it delivers.
CREATE TABLE chat_events (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  channel_id text NOT NULL,
  message_id text,
  user_id integer,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX chat_events_channel_idx ON chat_events (channel_id, seq);
