import { areaLabel as areaLabelIn, famousCityLabel, famousCityNamed } from '@kamra/contracts/options';
import { i18n } from './i18n';
import { LANGUAGES } from './language';

// Option values (room types, features, degrees...) are stored in events as the spec spells
// them, and some hold dots ('B.Sc') that i18next would read as nesting, so their labels are
// looked up directly: options.json maps a group, then the stored value, to what a reader sees.

type Labels = Readonly<Record<string, Readonly<Record<string, string>>>>;

const labelsIn = (language: string): Labels | undefined => i18n.getResourceBundle(language, 'options') as Labels | undefined;

/** What a reader sees for a stored option value; the value itself when no label is written. */
export function optionLabel(group: string, value: string): string {
  return labelsIn(i18n.language)?.[group]?.[value] ?? labelsIn('en')?.[group]?.[value] ?? value;
}

const sameWords = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The value of a list that a free text names, in any language: its stored value or its label
 * ('Hospital', ' hospital', 'ہسپتال' are all 'Hospital'), so a word picked from a list on one
 * language's site reads in the reader's language on the other; undefined for other words.
 */
export function optionNamed<Value extends string>(group: string, values: readonly Value[], text: string): Value | undefined {
  const wanted = sameWords(text);
  return values.find((value) =>
    sameWords(value) === wanted ||
    LANGUAGES.some((language) => {
      const label = labelsIn(language)?.[group]?.[value];
      return label !== undefined && sameWords(label) === wanted;
    }),
  );
}

/** A city's name in the reader's language (contracts' famousCityLabel). */
export function cityLabel(city: string, name: string): string {
  return famousCityLabel(labelsIn(i18n.language)?.famousCities, city, name);
}

/** A gazetteer area's name in the reader's language (contracts' areaLabel). */
export function areaLabel(name: string, urduName: string | null): string {
  return areaLabelIn(i18n.language, name, urduName);
}

/**
 * A place as a person typed or linked it ('lahore', 'Lahore'), in the reader's language: a
 * city the site knows by name reads as the site names it ('Lahore', 'لاہور'); anything else
 * (an area, an address) as it was typed, which is how its writer wrote it.
 */
export function placeLabel(location: string): string {
  const city = famousCityNamed(location);
  return city === undefined ? location : cityLabel(city.city, city.name);
}
