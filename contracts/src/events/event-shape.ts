/** The parts every event schema is built from. */
import { z } from 'zod';

/** `{ type, data }`, the shape of every Kamra event; metadata travels beside it in the store. */
export function eventSchema<const T extends string, S extends z.ZodType>(type: T, data: S) {
  return z.object({ type: z.literal(type), data });
}

export const entityId = z.string().min(1);

/** An instant as ISO 8601 text, e.g. '2025-03-01T09:30:00.000Z'. */
export const isoInstant = z.iso.datetime({ offset: true });
