/** Query input where a bad value is a 400 `bad_request` (the client shows an empty list), not a 422. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors';
import { parseInput } from './validate';

export function badRequestQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
  try {
    return parseInput(schema, raw);
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) throw new HttpError(400, 'bad_request', error.message, { fields: error.fields });
    throw error;
  }
}
