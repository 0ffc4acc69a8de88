-- The event list's distance search (server/events/list.ts): a latitude and longitude box is an index
-- range on this index, and its included columns answer the list's other usual filters (removed, the
-- date window) and give the sort keys without reading the table (an index-only scan). It replaces
-- the plain (latitude, longitude) index of 002, which it covers.
CREATE INDEX events_local_idx ON events (latitude, longitude) INCLUDE (end_at, start_at, id, is_removed, is_virtual) WHERE NOT is_virtual;
DROP INDEX events_lat_long_idx;

-- Every change an event-list card can show NOTIFYs rwb_event_list, in the writing transaction (so from
-- every code path and process; delivered on commit, folded to one per transaction): each API process
-- then drops its cache of public list pages (server/events/list-cache.ts).
CREATE FUNCTION rwb_event_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rwb_event_list', '');
  RETURN NULL;
END
$$;
CREATE TRIGGER events_list_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION rwb_event_list_changed();
CREATE TRIGGER event_attendees_list_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_attendees
  FOR EACH STATEMENT EXECUTE FUNCTION rwb_event_list_changed();
CREATE TRIGGER groups_list_changed AFTER UPDATE OF name, type OR DELETE OR TRUNCATE ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION rwb_event_list_changed();
CREATE TRIGGER users_list_changed AFTER UPDATE OF first_name, last_name, anonymous_profile ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.anonymous_profile IS DISTINCT FROM NEW.anonymous_profile)
  EXECUTE FUNCTION rwb_event_list_changed();
