-- Post cards (issue #14, feed speed; server/feed/serialize.ts): the part of a post's API JSON that
-- is the same for every viewer (events spec §3 'Post (feed item)': author with badges, verb and ids,
-- time, text, media, tagged members, linked event, group and challenge, open graph, workout,
-- edited) is kept with the post, as JSON text in `posts.card`, so a feed page reads one column per
-- post and adds what depends on the viewer or changes often: is_pinned, the viewer's like and the
-- counts. The card is written here only, by triggers, in the transaction of whatever changes one
-- of its inputs, so every writer is covered:
--   - posts: a BEFORE trigger builds the card of a new post, and again when a column it shows
--     changes or when something sets `card` to NULL (how the triggers below ask for a rebuild);
--   - post_tags: the posts whose tags changed;
--   - users: an author's or tagged member's name, photo, anonymous profile, eagle leader flag or
--     deletion; eagle_leader_info: the author's eagle leader details;
--   - group_memberships (role 2 of a sponsor group: is_sponsor_admin), groups (name, type),
--     events (name, category, virtual, challenge), challenges (name).
-- The names shown for an anonymous member are ANONYMOUS in server/events/queries.ts (a test
-- compares them).

-- The members `ids` as a post's `tagged` array: by id, deleted members left out, anonymous ones
-- by the anonymous names.
CREATE FUNCTION rwb_tagged_json(ids integer[]) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN array_to_json(ARRAY(
    SELECT CASE WHEN tu.anonymous_profile THEN json_build_object('id', tu.id, 'first_name', 'Anonymous', 'last_name', 'Member')
                ELSE json_build_object('id', tu.id, 'first_name', tu.first_name, 'last_name', tu.last_name) END
      FROM users tu WHERE tu.id = ANY (ids) AND tu.deleted_at IS NULL ORDER BY tu.id));
END
$$;

-- The card of post `p` with `tagged` (rwb_tagged_json) as its tagged members: a JSON object's text.
-- PL/pgSQL: its query is planned once per connection (an SQL function's body is planned per call).
CREATE FUNCTION rwb_post_card(p posts, tagged json) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT json_build_object(
    'id', p.id,
    'user', CASE WHEN u.anonymous_profile
      THEN json_build_object('id', p.author_id, 'first_name', 'Anonymous', 'last_name', 'Member', 'profile_photo_url', NULL, 'is_sponsor_admin', false,
                             'anonymous_profile', true, 'eagle_leader', false, 'eagle_leader_info', NULL)
      ELSE json_build_object('id', p.author_id, 'first_name', u.first_name, 'last_name', u.last_name, 'profile_photo_url', u.profile_photo_url,
        'is_sponsor_admin', EXISTS (SELECT 1 FROM group_memberships sm JOIN groups sg ON sg.id = sm.group_id
                                     WHERE sm.user_id = p.author_id AND sm.role = 2 AND sg.type = 'sponsor'),
        'anonymous_profile', false, 'eagle_leader', u.eagle_leader,
        'eagle_leader_info', (SELECT json_build_object(
          'role', el.role, 'start_date', el.start_date, 'end_date', el.end_date, 'active', el.active,
          'offboarding_notification', el.offboarding_notification, 'training_completion_date', el.training_completion_date)
          FROM eagle_leader_info el WHERE el.user_id = p.author_id)) END,
    'actor', 'user:' || p.author_id, 'verb', p.verb, 'foreign_id', 'post:' || p.id, 'object', 'post:' || p.id,
    'origin', p.feed_type || ':' || p.feed_id,
    'time', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'text', p.text, 'media', p.media, 'media_url', p.media ->> 0,
    'tagged', tagged,
    'event', CASE WHEN p.event_id IS NOT NULL THEN (SELECT json_build_object('id', e.id, 'name', e.name, 'category', e.category, 'is_virtual', e.is_virtual,
      'event_record_type', CASE WHEN e.challenge_id IS NULL THEN 'event' ELSE 'challenge' END, 'activity_sub_type', e.category)
      FROM events e WHERE e.id = p.event_id) END,
    'event_id', p.event_id,
    'group', CASE WHEN p.group_id IS NOT NULL THEN (SELECT json_build_object('id', g.id, 'name', g.name, 'type', g.type) FROM groups g WHERE g.id = p.group_id) END,
    'group_id', p.group_id,
    'challenge', CASE WHEN p.challenge_id IS NOT NULL THEN (SELECT json_build_object('id', ch.id, 'name', ch.name) FROM challenges ch WHERE ch.id = p.challenge_id) END,
    'challenge_id', p.challenge_id,
    'open_graph', p.open_graph, 'workout', p.workout,
    'edited', p.edited)::text
  FROM users u WHERE u.id = p.author_id);
END
$$;

ALTER TABLE posts ADD COLUMN card text;

CREATE FUNCTION rwb_post_card_build() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := rwb_post_card(NEW, CASE WHEN TG_OP = 'INSERT' THEN '[]'::json
                                      ELSE rwb_tagged_json(ARRAY(SELECT t.user_id FROM post_tags t WHERE t.post_id = NEW.id)) END);
  RETURN NEW;
END
$$;
-- A new post has no tags yet (post_tags rows come after it: their trigger rebuilds the card).
CREATE TRIGGER posts_card_insert BEFORE INSERT ON posts FOR EACH ROW EXECUTE FUNCTION rwb_post_card_build();
CREATE TRIGGER posts_card_update BEFORE UPDATE ON posts FOR EACH ROW
  WHEN (NEW.card IS NULL
        OR (OLD.author_id, OLD.verb, OLD.feed_type, OLD.feed_id, OLD.created_at, OLD.text, OLD.media, OLD.open_graph, OLD.workout,
            OLD.event_id, OLD.group_id, OLD.challenge_id, OLD.edited)
           IS DISTINCT FROM
           (NEW.author_id, NEW.verb, NEW.feed_type, NEW.feed_id, NEW.created_at, NEW.text, NEW.media, NEW.open_graph, NEW.workout,
            NEW.event_id, NEW.group_id, NEW.challenge_id, NEW.edited))
  EXECUTE FUNCTION rwb_post_card_build();

-- Posts whose tags changed.
CREATE FUNCTION rwb_post_tags_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE posts SET card = NULL WHERE id IN (SELECT post_id FROM changed_tags);
  ELSE
    UPDATE posts SET card = NULL WHERE id IN (SELECT post_id FROM removed_tags);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER post_tags_cards_insert AFTER INSERT ON post_tags REFERENCING NEW TABLE AS changed_tags
  FOR EACH STATEMENT EXECUTE FUNCTION rwb_post_tags_cards();
CREATE TRIGGER post_tags_cards_delete AFTER DELETE ON post_tags REFERENCING OLD TABLE AS removed_tags
  FOR EACH STATEMENT EXECUTE FUNCTION rwb_post_tags_cards();

-- A member's posts and the posts they are tagged in.
CREATE FUNCTION rwb_user_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET card = NULL
   WHERE id IN (SELECT p.id FROM posts p WHERE p.author_id = NEW.id UNION SELECT t.post_id FROM post_tags t WHERE t.user_id = NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER users_cards AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.profile_photo_url, OLD.anonymous_profile, OLD.eagle_leader, OLD.deleted_at)
        IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.profile_photo_url, NEW.anonymous_profile, NEW.eagle_leader, NEW.deleted_at))
  EXECUTE FUNCTION rwb_user_cards();

