/** Turning schema issues into the `fields` of an ApiError: one message per form field. */
import type { z } from 'zod';
import { messages } from '../messages';

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

/**
 * The message of an issue its schema gave none, for input from outside (a command, a query
 * string): something a person, or the developer of a client that sent the wrong shape, can
 * act on, rather than the validator's own words ('Invalid input: expected object, received
 * array'). Given at the boundary only, so parsing what Kamra itself wrote (events) keeps the
 * validator's words for whoever reads the log.
 */
export const inputIssueMessage = (issue: z.core.$ZodRawIssue): string => {
  if (issue.code === 'invalid_type' && issue.expected === 'int') return messages.notAWholeNumber;
  if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'nan')) return messages.notANumber;
  if (issue.code === 'invalid_value') return messages.invalidOption;
  return messages.badRequest;
};

/** Parses `input` from outside by `schema`, each issue with its schema's message or inputIssueMessage. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(input, { error: inputIssueMessage });
}

/** Parses a command; on failure gives the field errors and the first message (for an alert). */
export function validateCommand<S extends z.ZodType>(schema: S, input: unknown): CommandValidation<z.output<S>> {
  const result = parseInput(schema, input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, fields: fieldErrors(result.error), message: result.error.issues[0]?.message ?? '' };
}
