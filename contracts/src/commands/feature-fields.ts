/** Parsers for the JSON text fields of the wizards: features and education. */
import { z } from 'zod';
import { blankToUndefined, jsonText, optionalOption, optionalText } from './form-fields';
import { messages } from '../messages';
import {
  DEGREE_TITLES, FEATURES, FURNISHED_ITEMS, LIFESTYLE_PREFERENCES, SECONDARY_FEATURES,
  normaliseLifestylePreference,
} from '../options';

/** A list of options, trimmed and without repeats; absent means none. */
function optionList<const T extends readonly [string, ...string[]]>(
  values: T,
  normalise: (value: string) => string = (value) => value,
) {
  return z.preprocess(
    (list) =>
      Array.isArray(list)
        ? [...new Set(list.map((item: unknown) => (typeof item === 'string' ? normalise(item.trim()) : item)))]
        : list,
    z.array(z.enum(values, { error: messages.featuresInvalid }), { error: messages.featuresInvalid }),
  ).default([]);
}

const roomFeatureLists = {
  furnished: optionList(FURNISHED_ITEMS),
  features: optionList(FEATURES),
  secondaryFeatures: optionList(SECONDARY_FEATURES),
};

const noFeatures = { furnished: [], features: [], secondaryFeatures: [] };

/** Room `features`: JSON text {furnished, features, secondaryFeatures}; absent means none. */
export function roomFeaturesText() {
  return jsonText(z.object(roomFeatureLists, { error: messages.featuresInvalid }).default(noFeatures));
}

/** Roommate `features`: the room lists plus lifestyle `preferences`. */
export function roommateFeaturesText() {
  const lists = { ...roomFeatureLists, preferences: optionList(LIFESTYLE_PREFERENCES, normaliseLifestylePreference) };
  return jsonText(z.object(lists, { error: messages.featuresInvalid }).default({ ...noFeatures, preferences: [] }));
}

/** Roommate `education`: optional JSON text; an object with every part empty counts as absent. */
export function educationText() {
  const education = z.object(
    {
      educationCountry: optionalText('educationPart'),
      sectorName: optionalText('educationPart'),
      educationTitle: optionalOption(DEGREE_TITLES, messages.educationInvalid),
      major: optionalText('educationPart'),
    },
    { error: messages.educationInvalid },
  );
  const present = z.preprocess(
    (value) => (isEmptyEducation(value) ? undefined : value),
    education.optional(),
  );
  return jsonText(present);
}

function isEmptyEducation(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((part) => blankToUndefined(part) === undefined);
}
