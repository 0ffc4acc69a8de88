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
 * Starts a fresh app + database for the file and points the client at it. Returns a getter: the server
 * exists once `beforeAll` ran.
 */
export function useContractServer(appOptions: Parameters<typeof createTestServer>[1] = {}): () => TestServer {
  let server: TestServer | null = null;
  beforeAll(async () => {
    server = await createTestServer({}, appOptions);
    const app = server.app;
    setHttpFetch(async (input, init) => app.request(input instanceof Request ? input : String(input), init, CLIENT_ADDRESS));
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
