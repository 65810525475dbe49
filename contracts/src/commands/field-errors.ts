/** Turning schema issues into the `fields` of an ApiError: one message per form field. */
import type { z } from 'zod';

export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Key for an issue that belongs to no single field. */
export const FORM_ERROR_KEY = '_form';

/**
 * `{ [field]: message }` with the first message per field. The field is the first path
 * segment, the multipart field name, so an issue inside `features` lands on `features`.
 */
export function fieldErrors(error: { readonly issues: readonly IssueLike[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const first = issue.path[0];
    const key = first === undefined ? FORM_ERROR_KEY : String(first);
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export type CommandValidation<T> =
  | { ok: true; value: T }
  | { ok: false; fields: Record<string, string>; message: string };

/** Parses a command; on failure gives the field errors and the first message (for an alert). */
export function validateCommand<S extends z.ZodType>(schema: S, input: unknown): CommandValidation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, fields: fieldErrors(result.error), message: result.error.issues[0]?.message ?? '' };
}
