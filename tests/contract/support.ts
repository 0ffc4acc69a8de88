// Contract tests: the features' api.ts functions through the one HTTP client (src/lib/http.ts) against
// the real Hono app in-process (`app.request`), over a fresh in-memory PGlite per file.
import { afterAll, beforeAll } from 'vitest';
import { dropClientToken, setHttpFetch } from '@/lib/http';
import { clearLocalData, loginWithPassword } from '@/store/auth';
import { $config, configure, defaultConfig } from '@/store/config';
import { loadMemberSets } from '@/store/member-sets';
import { createTestServer, type Member, type TestServer } from '../server/support/harness';

export type { Member, TestServer };

/** The API origin the client is configured with; requests never leave the process. */
export const API_BASE = 'http://localhost';

/** A member somewhere on the internet (the socket address rate limits see). */
const CLIENT_ADDRESS = { incoming: { socket: { remoteAddress: '203.0.113.20' } } } as never;

/**
 * What a browser page on the API's origin adds to the client's requests: `Origin` (the token endpoint's
 * cookie mode checks it) and, for `credentials: 'include'`, a cookie jar (the HttpOnly refresh cookie
 * set and sent back, cleared by `Max-Age=0`).
 */
function browserLike(send: typeof fetch): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    if (init.credentials !== 'include') return send(input, init);
    const headers = new Headers(init.headers);
    headers.set('origin', API_BASE);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await send(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value = ''] = pair.split('=');
      if (!value || /max-age=0(;|$)/i.test(line)) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return res;
  };
}

/**
 * Starts a fresh app + database for the file and points the client at it. Returns a getter: the server
 * exists once `beforeAll` ran.
 */
export function useContractServer(appOptions: Parameters<typeof createTestServer>[1] = {}): () => TestServer {
  let server: TestServer | null = null;
  beforeAll(async () => {
    server = await createTestServer({}, appOptions);
    const app = server.app;
    setHttpFetch(browserLike(async (input, init) => app.request(input instanceof Request ? input : String(input), init, CLIENT_ADDRESS)));
    $config.set(defaultConfig(API_BASE));
    configure({ environment: 'test' });
    clearLocalData();
    dropClientToken();
  });
  afterAll(async () => {
    clearLocalData();
    dropClientToken();
    setHttpFetch(null);
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the contract server is not started (call useContractServer() at the top of the file)');
    return server;
  };
}

/** Logs `member` in through the store, as <member-login> does; waits for the member's sets too. */
export async function logIn(member: Pick<Member, 'email' | 'password'>) {
  const profile = await loginWithPassword(member.email, member.password);
  await loadMemberSets();
  return profile;
}

/** The rejection of `promise` (fails the test when it resolves). */
export async function failure(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string; fields: Record<string, string> }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; code: string; message: string; fields: Record<string, string> };
  }
  throw new Error('expected the call to fail');
}
