-- Groups (events spec §2-§9 Groups; docs/api.md 'Groups'). Groups, memberships with roles, Eagle
-- Leader info and attendance exist since 001/002; this adds what the member filters and bans need.
-- Chapter captains are derived, not stored: a member of a chapter-type group whose Eagle Leader
-- role is 'Chapter Captain' and whose info is active (server/groups/members.ts).

-- The membership status of the member filter (§9: new, act(ive), ina(ctive), leg(acy)). It is the
-- CRM's value (like salesforce_contact_id); accounts created here start as 'new'.
ALTER TABLE users ADD COLUMN member_status text NOT NULL DEFAULT 'new' CHECK (member_status IN ('new', 'act', 'ina', 'leg'));

-- A member removed by a group admin ('Remove & Report User', DELETE api/v1/group_admin/{g}/user/{u})
-- cannot join that group again.
CREATE TABLE group_bans (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  banned_by integer REFERENCES users (id) ON DELETE SET NULL,
  banned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_bans_user_idx ON group_bans (user_id);

-- A group's events counted on its card (not removed, not ended): the chapter index of 002 is by
-- start; this one answers the count from the index alone.
CREATE INDEX events_chapter_end_idx ON events (chapter_id, end_at) WHERE NOT is_removed;

-- The avatar strip of a group's card: its most recently joined members.
CREATE INDEX group_memberships_group_joined_idx ON group_memberships (group_id, joined_at DESC);
