import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { placeName, readSearchParams } from './search-params';

beforeAll(loadEveryNamespace);

describe('search result parameters', () => {
  it('read the place and the tab', () => {
    const params = readSearchParams('?location=lahore&listed=roommate');
    expect(params.location).toBe('lahore');
    expect(params.tab.kind).toBe('roommate');
  });
  it('default to rooms everywhere', () => {
    const params = readSearchParams('');
    expect(params.location).toBe('all');
    expect(params.tab.kind).toBe('room');
  });
  it('accept plurals and map accessories to the accessory kind', () => {
    expect(readSearchParams('listed=accessories').tab.kind).toBe('accessory');
    expect(readSearchParams('listed=rooms').tab.kind).toBe('room');
  });
  it('name the place searched', () => {
    expect(placeName('all')).toBe('all of Pakistan');
    expect(placeName('karachi')).toBe('karachi');
  });
});
