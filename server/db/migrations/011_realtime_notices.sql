-- What the chat socket tells a member beyond chat (ARCHITECTURE.md 'Chat realtime'; issue #18: the
-- navigation bar's dots). Both are `chat_events` rows written by triggers in the writing transaction,
-- so every writer and every process is covered, with the gateway's usual delivery (NOTIFY
-- 'chat_events' with the seq on PostgreSQL, the poll on embedded PGlite; server/realtime/gateway.ts).

-- A notifications row for a member (follows, reactions, posts, chat tags, badges, event updates…):
-- one 'notification.new' row each (`channel_id` '*': no chat; `user_id` the member notified), sent
-- to every socket of that member as `{type: 'notification.new', created_at, notification_id, verb}`.
CREATE FUNCTION rwb_notification_realtime() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  top bigint;
BEGIN
  WITH added AS (
    INSERT INTO chat_events (type, channel_id, user_id, data, created_at)
    SELECT 'notification.new', '*', n.user_id,
           jsonb_build_object('notification_id', n.id, 'verb', n.verb, 'created_at', n.created_at), now()
      FROM new_notifications n ORDER BY n.id
    RETURNING seq
  )
  SELECT max(seq) INTO top FROM added;
  IF top IS NOT NULL THEN
    PERFORM pg_notify('chat_events', top::text);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER notifications_realtime AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_notifications
  FOR EACH STATEMENT EXECUTE FUNCTION rwb_notification_realtime();

-- A member removing a chat from their list ('rmvd': its unread messages no longer count): a
-- 'channel.hidden' row for that member only, which carries their new unread total. (Coming back to
-- 'actv' happens with a new message, whose message.new carries it.)
CREATE FUNCTION rwb_chat_member_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s bigint;
BEGIN
  INSERT INTO chat_events (type, channel_id, user_id, created_at)
  VALUES ('channel.hidden', NEW.channel_id, NEW.user_id, now())
  RETURNING seq INTO s;
  PERFORM pg_notify('chat_events', s::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER chat_members_hidden AFTER UPDATE OF state ON chat_members
  FOR EACH ROW WHEN (NEW.state = 'rmvd' AND OLD.state IS DISTINCT FROM 'rmvd')
  EXECUTE FUNCTION rwb_chat_member_hidden();
