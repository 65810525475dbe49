import { describe, expect, it } from 'vitest';
import { linkedChoice } from './language';

describe("a link's language", () => {
  it('becomes the choice of a reader who has not chosen yet', () => {
    expect(linkedChoice(null, 'ur', 'ur')).toBe('ur');
    expect(linkedChoice(null, 'en', 'en')).toBe('en');
  });

  it('is read in any letter case, as the server reads it', () => {
    expect(linkedChoice(null, 'UR', 'ur')).toBe('ur');
    expect(linkedChoice(null, 'En', 'en')).toBe('en');
  });

  it('leaves a reader who chose before in their choice', () => {
    expect(linkedChoice('en', 'ur', 'en')).toBeNull();
    expect(linkedChoice('ur', 'en', 'ur')).toBeNull();
  });

  it('counts only when the page started in it (the cookie comes first on the server)', () => {
    expect(linkedChoice(null, 'ur', 'en')).toBeNull();
  });

  it('ignores a missing or unknown language', () => {
    expect(linkedChoice(null, null, 'en')).toBeNull();
    expect(linkedChoice(null, 'fr', 'en')).toBeNull();
    expect(linkedChoice('fr', 'ur', 'ur')).toBe('ur');
  });
});
