import type { z } from 'zod';
import { validateCommand } from '@kamra/contracts/commands';
import { ValidationError } from '@kamra/platform';

/** A command's input parsed by its contracts schema, or a 422 naming each field's message. */
export function commandInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validateCommand(schema, input);
  if (!result.ok) throw new ValidationError(result.message, result.fields);
  return result.value;
}
