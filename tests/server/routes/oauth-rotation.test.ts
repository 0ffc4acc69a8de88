// Refresh-token rotation (server/auth/refresh.ts): every refresh hands out a new refresh token; the
// grace window lets tabs refreshing at once share the successor; replaying a rotated token after it
// revokes the whole family (refresh and access tokens); password change and deletion revoke families.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../../server/auth/refresh';
import { hashToken } from '../../../server/auth/tokens';
import { MIGRATIONS_DIR } from '../../../server/db/migrate';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const refresh = (token: string) => s.token({ grant_type: 'refresh_token', refresh_token: token });
const me = async (token: string) => (await s.call('/oauth/me', { token })).status;

/** Moves a rotated token's rotation `ms` into the past (the grace window is real time). */
async function rotatedAgo(token: string, ms: number) {
  await s.db.query(`UPDATE oauth_refresh_tokens SET rotated_at = rotated_at - make_interval(secs => $2) WHERE hash = $1`, [hashToken(token), ms / 1000]);
}

describe('refresh token rotation', () => {
  it('each refresh rotates: a new refresh token and access token of the same family', async () => {
    const first = await s.login('member@demo.test');
    const r1 = await refresh(first.refreshToken);
    expect(r1.status).toBe(200);
    expect(r1.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 600, refresh_token: expect.any(String), user_id: first.userId });
    expect(r1.body.refresh_token).not.toBe(first.refreshToken);
    const r2 = await refresh(r1.body.refresh_token);
    expect(r2.status).toBe(200);
    expect(new Set([first.refreshToken, r1.body.refresh_token, r2.body.refresh_token]).size).toBe(3);
    for (const t of [first.token, r1.body.access_token, r2.body.access_token]) expect(await me(t)).toBe(200);
    // Only hashes are stored; the sealed successor is not the token either.
    const { rows } = await s.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM oauth_refresh_tokens WHERE hash = ANY($1) OR family = ANY($1) OR successor = ANY($1)',
      [[first.refreshToken, r1.body.refresh_token, r2.body.refresh_token]],
    );
    expect(rows[0].n).toBe(0);
  });

  it('parallel refreshes with the same token all succeed and get the same successor', async () => {
    const first = await s.login('leader@demo.test');
    const results = await Promise.all(Array.from({ length: 4 }, () => refresh(first.refreshToken)));
    for (const r of results) expect(r.status).toBe(200);
    expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(1);
    expect(new Set(results.map((r) => r.body.access_token)).size).toBe(4);
    for (const r of results) expect(await me(r.body.access_token)).toBe(200);
    // One successor row, not four.
    const { rows } = await s.db.query<{ n: number }>('SELECT count(*) AS n FROM oauth_refresh_tokens WHERE family = $1', [hashToken(first.refreshToken)]);
    expect(rows[0].n).toBe(2);
    // The successor goes on rotating.
    expect((await refresh(results[0].body.refresh_token)).status).toBe(200);
  });

  it('within the grace window a later refresh with the rotated token still gets the same successor', async () => {
    const first = await s.login('anon@demo.test');
    const a = await refresh(first.refreshToken);
    await rotatedAgo(first.refreshToken, REFRESH_GRACE_MS - 5_000);
    const b = await refresh(first.refreshToken);
    expect(b.status).toBe(200);
    expect(b.body.refresh_token).toBe(a.body.refresh_token);
    expect(b.body.access_token).not.toBe(a.body.access_token);
  });

  it('replaying a rotated token after the grace window revokes the whole family', async () => {
    const first = await s.login('member@demo.test');
    const other = await s.login('member@demo.test'); // another device
    const r1 = await refresh(first.refreshToken);
    const r2 = await refresh(r1.body.refresh_token);
    // Served from the token cache from now on: the revocation must reach it.
    for (const t of [first.token, r1.body.access_token, r2.body.access_token]) expect(await me(t)).toBe(200);
    await rotatedAgo(first.refreshToken, REFRESH_GRACE_MS + 1_000);

    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toEqual({ code: 'invalid_grant', message: 'The refresh token is not valid. Please log in again.' });
    // Every refresh token of the family, the newest included, and every access token it issued.
    for (const t of [r1.body.refresh_token, r2.body.refresh_token]) expect((await refresh(t)).status).toBe(400);
    for (const t of [first.token, r1.body.access_token, r2.body.access_token]) expect(await me(t)).toBe(401);
    // The member's other login is untouched.
    expect(await me(other.token)).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('an expired refresh token is refused without revoking the family', async () => {
    const first = await s.login('leader@demo.test');
    await s.db.query("UPDATE oauth_refresh_tokens SET expires_at = now() - interval '1 second' WHERE hash = $1", [hashToken(first.refreshToken)]);
    expect((await refresh(first.refreshToken)).status).toBe(400);
    expect(await me(first.token)).toBe(200);
  });
});

describe('family revocation by the account', () => {
  it('a password change revokes every family, rotated tokens and all, the caller’s too', async () => {
    const m = await s.createMember();
    const other = await s.login(m.email, m.password);
    const otherNext = await refresh(other.refreshToken);
    const changed = await s.call(`/api/v1/user/${m.id}`, { token: m.token, json: { password: 'Brand-new-pass1', current_password: m.password } });
    expect(changed.status).toBe(200);
    expect((await refresh(otherNext.body.refresh_token)).status).toBe(400);
    expect(await me(otherNext.body.access_token)).toBe(401);
    expect((await refresh(m.refreshToken)).status).toBe(400);
    expect(await me(m.token)).toBe(401);
  });

  it('account deletion revokes every family', async () => {
    const m = await s.createMember();
    const next = await refresh(m.refreshToken);
    const second = await s.login(m.email, m.password);
    expect((await s.call(`/api/v1/user/${m.id}`, { method: 'DELETE', token: next.body.access_token, json: { password: m.password } })).status).toBe(204);
    const { rows } = await s.db.query<{ n: number }>('SELECT count(*) AS n FROM oauth_refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [m.id]);
    expect(rows[0].n).toBe(0);
    for (const t of [next.body.refresh_token, second.refreshToken]) expect((await refresh(t)).status).toBe(400);
  });
});

describe('migration 012', () => {
  it('a refresh token issued before rotation becomes its family’s first and keeps working', async () => {
    const userId = await s.userId('member@demo.test');
    const legacy = 'legacy-refresh-token-from-before-rotation';
    const family = hashToken(legacy);
    await s.db.query(
      `INSERT INTO oauth_tokens (access_hash, refresh_hash, client_id, user_id, access_expires_at, refresh_expires_at)
       VALUES ($1, $2, 'rwb-web', $3, now() + interval '1 hour', now() + interval '10 days')`,
      [hashToken('legacy-access'), family, userId],
    );
    const sql = readFileSync(`${MIGRATIONS_DIR}/012_refresh_rotation.sql`, 'utf8');
    const backfill = sql.slice(sql.indexOf('INSERT INTO oauth_refresh_tokens')).replace('GROUP BY', 'AND refresh_hash = $1 GROUP BY');
    await s.db.query(backfill, [family]);
    const r = await refresh(legacy);
    expect(r.status).toBe(200);
    expect(r.body.user_id).toBe(userId);
    expect(await me('legacy-access')).toBe(200);
    // Logging out with the new access token revokes the legacy access token too: one family.
    expect((await s.call('/oauth/revoke', { method: 'POST', token: r.body.access_token })).status).toBe(204);
    expect(await me('legacy-access')).toBe(401);
  });
});
