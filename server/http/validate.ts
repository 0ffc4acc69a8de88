/**
 * Request input through zod: JSON bodies, form bodies and query strings. Invalid input becomes a 422
 * `{error: {code: 'validation', message, fields}}` whose `fields` maps a dotted path to one message;
 * unknown keys (strict schemas) are reported per key as 'Unknown field.'.
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

/** Parses `data` with `schema` or throws the 422. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data, { error: issueMessage });
  if (!result.success) throw validationError(fieldErrors(result.error));
  return result.data;
}

/** The JSON body (an empty body reads as `{}`); 400 `invalid_json` when it does not parse. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseInput(schema, await readJson(c));
}

/** Form fields of an `application/x-www-form-urlencoded` body (JSON is accepted too). */
export async function formBody(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const data = await readJson(c);
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new HttpError(400, 'invalid_request', 'The request body must be an object.');
    return Object.fromEntries(Object.entries(data).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  }
  return Object.fromEntries(new URLSearchParams(await c.req.text()));
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
