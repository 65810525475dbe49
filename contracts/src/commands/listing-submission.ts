/** One entry point for the server: validate a submission of any kind. */
import { accessorySubmitSchema } from './accessory-commands';
import { validateCommand, type CommandValidation } from './field-errors';
import type { ListingFields } from './listing-fields';
import type { ListingKind } from '../options';
import { roomSubmitSchema } from './room-commands';
import { roommateSubmitSchema } from './roommate-commands';

/** `today` is 'YYYY-MM-DD' in Pakistan time (see `pakistanDate`). */
export function validateListingSubmission(
  kind: ListingKind,
  input: unknown,
  today: string,
): CommandValidation<ListingFields> {
  switch (kind) {
    case 'room': {
      const result = validateCommand(roomSubmitSchema, input);
      return result.ok ? { ok: true, value: { kind, fields: result.value } } : result;
    }
    case 'roommate': {
      const result = validateCommand(roommateSubmitSchema(today), input);
      return result.ok ? { ok: true, value: { kind, fields: result.value } } : result;
    }
    case 'accessory': {
      const result = validateCommand(accessorySubmitSchema, input);
      return result.ok ? { ok: true, value: { kind, fields: result.value } } : result;
    }
  }
}
