import { describe, expect, expectTypeOf, it } from 'vitest';
import { accessorySubmitSchema, type AccessorySubmission } from './accessory-commands';
import { fieldErrors } from './field-errors';
import { accessoryFieldsSchema, type AccessoryFields } from './listing-fields';
import { messages } from '../messages';
import { validAccessoryInput, without } from '../testing/valid-inputs';

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = accessorySubmitSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const withField = (field: string, value: string) => ({ ...validAccessoryInput, [field]: value });

describe('accessorySubmitSchema', () => {
  it('parses a valid submission', () => {
    const accessory = accessorySubmitSchema.parse(validAccessoryInput);
    expect(accessory).toMatchObject({ name: 'Wooden study table', price: 4500, condition: 8, usageYear: 2 });
    expect(accessory.description).toBeUndefined();
    expect(accessoryFieldsSchema.parse(accessory)).toEqual(accessory);
  });

  it('produces exactly the stored AccessoryFields', () => {
    expectTypeOf<AccessorySubmission>().toEqualTypeOf<AccessoryFields>();
  });

  it.each([
    ['tagline', messages.taglineRequired],
    ['name', messages.productNameRequired],
    ['price', messages.priceRequired],
    ['condition', messages.accessoryConditionRequired],
    ['usageYear', messages.usageYearRequired],
    ['address', messages.addressRequired],
    ['listerName', messages.listerNameRequired],
    ['phone', messages.phoneRequired],
  ])('requires %s', (field, message) => {
    expect(errorsOf(without(validAccessoryInput, field))).toEqual({ [field]: message });
  });

  it('refuses an address of only punctuation, which names no place', () => {
    for (const address of [',', ' , , ', '-/.']) {
      expect(errorsOf({ ...validAccessoryInput, address })).toEqual({ address: messages.addressRequired });
    }
    expect(errorsOf({ ...validAccessoryInput, address: 'G-11/2' })).toEqual({});
  });

  it('leaves description optional', () => {
    expect(errorsOf(without(validAccessoryInput, 'description'))).toEqual({});
  });

  it.each([
    ['price', '99', messages.priceMin],
    ['usageYear', '0', messages.usageYearMin],
    ['usageYear', '101', messages.usageYearMax],
    ['condition', '0', messages.accessoryConditionRange],
    ['condition', '11', messages.accessoryConditionRange],
    ['condition', '7.5', messages.notAWholeNumber],
    ['phone', '0300_1234567', messages.phoneInvalid],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(errorsOf(withField(field, value))).toEqual({ [field]: message });
  });

  it('accepts the bounds: price 100, usage 1 year, condition 1 and 10', () => {
    expect(errorsOf({ ...validAccessoryInput, price: '100', usageYear: '1', condition: '1' })).toEqual({});
    expect(errorsOf(withField('condition', '10'))).toEqual({});
  });
});
