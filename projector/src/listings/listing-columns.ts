import { normaliseLifestylePreference } from '@kamra/contracts/options';
import { pakistaniPhone } from '@kamra/contracts/phone';
import type { ListingFields, RoommateFeatures, RoomFeatures } from '@kamra/contracts/commands';
import type { ListingFilterColumns } from '@kamra/read-model';
import { addressSearchKey, GAZETTEER_CITIES, placeOfAddress } from '@kamra/read-model/places';
import type { AddressShown } from '@kamra/contracts/options';
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

const CITY_NAMES = new Map(GAZETTEER_CITIES.map((city) => [city.id, city.name]));

/** Shown for an area-only address the gazetteer cannot place: nothing of the address leaks. */
export const ADDRESS_ON_REQUEST = 'Address on request';

/**
 * The address as the public reads it, and as search and place suggestions match it: all of it,
 * or, when the lister chose, only the gazetteer's area and city ('Shadman, Lahore'). The full
 * address stays in the listing's fields for its owner and the admins.
 */
export function publicAddress(address: string, shown: AddressShown | undefined): string {
  if (shown !== 'area') return address;
  const { city, area } = placeOfAddress(address);
  const cityName = city === null ? null : CITY_NAMES.get(city) ?? null;
  if (cityName === null) return ADDRESS_ON_REQUEST;
  return area === null ? cityName : `${area.name}, ${cityName}`;
}

/** From a submission's fields, or a revision's when it replaces the content. */
export function filterColumns(data: ListingFields): ListingFilterColumns {
  const { tagline, address: fullAddress, addressShown } = data.fields;
  // City and area come from the full address (an area search finds the listing either way); the
  // text the public reads and searches is only what the lister chose to show.
  const { city, area } = placeOfAddress(fullAddress);
  const address = publicAddress(fullAddress, addressShown);
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
