import { describe, expect, it } from 'vitest';
import { validateListingSubmission } from './listing-submission';
import { messages } from '../messages';
import { TODAY, validAccessoryInput, validRoomInput, validRoommateInput } from '../testing/valid-inputs';

describe('validateListingSubmission', () => {
  it('tags the parsed fields with their kind', () => {
    const room = validateListingSubmission('room', validRoomInput, TODAY);
    expect(room.ok && room.value.kind).toBe('room');
    const roommate = validateListingSubmission('roommate', validRoommateInput, TODAY);
    expect(roommate.ok && roommate.value.kind === 'roommate' && roommate.value.fields.age).toBe(30);
    const accessory = validateListingSubmission('accessory', validAccessoryInput, TODAY);
    expect(accessory.ok && accessory.value.kind === 'accessory' && accessory.value.fields.price).toBe(4500);
  });

  it('returns field errors for the kind asked, not another', () => {
    const result = validateListingSubmission('accessory', validRoomInput, TODAY);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields.name).toBe(messages.productNameRequired);
  });

  it('passes today to the roommate rule', () => {
    const result = validateListingSubmission('roommate', validRoommateInput, '2025-12-31');
    expect(result).toMatchObject({ ok: false, fields: { availableFrom: messages.availableFromPast } });
  });
});
