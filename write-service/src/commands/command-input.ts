import type { Request } from 'express';
import type { z } from 'zod';
import { validateCommand } from '@kamra/contracts/commands';
import { messages } from '@kamra/contracts/messages';
import { BadRequestError, ValidationError } from '@kamra/platform';

/** A command's input parsed by its contracts schema, or a 422 naming each field's message. */
export function commandInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validateCommand(schema, input);
  if (!result.ok) throw new ValidationError(result.message, result.fields);
  return result.value;
}

/**
 * A JSON command's body as the frame's JSON parser read it, `{}` when none was sent. A body of
 * another type (text/plain, a form) is a 400 saying to send JSON: read as empty, it was answered
 * with "required" for what the person did write.
 */
export function jsonBodyOf(req: Request): unknown {
  if (req.body !== undefined) return req.body;
  const sent = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (sent) throw new BadRequestError(messages.requestNotJson);
  return {};
}