CREATE FUNCTION rwb_eagle_leader_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE posts SET card = NULL WHERE author_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE posts SET card = NULL WHERE author_id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER eagle_leader_info_cards AFTER INSERT OR UPDATE OR DELETE ON eagle_leader_info
  FOR EACH ROW EXECUTE FUNCTION rwb_eagle_leader_cards();

-- is_sponsor_admin: role 2 (admin) of a sponsor group, gained or lost.
CREATE FUNCTION rwb_sponsor_admin_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE posts SET card = NULL WHERE author_id IN
      (SELECT n.user_id FROM added_members n JOIN groups g ON g.id = n.group_id WHERE n.role = 2 AND g.type = 'sponsor');
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE posts SET card = NULL WHERE author_id IN
      (SELECT o.user_id FROM removed_members o JOIN groups g ON g.id = o.group_id WHERE o.role = 2 AND g.type = 'sponsor');
  ELSE
    UPDATE posts SET card = NULL WHERE author_id IN
      (SELECT n.user_id FROM added_members n JOIN removed_members o ON o.group_id = n.group_id AND o.user_id = n.user_id
         JOIN groups g ON g.id = n.group_id
        WHERE g.type = 'sponsor' AND (n.role = 2) IS DISTINCT FROM (o.role = 2));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER group_memberships_cards_insert AFTER INSERT ON group_memberships REFERENCING NEW TABLE AS added_members
  FOR EACH STATEMENT EXECUTE FUNCTION rwb_sponsor_admin_cards();
CREATE TRIGGER group_memberships_cards_delete AFTER DELETE ON group_memberships REFERENCING OLD TABLE AS removed_members
  FOR EACH STATEMENT EXECUTE FUNCTION rwb_sponsor_admin_cards();
CREATE TRIGGER group_memberships_cards_update AFTER UPDATE ON group_memberships
  REFERENCING OLD TABLE AS removed_members NEW TABLE AS added_members
  FOR EACH STATEMENT EXECUTE FUNCTION rwb_sponsor_admin_cards();

CREATE FUNCTION rwb_group_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET card = NULL WHERE group_id = NEW.id;
  IF (OLD.type = 'sponsor') IS DISTINCT FROM (NEW.type = 'sponsor') THEN
    UPDATE posts SET card = NULL WHERE author_id IN (SELECT m.user_id FROM group_memberships m WHERE m.group_id = NEW.id AND m.role = 2);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER groups_cards AFTER UPDATE ON groups FOR EACH ROW
  WHEN ((OLD.name, OLD.type) IS DISTINCT FROM (NEW.name, NEW.type)) EXECUTE FUNCTION rwb_group_cards();

CREATE FUNCTION rwb_event_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET card = NULL WHERE event_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER events_cards AFTER UPDATE ON events FOR EACH ROW
  WHEN ((OLD.name, OLD.category, OLD.is_virtual, OLD.challenge_id) IS DISTINCT FROM (NEW.name, NEW.category, NEW.is_virtual, NEW.challenge_id))
  EXECUTE FUNCTION rwb_event_cards();

CREATE FUNCTION rwb_challenge_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET card = NULL WHERE challenge_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER challenges_cards AFTER UPDATE ON challenges FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION rwb_challenge_cards();

-- Posts are found by what they link to, for the triggers above.
CREATE INDEX posts_event_link_idx ON posts (event_id) WHERE event_id IS NOT NULL;
CREATE INDEX posts_challenge_link_idx ON posts (challenge_id) WHERE challenge_id IS NOT NULL;
CREATE INDEX posts_group_link_idx ON posts (group_id) WHERE group_id IS NOT NULL;

-- Every post has its card.
UPDATE posts SET card = NULL;
ALTER TABLE posts ALTER COLUMN card SET NOT NULL;
