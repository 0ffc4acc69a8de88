/**
 * `GET api/v1/address/suggestions` and `POST api/v1/address/verify`: address autocomplete and
 * verification for the registration and profile forms. The client talks only to these; the
 * adapter behind them (offline zip/city gazetteer, or a street-level vendor) is injected.
 * Any valid token may call them (a member's, or a client-credentials one).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireToken } from '../auth/middleware';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { jsonBody, queryInput } from '../http/validate';
import { ADDRESS_SUGGESTION_LIMIT, type AddressAdapter } from '../services/address/index';

/** Spec §5/§9: autocomplete starts after more than 3 characters. */
const MIN_QUERY_LENGTH = 4;

const lookupFailed = () => new HttpError(502, 'address_lookup_failed', 'Could not get the address.');

const suggestionsQuery = z.object({
  q: z
    .string()
    .trim()
    .min(MIN_QUERY_LENGTH, 'Please type more than 3 characters.')
    .max(200, 'The search is too long.'),
  type: z.enum(['domestic', 'international']).default('domestic'),
  country: z.string().trim().max(100).optional(),
});

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const required = (max: number) => text(max).min(1, 'THIS FIELD IS REQUIRED');

const verifyBody = z
  .object({
    street: required(200),
    street_2: text(200).nullish(),
    city: required(100),
    state: required(100),
    zipcode: text(20).default(''),
    country: text(100).default('United States'),
    address_type: z.enum(['domestic', 'international']).default('domestic'),
  })
  .superRefine((a, ctx) => {
    if (a.address_type === 'domestic' && !a.zipcode) ctx.addIssue({ code: 'custom', path: ['zipcode'], message: 'THIS FIELD IS REQUIRED' });
    if (a.address_type === 'international' && (!a.country || a.country === 'United States')) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'THIS FIELD IS REQUIRED' });
    }
  });

export function addressRoutes({ address }: { address: AddressAdapter }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/suggestions', async (c) => {
    requireToken(c);
    const { q, type, country } = queryInput(c, suggestionsQuery);
    let results;
    try {
      results = await address.suggest(q, { international: type === 'international', country, limit: ADDRESS_SUGGESTION_LIMIT });
    } catch (error) {
      console.error(`[address] ${address.name} suggest failed:`, error instanceof Error ? error.message : error);
      throw lookupFailed();
    }
    return c.json({ results: results.slice(0, ADDRESS_SUGGESTION_LIMIT) });
  });

  app.post('/verify', async (c) => {
    requireToken(c);
    const input = await jsonBody(c, verifyBody);
    let result;
    try {
      result = await address.verify({ ...input, street_2: input.street_2 ?? null });
    } catch (error) {
      console.error(`[address] ${address.name} verify failed:`, error instanceof Error ? error.message : error);
      throw lookupFailed();
    }
    const { verified, code, message, normalized } = result;
    return c.json({ verified, ...(code ? { code } : {}), ...(message ? { message } : {}), ...(normalized ? { normalized } : {}) });
  });

  return app;
}
