-- A deleted account's posts are deleted with it (issue #14, feed speed): a feed page then decides
-- what it may show from the posts row alone (posts.deleted_at, the viewer's blocks), without a
-- probe of the author's users row for every candidate post (server/feed/timeline.ts `visibleTo`).
-- A trigger, so every writer of users.deleted_at is covered (account deletion, server/users/account.ts).
CREATE FUNCTION rwb_delete_posts_of_deleted_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET deleted_at = NEW.deleted_at, updated_at = NEW.deleted_at
   WHERE author_id = NEW.id AND deleted_at IS NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_deleted_posts AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN (NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL)
  EXECUTE FUNCTION rwb_delete_posts_of_deleted_member();

-- Members deleted before this migration.
UPDATE posts p SET deleted_at = u.deleted_at, updated_at = u.deleted_at
  FROM users u
 WHERE u.id = p.author_id AND u.deleted_at IS NOT NULL AND p.deleted_at IS NULL;
