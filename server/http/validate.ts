/**
 * Request input through zod: JSON bodies, form bodies and query strings. Invalid input becomes a 422
 * `{error: {code: 'validation', message, fields}}` whose `fields` maps a dotted path to one message;
 * unknown keys (strict schemas) are reported per key as 'Unknown field.'.
 *
 * Every parsed input also passes one shared bound (`inputBounds`), so no route can hand the
 * database a value it would fail on: text without NUL bytes, whole numbers within int4 (every id and
 * count column is `integer`), dates within years 1-9999.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, validationError, type FieldErrors } from './errors';

/** Messages for zod's generic issues (schemas set their own for business rules). */
function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'This field is required.';
    if (issue.input === null) return 'This field cannot be empty.';
    return `Must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}.`;
  }
  if (issue.code === 'unrecognized_keys') return 'Unknown field.';
  if (issue.code === 'invalid_value') return 'This value is not one of the allowed choices.';
  return undefined;
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[base ? `${base}.${key}` : key] ??= 'Unknown field.';
      continue;
    }
    fields[base || '_'] ??= base ? issue.message : `The request body is not valid: ${issue.message}`;
  }
  return fields;
}

export const INT4_MAX = 2_147_483_647;
export const BOUND_MESSAGES = {
  nul: 'Text cannot contain NUL characters.',
  int: `Must be a whole number from -${INT4_MAX + 1} to ${INT4_MAX}.`,
  date: 'Enter a date between the years 1 and 9999.',
} as const;

/** An ISO-looking date whose year the database cannot store ('-100000-01-01', '+275760-09-13', '99999-01-01'). */
const EXPANDED_YEAR = /^([+-]\d{6}|\d{5,}|0000)-\d\d-\d\d(T|$)/;

function boundIssue(value: unknown): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return BOUND_MESSAGES.nul;
    if (EXPANDED_YEAR.test(value)) return BOUND_MESSAGES.date;
    return null;
  }
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) > INT4_MAX ? BOUND_MESSAGES.int : null;
  if (typeof value === 'bigint') return BOUND_MESSAGES.int;
  if (value instanceof Date) {
    const year = value.getUTCFullYear();
    return Number.isNaN(year) || year < 1 || year > 9999 ? BOUND_MESSAGES.date : null;
  }
  return null;
}

/** Collects every out-of-bounds value (and NUL in object keys) under its dotted path. */
export function inputBounds(value: unknown, path = '', fields: FieldErrors = {}, depth = 0): FieldErrors {
  const issue = boundIssue(value);
  if (issue) fields[path || '_'] ??= issue;
  else if (depth < 20 && value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) fields[at.split('\u0000').join('\\0')] ??= BOUND_MESSAGES.nul;
      else inputBounds(child, at, fields, depth + 1);
    }
  }
  return fields;
}

/** Parses `data` with `schema` or throws the 422; the parsed value must also be within the bounds. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const raw = inputBounds(data);
  const result = schema.safeParse(data, { error: issueMessage });
  if (!result.success) throw validationError({ ...raw, ...fieldErrors(result.error) });
  const bounded = { ...raw, ...inputBounds(result.data) };
  if (Object.keys(bounded).length) throw validationError(bounded);
  return result.data;
}

/** The JSON body (an empty body reads as `{}`); 400 `invalid_json` when it does not parse, 422 out of bounds. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  // Bounded here too, so a route that reads the body without a schema is covered.
  const bounds = inputBounds(data);
  if (Object.keys(bounds).length) throw validationError(bounds);
  return data;
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseInput(schema, await readJson(c));
}

/** Form fields of an `application/x-www-form-urlencoded` body (JSON is accepted too); 400 on a NUL byte. */
export async function formBody(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  let fields: Record<string, string>;
  if (type.includes('application/json')) {
    const data = await readJson(c);
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new HttpError(400, 'invalid_request', 'The request body must be an object.');
    fields = Object.fromEntries(Object.entries(data).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  } else {
    fields = Object.fromEntries(new URLSearchParams(await c.req.text()));
  }
  if (Object.entries(fields).some(([k, v]) => k.includes('\u0000') || v.includes('\u0000'))) {
    throw new HttpError(400, 'invalid_request', BOUND_MESSAGES.nul);
  }
  return fields;
}

export function queryInput<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseInput(schema, c.req.query());
}

/** A positive integer path parameter, else 404 (an id that cannot exist). */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, 'not_found', 'Not found.');
  return id;
}
