import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { displayDay, displayWait, niceCeiling, waitingSince } from './dashboard-figures';

beforeAll(loadEveryNamespace);

describe('dashboard figures', () => {
  it('say a wait in the units that matter', () => {
    expect(displayWait(20)).toBe('under a minute');
    expect(displayWait(45 * 60)).toBe('45 min');
    expect(displayWait(3 * 3600)).toBe('3 h');
    expect(displayWait(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
    expect(displayWait(2 * 86_400 + 4 * 3600 + 59)).toBe('2 days 4 h');
    expect(displayWait(86_400)).toBe('1 day');
    expect(waitingSince('2026-11-24T10:00:00.000Z', new Date('2026-11-25T12:30:00.000Z'))).toBe('1 day 2 h');
  });

  it('name days and round a chart\'s scale up', () => {
    expect(displayDay('2026-11-05')).toBe('5 Nov');
    expect([0, 1, 3, 7, 12, 48, 101].map(niceCeiling)).toEqual([1, 1, 5, 10, 20, 50, 200]);
  });
});
