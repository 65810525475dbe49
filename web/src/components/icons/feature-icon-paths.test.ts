import { FEATURES, FURNISHED_ITEMS, SECONDARY_FEATURES } from '@kamra/contracts/options';
import { LANDMARK_HINTS } from '../../lib/landmark-hints';
import { describe, expect, it } from 'vitest';
import { featureIconFor } from './feature-icon-paths';

describe('feature icons', () => {
  it('cover every option a listing can carry', () => {
    for (const option of [...FEATURES, ...FURNISHED_ITEMS, ...SECONDARY_FEATURES, ...LANDMARK_HINTS]) {
      expect(featureIconFor(option), option).not.toBeNull();
    }
  });
  it('match the way listers type them', () => {
    expect(featureIconFor(' Water  Supply ')).toBe('water supply');
    expect(featureIconFor('Both Bath')).toBe('bath');
    expect(featureIconFor('jacuzzi')).toBeNull();
  });
});
