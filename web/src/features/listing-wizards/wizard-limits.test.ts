import { validateListingSubmission } from '@kamra/contracts/commands';
import type { ListingKind } from '@kamra/contracts/options';
import { describe, expect, it } from 'vitest';
import { accessoryWizard } from './accessory-wizard-machine';
import { roommateWizard } from './roommate-wizard-machine';
import { roomWizard } from './room-wizard-machine';
import type { ListingWizardDefinition } from './wizard-definition';
import { TODAY } from './wizard-fixtures';
import { numberLimits, type NumberLimit } from './wizard-limits';

const wizards: Record<ListingKind, ListingWizardDefinition> = { room: roomWizard, roommate: roommateWizard, accessory: accessoryWizard };

/** The server's message for `field` when the wizard sends `value` for it and nothing else changes. */
function messageFor(kind: ListingKind, field: string, value: number): string | undefined {
  const wizard = wizards[kind];
  const submission = { ...wizard.submission(wizard.initialValues), [field]: String(value) };
  const result = validateListingSubmission(kind, submission, TODAY);
  return result.ok ? undefined : result.fields[field];
}

const entries = (Object.keys(numberLimits) as ListingKind[]).flatMap((kind) =>
  Object.entries(numberLimits[kind]).map(([field, limit]: [string, NumberLimit]) => ({ kind, field, limit })),
);

describe('the wizards’ number limits', () => {
  it.each(entries)('$kind $field: the server accepts min and max and refuses one beyond either', ({ kind, field, limit }) => {
    expect(messageFor(kind, field, limit.min)).toBeUndefined();
    expect(messageFor(kind, field, limit.max)).toBeUndefined();
    expect(messageFor(kind, field, limit.min - 1)).toEqual(expect.any(String));
    expect(messageFor(kind, field, limit.max + 1)).toEqual(expect.any(String));
  });
});
