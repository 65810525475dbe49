/**
 * The form of an address that "part of an address" search compares: lower case, accents
 * dropped, and nothing but letters and digits, so 'G-11', 'G 11' and 'g11' find each other and
 * a seeker need not type the lister's punctuation. It is also what makes the trigram index
 * selective: pg_trgm splits text at punctuation and spaces, so 'g-11' alone gave the trigrams
 * of 'g' and '11', found in one address in ten; 'g11' is one rare trigram.
 */
export function addressSearchKey(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}+/gu, '').replace(/[^\p{L}\p{N}]+/gu, '');
}
