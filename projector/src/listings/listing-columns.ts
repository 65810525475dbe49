import { normaliseLifestylePreference } from '@kamra/contracts/options';
import { pakistaniPhone } from '@kamra/contracts/phone';
import type { ListingFields, RoommateFeatures, RoomFeatures } from '@kamra/contracts/commands';
import type { ListingFilterColumns } from '@kamra/read-model';
import { addressSearchKey, placeOfAddress } from '@kamra/read-model/places';
import { itemTerms } from '@kamra/read-model/search';

const NONE: Omit<ListingFilterColumns, 'tagline' | 'address' | 'address_key' | 'city' | 'area' | 'amount' | 'phone_e164'> = {
  furnished: false,
  carpeted: false,
  internet: false,
  bills: false,
  shared_bathroom: false,
  shared_kitchen: false,
  max_roommate: null,
  gender: null,
  occupation: null,
  age: null,
  non_smoker: false,
  no_get_together: false,
  no_pets: false,
  name: null,
  name_terms: [],
  room_type: null,
  item_condition: null,
};

function featureColumns(features: RoomFeatures) {
  return {
    carpeted: features.furnished.includes('carpet'),
    internet: features.features.includes('internet'),
    bills: features.features.includes('bills'),
  };
}

function preferenceColumns(features: RoommateFeatures) {
  const preferences = new Set(features.preferences.map(normaliseLifestylePreference));
  return {
    non_smoker: preferences.has('Non Smoker'),
    no_get_together: preferences.has('No get together'),
    no_pets: preferences.has('No pets allowed'),
  };
}

/** Whole PKR: a fractional amount from an old event must not break an integer column. */
function wholeAmount(amount: number): number {
  return Math.round(amount);
}

/** From a submission's fields, or a revision's when it replaces the content. */
export function filterColumns(data: ListingFields): ListingFilterColumns {
  const { tagline, address } = data.fields;
  const { city, area } = placeOfAddress(address);
  // The number in one form, for the badge; the edit of a listing's number goes through here too.
  const place = {
    tagline, address, address_key: addressSearchKey(address), city, area: area?.id ?? null, phone_e164: pakistaniPhone(data.fields.phone),
  };
  switch (data.kind) {
    case 'room': {
      const { fields } = data;
      return {
        ...NONE,
        ...place,
        amount: wholeAmount(fields.rent),
        furnished: fields.furnished,
        ...featureColumns(fields.features),
        shared_bathroom: fields.bathroom === 'Shared',
        shared_kitchen: fields.kitchen === 'Shared',
        room_type: fields.type,
        max_roommate: fields.maxRoommate ?? null,
      };
    }
    case 'roommate': {
      const { fields } = data;
      return {
        ...NONE,
        ...place,
        amount: wholeAmount(fields.rent),
        furnished: fields.furnished,
        ...featureColumns(fields.features),
        ...preferenceColumns(fields.features),
        gender: fields.gender,
        occupation: fields.occupation,
        age: fields.age,
      };
    }
    case 'accessory':
      return { ...NONE, ...place, amount: wholeAmount(data.fields.price), name: data.fields.name, name_terms: itemTerms(data.fields.name),
        item_condition: Math.round(data.fields.condition) };
  }
}
