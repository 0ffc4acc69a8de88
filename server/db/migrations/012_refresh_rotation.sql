-- Refresh tokens rotate on every use (server/auth/refresh.ts): one row per refresh token ever issued,
-- only its SHA-256 stored. `family` names the login the token belongs to: the hash of the family's
-- first refresh token, which is also oauth_tokens.refresh_hash of every access token the family
-- issued, so revoking a family stays one UPDATE on each table (and one NOTIFY for the token caches).
-- Rotating a token sets `rotated_at` and keeps its successor sealed with a key derived from the
-- rotated token itself (only a holder of that token can open it): a second tab refreshing with the
-- same token within the grace window gets the same successor. Any later use of a rotated token is
-- reuse: the whole family is revoked.
CREATE TABLE oauth_refresh_tokens (
  hash text PRIMARY KEY,
  family text NOT NULL,
  client_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The family's end (the login + REFRESH_TOKEN_TTL): rotating does not extend it.
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  -- base64url(iv | tag | AES-256-GCM ciphertext) of the successor token; set with rotated_at.
  successor text,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_refresh_tokens_family_idx ON oauth_refresh_tokens (family);
CREATE INDEX oauth_refresh_tokens_user_idx ON oauth_refresh_tokens (user_id);

-- Logins from before rotation keep working: their one refresh token becomes their family's first.
INSERT INTO oauth_refresh_tokens (hash, family, client_id, user_id, expires_at, revoked_at)
SELECT refresh_hash, refresh_hash, min(client_id), min(user_id), max(refresh_expires_at),
       CASE WHEN bool_and(revoked_at IS NOT NULL) THEN max(revoked_at) END
  FROM oauth_tokens
 WHERE refresh_hash IS NOT NULL AND user_id IS NOT NULL AND refresh_expires_at > now()
 GROUP BY refresh_hash;
