import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { placeName } from './search-params';

beforeAll(loadEveryNamespace);

describe('search result parameters', () => {
  it('name the place searched', () => {
    expect(placeName('all')).toBe('all of Pakistan');
    expect(placeName('karachi')).toBe('karachi');
  });
});
