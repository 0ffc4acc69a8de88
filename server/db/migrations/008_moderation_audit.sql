-- Moderation audit trail and the Eagle Leader job (docs/api.md 'Groups' → 'Moderation audit trail',
-- 'Eagle Leader info' → 'The leader job'; server/groups/audit.ts, server/profile/leader-job.ts).

-- Every pin and unpin, post removal, ban, Eagle Leader onboarding, edit and offboarding, and what
-- the leader job does on its own (the 45-day warning, offboardings it applies). Written in the
-- action's transaction. `group_id` is the group whose admins read it (GET api/v1/group/{id}/audit);
-- NULL for a challenge without a group or a leader who belongs to no chapter. `actor_id` NULL with
-- `automatic` = the server's scheduled job.
CREATE TABLE moderation_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id integer REFERENCES groups (id) ON DELETE CASCADE,
  challenge_id integer REFERENCES challenges (id) ON DELETE SET NULL,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  automatic boolean NOT NULL DEFAULT false,
  action text NOT NULL CHECK (action IN ('pin', 'unpin', 'remove_post', 'ban', 'leader_onboard', 'leader_update', 'leader_offboard',
    'leader_offboarded', 'leader_warning')),
  target_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  post_id integer REFERENCES posts (id) ON DELETE SET NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
-- A group's trail, newest first.
CREATE INDEX moderation_audit_group_idx ON moderation_audit (group_id, created_at DESC, id DESC);

-- An offboarding a group admin asked for (PUT eagle_leader_info with an end date) is applied by the
-- leader job once `offboard_due_at` has passed (5 minutes later); by whom and from which group, for
-- the trail. A leader whose end date came from elsewhere (the CRM) without a due time is offboarded
-- once that date has come.
ALTER TABLE eagle_leader_info ADD COLUMN offboard_due_at timestamptz;
ALTER TABLE eagle_leader_info ADD COLUMN offboard_requested_by integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE eagle_leader_info ADD COLUMN offboard_group_id integer REFERENCES groups (id) ON DELETE SET NULL;
-- The last activity (check-in, start or training) of the inactivity episode whose 45-day warning
-- e-mail was sent: one e-mail per leader per episode; a later check-in starts a new episode.
ALTER TABLE eagle_leader_info ADD COLUMN warning_sent_for timestamptz;
