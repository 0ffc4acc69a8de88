import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_BASIC, DEMO_PASSWORD, createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

describe('POST /oauth/token', () => {
  it('password grant returns a bearer pair and the user id', async () => {
    const r = await s.token({ grant_type: 'password', username: 'member@demo.test', password: DEMO_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 600,
      refresh_token: expect.any(String),
      user_id: await s.userId('member@demo.test'),
    });
    expect(r.body.access_token).not.toBe(r.body.refresh_token);
  });

  it('accepts the e-mail in any case', async () => {
    const r = await s.token({ grant_type: 'password', username: ' Member@Demo.TEST ', password: DEMO_PASSWORD });
    expect(r.status).toBe(200);
  });

  it('stores only SHA-256 hashes of tokens', async () => {
    const { token, refreshToken } = await s.login('leader@demo.test');
    const { rows } = await s.db.query('SELECT 1 FROM oauth_tokens WHERE access_hash = $1 OR refresh_hash = $2 OR access_hash = $2', [token, refreshToken]);
    expect(rows).toHaveLength(0);
  });

  it('wrong password and unknown e-mail are 400 invalid_grant with the same message', async () => {
    const wrong = await s.token({ grant_type: 'password', username: 'admin@demo.test', password: 'not-the-password' });
    const unknown = await s.token({ grant_type: 'password', username: 'nobody@demo.test', password: 'whatever-123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'invalid_grant', message: 'Invalid username or password.' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual(wrong.body.error);
  });

  it('missing username or password is 400 invalid_request', async () => {
    const r = await s.token({ grant_type: 'password', username: 'admin@demo.test' });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid_request');
  });

  it('a bad client is 401 invalid_client', async () => {
    const wrongSecret = await s.call('/oauth/token', {
      form: { grant_type: 'client_credentials' },
      headers: { authorization: 'Basic ' + Buffer.from('rwb-web:nope').toString('base64') },
    });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error.code).toBe('invalid_client');
    expect(wrongSecret.headers.get('www-authenticate')).toMatch(/^Basic/);

    const unknown = await s.call('/oauth/token', {
      form: { grant_type: 'client_credentials' },
      headers: { authorization: 'Basic ' + Buffer.from('other:rwb-web-public').toString('base64') },
    });
    expect(unknown.status).toBe(401);

    const none = await s.call('/oauth/token', { form: { grant_type: 'client_credentials' } });
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('invalid_client');
  });

  it('accepts the client in the form body too (RFC 6749 §2.3.1)', async () => {
    const r = await s.call('/oauth/token', { form: { grant_type: 'client_credentials', client_id: 'rwb-web', client_secret: 'rwb-web-public' } });
    expect(r.status).toBe(200);
  });

  it('an unknown grant type is 400 unsupported_grant_type', async () => {
    const r = await s.token({ grant_type: 'authorization_code', code: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('unsupported_grant_type');
  });

  it('client_credentials returns an access token without user or refresh token', async () => {
    const r = await s.token({ grant_type: 'client_credentials' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 600 });
    // …which is not a member: /oauth/me refuses it.
    const me = await s.call('/oauth/me', { token: r.body.access_token });
    expect(me.status).toBe(403);
  });

  it('refresh_token grant returns a new access token and a rotated refresh token; two tabs at once get the same one', async () => {
    const first = await s.login('anon@demo.test');
    const [a, b] = await Promise.all([
      s.token({ grant_type: 'refresh_token', refresh_token: first.refreshToken }),
      s.token({ grant_type: 'refresh_token', refresh_token: first.refreshToken }),
    ]);
    for (const r of [a, b]) {
      expect(r.status).toBe(200);
      expect(r.body.refresh_token).not.toBe(first.refreshToken);
      expect(r.body.refresh_token).toBe(a.body.refresh_token);
      expect(r.body.user_id).toBe(first.userId);
      expect(r.body.expires_in).toBe(600);
    }
    expect(a.body.access_token).not.toBe(b.body.access_token);
    for (const t of [first.token, a.body.access_token, b.body.access_token]) {
      expect((await s.call('/oauth/me', { token: t })).body).toEqual({ id: first.userId });
    }
  });

  it('an unknown refresh token is 400 invalid_grant; a refresh token of another client too', async () => {
    const r = await s.token({ grant_type: 'refresh_token', refresh_token: 'not-a-token' });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid_grant');
    const missing = await s.token({ grant_type: 'refresh_token' });
    expect(missing.status).toBe(400);
  });
});

describe('GET /oauth/me', () => {
  it('returns the id of the token owner', async () => {
    const { token, userId } = await s.login('member@demo.test');
    const r = await s.call('/oauth/me', { token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: userId });
  });

  it('without a token is 401; with a bad token 401 invalid_token', async () => {
    const none = await s.call('/oauth/me');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const bad = await s.call('/oauth/me', { token: 'garbage' });
    expect(bad.status).toBe(401);
    expect(bad.body.error.code).toBe('invalid_token');
  });

  it('an expired access token is 401', async () => {
    const { token } = await s.login('member@demo.test');
    await s.db.query("UPDATE oauth_tokens SET access_expires_at = now() - interval '1 second' WHERE access_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')", [token]);
    expect((await s.call('/oauth/me', { token })).status).toBe(401);
  });
});

describe('POST /oauth/revoke', () => {
  it('revokes the access token and its refresh token (logout)', async () => {
    const session = await s.login('member@demo.test');
    const refreshed = await s.token({ grant_type: 'refresh_token', refresh_token: session.refreshToken });
    const other = await s.login('member@demo.test'); // another device

    const r = await s.call('/oauth/revoke', { method: 'POST', token: session.token });
    expect(r.status).toBe(204);
    expect((await s.call('/oauth/me', { token: session.token })).status).toBe(401);
    expect((await s.call('/oauth/me', { token: refreshed.body.access_token })).status).toBe(401);
    const again = await s.token({ grant_type: 'refresh_token', refresh_token: session.refreshToken });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_grant');
    // The other device's session is untouched.
    expect((await s.call('/oauth/me', { token: other.token })).status).toBe(200);
  });

  it('revokes a client-credentials token', async () => {
    const token = await s.clientToken();
    expect((await s.call('/oauth/revoke', { method: 'POST', token })).status).toBe(204);
    expect((await s.call('/api/v1/password_reset', { token, json: { email: 'x@example.com' } })).status).toBe(401);
  });

  it('without a token is 401', async () => {
    expect((await s.call('/oauth/revoke', { method: 'POST' })).status).toBe(401);
  });
});

describe('errors', () => {
  it('an unknown route is a JSON 404', async () => {
    const r = await s.call('/api/v1/nothing-here', { headers: { authorization: CLIENT_BASIC } });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });
});
