import { describe, expect, it } from 'vitest';
import { digestDue, pakistanDay } from './digest-time.js';

describe('the daily digest keeps Pakistan time', () => {
  it('is due through its hour of PKT, whatever the server clock says', () => {
    // 08:00 in Karachi is 03:00 UTC.
    expect(digestDue(new Date('2026-11-25T03:00:00Z'), 8)).toBe('2026-11-25');
    expect(digestDue(new Date('2026-11-25T03:59:59Z'), 8)).toBe('2026-11-25');
    expect(digestDue(new Date('2026-11-25T04:00:00Z'), 8)).toBeNull();
    expect(digestDue(new Date('2026-11-25T02:59:59Z'), 8)).toBeNull();
  });

  it('counts days from midnight in Pakistan, not in UTC', () => {
    expect(pakistanDay(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
    expect(pakistanDay(new Date('2026-11-24T18:59:59Z'))).toBe('2026-11-24');
    // Midnight PKT is 19:00 UTC the day before: an hour-0 digest is due then.
    expect(digestDue(new Date('2026-11-24T19:30:00Z'), 0)).toBe('2026-11-25');
  });
});
