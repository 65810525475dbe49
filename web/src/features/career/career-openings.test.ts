import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { careerOpenings, filterOpenings } from './career-openings';

beforeAll(loadEveryNamespace);

describe('career openings', () => {
  it('shows twelve identical placeholder cards', () => {
    expect(careerOpenings()).toHaveLength(12);
    expect(new Set(careerOpenings().map((opening) => `${opening.title}|${opening.type}`))).toEqual(
      new Set(['Graphic Designer|Full-time or Contract']),
    );
  });

  it('filters by every typed word, ignoring case and extra spaces', () => {
    expect(filterOpenings(careerOpenings(), '')).toHaveLength(12);
    expect(filterOpenings(careerOpenings(), '  graphic   CONTRACT ')).toHaveLength(12);
    expect(filterOpenings(careerOpenings(), 'engineer')).toHaveLength(0);
  });
});
