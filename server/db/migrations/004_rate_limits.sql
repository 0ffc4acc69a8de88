-- Rate-limit reservations shared by every API process on one PostgreSQL (server/http/rate-limit.ts
-- DbLimiter). One row per reserved attempt; rows older than the longest window are swept.
CREATE TABLE rate_limit_events (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_limit_events_key_at ON rate_limit_events (key, at);
CREATE INDEX rate_limit_events_at ON rate_limit_events (at);
