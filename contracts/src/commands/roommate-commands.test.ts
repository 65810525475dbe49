import { describe, expect, expectTypeOf, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { roommateFieldsSchema, type RoommateFields } from './listing-fields';
import { messages } from '../messages';
import { roommateSubmitSchema, type RoommateSubmission } from './roommate-commands';
import { TODAY, validRoommateInput, without } from '../testing/valid-inputs';

const schema = roommateSubmitSchema(TODAY);

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const withField = (field: string, value: string) => ({ ...validRoommateInput, [field]: value });

describe('roommateSubmitSchema', () => {
  it('parses a valid submission, reading the JSON text fields', () => {
    const roommate = schema.parse(validRoommateInput);
    expect(roommate).toMatchObject({
      rent: 18000,
      listerAge: 24,
      age: 30,
      furnished: false,
      education: { educationCountry: 'Pakistan', sectorName: 'UET', educationTitle: 'B.Sc', major: 'Civil' },
      features: { furnished: [], features: ['bills'], secondaryFeatures: [], preferences: ['Non Smoker', 'Early Bird'] },
    });
    expect(roommateFieldsSchema.parse(roommate)).toEqual(roommate);
  });

  it('produces exactly the stored RoommateFields', () => {
    expectTypeOf<RoommateSubmission>().toEqualTypeOf<RoommateFields>();
  });

  it.each([
    ['tagline', messages.taglineRequired],
    ['address', messages.addressRequired],
    ['rent', messages.rentRequired],
    ['listerName', messages.listerNameRequired],
    ['phone', messages.phoneRequired],
    ['listerAge', messages.listerAgeRequired],
    ['occupation', messages.occupationRequired],
    ['gender', messages.genderRequired],
    ['age', messages.roommateAgeRequired],
    ['availableFrom', messages.availableFromRequired],
  ])('requires %s', (field, message) => {
    expect(errorsOf(without(validRoommateInput, field))).toEqual({ [field]: message });
  });

  it.each(['education', 'landmark', 'nicNumber', 'about', 'furnished', 'features'])('leaves %s optional', (field) => {
    expect(errorsOf(without(validRoommateInput, field))).toEqual({});
  });

  it('treats an education with every part empty as absent', () => {
    const blank = JSON.stringify({ educationCountry: '', sectorName: ' ', educationTitle: '', major: '' });
    expect(schema.parse(withField('education', blank)).education).toBeUndefined();
  });

  it.each([
    ['rent', '999', messages.roommateRentMin],
    ['listerAge', '9', messages.listerAgeMin],
    ['listerAge', '121', messages.ageMax],
    ['age', '17', messages.roommateAgeMin],
    ['gender', 'Robot', messages.genderRequired],
    ['occupation', 'Pilot', messages.occupationRequired],
    ['availableFrom', '2025-03-09', messages.availableFromPast],
    ['availableFrom', '10/03/2025', messages.dateInvalid],
    ['availableFrom', '9999-12-31', messages.dateOutOfRange],
    ['education', JSON.stringify({ educationTitle: 'Wizard' }), messages.educationInvalid],
    ['education', 'not json', messages.educationInvalid],
    ['features', JSON.stringify({ preferences: ['Loud music'] }), messages.featuresInvalid],
    ['nicNumber', '35202-1234567', messages.nicInvalid],
    ['nicNumber', '35202/1234567/1', messages.nicInvalid],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(errorsOf(withField(field, value))).toEqual({ [field]: message });
  });

  it('accepts the minimums: rent 1000, lister age 10, age 18, available today', () => {
    const input = { ...validRoommateInput, rent: '1000', listerAge: '10', age: '18', availableFrom: TODAY };
    expect(errorsOf(input)).toEqual({});
  });

  it('judges availableFrom against the today it is given', () => {
    expect(roommateSubmitSchema('2025-03-09').safeParse(withField('availableFrom', '2025-03-09')).success).toBe(true);
    expect(roommateSubmitSchema('2025-03-11').safeParse(validRoommateInput).success).toBe(false);
  });

  it('needs some feature of the room when furnished is ticked', () => {
    const none = JSON.stringify({ furnished: [], features: [], secondaryFeatures: [], preferences: ['Night Owl'] });
    expect(errorsOf({ ...validRoommateInput, furnished: 'true', features: none }))
      .toEqual({ furnished: messages.roommateFeaturesRequired });
    expect(errorsOf({ ...validRoommateInput, furnished: 'true' })).toEqual({});
    const bedOnly = JSON.stringify({ furnished: ['bed'] });
    expect(errorsOf({ ...validRoommateInput, furnished: 'true', features: bedOnly })).toEqual({});
  });
});
