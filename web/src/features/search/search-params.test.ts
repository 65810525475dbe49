import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { placeName } from './search-params';

beforeAll(loadEveryNamespace);

describe('search result parameters', () => {
  it('name the place searched', () => {
    expect(placeName('all')).toBe('all of Pakistan');
    // A city the site knows, as the site names it; an area as it was typed.
    expect(placeName('karachi')).toBe('Karachi');
    expect(placeName('gulberg III')).toBe('gulberg III');
  });
});
