/**
 * A value put inside an Urdu sentence (a phone number, an amount, a date, a Latin address, a
 * name) is set apart from it with Unicode's first-strong isolate, as <bdi> would: without it the
 * bidirectional algorithm lets the sentence's right-to-left order run through the value, so
 * "0321 4567890" reads "4567890 0321" and "House 12, Gulberg III" comes apart. The isolate takes
 * the value's own direction from its first letter, and left to right when it has none (digits).
 * Invisible, and right in attributes (placeholders, labels) where <bdi> cannot go.
 */
export const FIRST_STRONG_ISOLATE = '\u2068';
export const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** `value` as it is put into a sentence of `language`: isolated in Urdu, as is in English. */
export function isolatedIn(language: string | undefined, value: string): string {
  if (language !== 'ur' || value === '') return value;
  return `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;
}
