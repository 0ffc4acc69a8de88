-- Challenge leaderboards (docs/api.md 'Challenges'): each participant's score, materialised.
-- Rows are recomputed from the source (check-ins, workouts on the challenge's events inside its
-- dates) by server/challenges/scores.ts after every write that can change them; only participants
-- with a score have a row. `sort_key` orders the leaderboard ascending for every unit (-score for
-- miles/steps/minutes/check-ins, score for least-minutes), so one index serves top 25, a member's
-- rank (count of rows ahead) and the centred window. Ties: the earlier `reached_at`, then the id.

CREATE TABLE challenge_scores (
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  score numeric NOT NULL,
  sort_key numeric NOT NULL,
  reached_at timestamptz NOT NULL,
  PRIMARY KEY (challenge_id, user_id)
);
CREATE INDEX challenge_scores_rank_idx ON challenge_scores (challenge_id, sort_key, reached_at, user_id);

-- A challenge's badge: one catalogue row per challenge (slug 'challenge-{id}'), made on first award.
ALTER TABLE badges ADD COLUMN challenge_id integer UNIQUE REFERENCES challenges (id) ON DELETE CASCADE;
