import { describe, expect, expectTypeOf, it } from 'vitest';
import { fieldErrors } from './field-errors';
import type { RoomFields } from './listing-fields';
import { roomFieldsSchema } from './listing-fields';
import { messages } from '../messages';
import { roomSubmitSchema, type RoomSubmission } from './room-commands';
import { validRoomInput, without } from '../testing/valid-inputs';

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = roomSubmitSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const withField = (field: string, value: string) => ({ ...validRoomInput, [field]: value });

describe('roomSubmitSchema', () => {
  it('parses a valid multipart submission into typed fields', () => {
    const room = roomSubmitSchema.parse(validRoomInput);
    expect(room).toMatchObject({
      tagline: 'Sunny room near F-10 Markaz',
      rent: 25000,
      furnished: true,
      features: { furnished: ['bed', 'sofa'], features: ['internet', 'gas'], secondaryFeatures: ['elevator'] },
      availableFrom: '2025-04-01',
    });
    expect(room.about).toBeUndefined();
    expect(roomFieldsSchema.parse(room)).toEqual(room);
  });

  it('produces exactly the stored RoomFields', () => {
    expectTypeOf<RoomSubmission>().toEqualTypeOf<RoomFields>();
  });

  it('drops fields it does not know', () => {
    expect(roomSubmitSchema.parse({ ...validRoomInput, userId: 'someone-else' })).not.toHaveProperty('userId');
  });

  it.each([
    ['tagline', messages.taglineRequired],
    ['type', messages.roomTypeRequired],
    ['address', messages.addressRequired],
    ['rent', messages.rentRequired],
    ['listerName', messages.listerNameRequired],
    ['phone', messages.phoneRequired],
    ['condition', messages.roomConditionRequired],
    ['kitchen', messages.kitchenRequired],
    ['bathroom', messages.bathroomRequired],
    ['bathroomType', messages.bathroomTypeRequired],
    ['availableFrom', messages.availableFromRequired],
  ])('requires %s', (field, message) => {
    expect(errorsOf(without(validRoomInput, field))).toEqual({ [field]: message });
    expect(errorsOf(withField(field, '  '))).toEqual({ [field]: message });
  });

  it.each(['about', 'landmark', 'description', 'nicNumber', 'maxRoommate', 'features'])('leaves %s optional', (field) => {
    const input = field === 'features' ? without(withField('furnished', 'false'), field) : without(validRoomInput, field);
    expect(errorsOf(input)).toEqual({});
  });

  it.each(['35202-1234567-1', '35202 1234567 1', ' 3520212345671 ', '35202 - 1234567 - 1', '۳۵۲۰۲-۱۲۳۴۵۶۷-۱'])('takes the CNIC %j as printed or typed and keeps its 13 digits', (nic) => {
    const parsed = roomSubmitSchema.safeParse({ ...validRoomInput, nicNumber: nic });
    expect(parsed.success && parsed.data.nicNumber).toBe('3520212345671');
  });

  it.each([
    ['type', 'Castle', messages.roomTypeRequired],
    ['bathroomType', 'Turkish', messages.bathroomTypeRequired],
    ['condition', 'Ruined', messages.roomConditionRequired],
    ['kitchen', 'Outdoor', messages.kitchenRequired],
    ['bathroom', 'None', messages.bathroomRequired],
    ['rent', '0', messages.roomRentMin],
    ['rent', 'a lot', messages.notANumber],
    ['rent', '999.5', messages.notAWholeNumber],
    ['rent', '1000000000', messages.amountTooLarge],
    ['phone', '0300-123456', messages.phoneInvalid],
    ['nicNumber', '35202-1234567', messages.nicInvalid],
    ['nicNumber', '35202/1234567/1', messages.nicInvalid],
    ['nicNumber', '12345', messages.nicInvalid],
    ['availableFrom', '2025-02-30', messages.dateInvalid],
    ['availableFrom', 'next week', messages.dateInvalid],
    ['availableFrom', '0000-01-01', messages.dateOutOfRange],
    ['availableFrom', '1999-12-31', messages.dateOutOfRange],
    ['availableFrom', '2100-01-01', messages.dateOutOfRange],
    ['maxRoommate', '0', messages.maxRoommateRange],
    ['maxRoommate', '21', messages.maxRoommateRange],
    ['furnished', 'maybe', messages.notYesOrNo],
    ['features', '{not json', messages.featuresInvalid],
    ['features', JSON.stringify({ furnished: ['jacuzzi'] }), messages.featuresInvalid],
    ['tagline', 'x'.repeat(121), messages.textTooLong],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(errorsOf(withField(field, value))).toEqual({ [field]: message });
  });

  it('accepts rent 1, the minimum', () => {
    expect(roomSubmitSchema.parse(withField('rent', '1')).rent).toBe(1);
  });

  it('needs a furnished item when furnished is ticked', () => {
    const bare = { ...validRoomInput, features: JSON.stringify({ furnished: [], features: ['gas'] }) };
    expect(errorsOf(bare)).toEqual({ furnished: messages.furnishedItemsRequired });
    expect(errorsOf({ ...bare, furnished: 'false' })).toEqual({});
    expect(errorsOf(without(validRoomInput, 'features'))).toEqual({ furnished: messages.furnishedItemsRequired });
  });

  it('reports the furnished rule even while other fields are missing (wizard steps)', () => {
    expect(errorsOf({ furnished: 'true' }).furnished).toBe(messages.furnishedItemsRequired);
  });

  it('removes repeated features', () => {
    const input = withField('features', JSON.stringify({ furnished: ['bed', 'bed'] }));
    expect(roomSubmitSchema.parse(input).features.furnished).toEqual(['bed']);
  });

  it('also takes typed values (a JSON body or the wizard state)', () => {
    const typed = roomSubmitSchema.parse(validRoomInput);
    expect(roomSubmitSchema.parse(typed)).toEqual(typed);
  });
});
