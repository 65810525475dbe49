/**
 * The words of an item's name as a seeker means them: 'Refrigerator', 'fridges' and 'Fridge'
 * are one thing, and so are 'almirah', 'cupboard' and 'wardrobe'. The projector keeps a listing's
 * terms beside it and a search compares the seeker's terms with them, so one function decides
 * both sides and they cannot disagree.
 */

/**
 * Names for one thing as Pakistani sellers write them (English, Roman Urdu, common misspellings);
 * the first is the term both sides store and compare. A name of several words is one term.
 */
const SYNONYMS: readonly (readonly [string, ...string[]])[] = [
  ['fridge', 'refrigerator', 'refrigirator', 'frige'],
  ['wardrobe', 'cupboard', 'almirah', 'almari', 'almira', 'closet'],
  ['sofa', 'couch', 'settee', 'sofa set'],
  ['bed', 'palang', 'charpai', 'charpoy', 'bed frame'],
  ['mattress', 'gadda', 'matress'],
  ['carpet', 'rug', 'qaleen', 'galeecha', 'kaleen'],
  ['chair', 'kursi'],
  ['desk', 'study table', 'writing table', 'computer table'],
  ['ac', 'air conditioner', 'aircon', 'air con', 'inverter ac', 'split ac'],
  ['cooler', 'air cooler', 'room cooler'],
  ['fan', 'pankha', 'ceiling fan', 'pedestal fan'],
  ['geyser', 'water heater', 'geezer'],
  ['tv', 'television', 'led tv', 'lcd tv', 'smart tv'],
  ['washing machine', 'washer'],
  ['microwave', 'microwave oven'],
  ['curtain', 'parda', 'drape'],
  ['mirror', 'aina', 'aaina'],
  ['shelf', 'bookshelf', 'book shelf', 'rack', 'bookcase'],
  ['dressing table', 'dresser', 'chest of drawers'],
  ['ironing table', 'ironing board', 'iron stand'],
];

const joined = (name: string): string => name.replaceAll(' ', '');

/** Longest first, so 'inverter ac' is read as one name before 'ac' could be. */
const PHRASES: readonly string[] = SYNONYMS.flat()
  .filter((name) => name.includes(' '))
  .sort((a, b) => b.length - a.length);

const CANONICAL = new Map<string, string>(
  SYNONYMS.flatMap((names) => names.map((name): [string, string] => [joined(name), joined(names[0])])),
);

/** Lowercase ASCII letters and digits, accents dropped; anything else separates words. */
function words(text: string): string[] {
  const folded = text.toLowerCase().normalize('NFKD').replace(/\p{M}+/gu, '').replace(/[^a-z0-9]+/g, ' ');
  let padded = ` ${folded} `;
  for (const phrase of PHRASES) padded = padded.replaceAll(` ${phrase} `, ` ${joined(phrase)} `);
  return padded.split(' ').filter((word) => word.length > 0);
}

/** English plurals to their singular: beds -> bed, shelves -> shelf, benches -> bench. */
function singular(word: string): string {
  if (CANONICAL.has(word) || word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** One word as the term it is stored and compared as. */
export function itemTerm(word: string): string {
  const plain = singular(word);
  return CANONICAL.get(plain) ?? plain;
}

/** The distinct terms of an item's name or of a seeker's search words, in the order they come. */
export function itemTerms(text: string): string[] {
  return [...new Set(words(text).map(itemTerm))];
}
