import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { i18n } from '../../i18n';
import { parsePlaces } from '../../lib/api/get-places';
import { citySearchPath, famousCities } from './famous-cities';
import { greetingFor } from './greeting';

beforeAll(loadEveryNamespace);

describe('home page links', () => {
  it('links each of the ten famous cities to a room search in lowercase', () => {
    expect(famousCities.map((city) => city.name)).toEqual([
      'Mansehra',
      'Abbottabad',
      'Rawalpindi',
      'Islamabad',
      'Peshawar',
      'Faisalabad',
      'Quetta',
      'Multan',
      'Lahore',
      'Karachi',
    ]);
    expect(citySearchPath({ city: 'lahore' })).toBe('/searchResult?location=lahore&listed=room');
  });
});

describe('greeting', () => {
  it.each([
    [5, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
    [2, 'Good evening'],
  ])('at %i h says %s', (hour, text) => expect(i18n.t(`greeting.${greetingFor(hour)}`, { ns: 'home' })).toBe(text));
});

describe('place suggestions', () => {
  it('keeps well-formed suggestions once each and ignores anything else', () => {
    expect(
      parsePlaces([
        { label: 'Gulberg III, Lahore', city: 'Lahore', kind: 'area' },
        { label: 'gulberg iii, lahore', city: 'Lahore', kind: 'area' },
        { label: '', city: 'Karachi' },
        { city: 'Quetta' },
        null,
        'Multan',
        { label: 'Karachi', kind: 'city' },
      ]),
    ).toEqual([
      { label: 'Gulberg III, Lahore', city: 'Lahore', kind: 'area' },
      { label: 'Karachi', city: '', kind: 'city' },
    ]);
    expect(parsePlaces({ error: 'nope' })).toEqual([]);
  });
});
