import { describe, expect, it } from 'vitest';
import { progressLine } from './progress-bar.js';

describe('progressLine', () => {
  it('shows the bar, the rate and the time left when the total is known', () => {
    expect(progressLine({ events: 2500, elapsedMs: 2000 }, 10_000)).toBe(
      '[########----------------------] 25%  2,500/10,000 events  1,250 events/s  ETA 6s',
    );
  });

  it('shows count and rate alone when the total is unknown', () => {
    expect(progressLine({ events: 1200, elapsedMs: 1000 }, null)).toBe('1,200 events  1,200 events/s');
  });

  it('never overfills when more events arrive than were counted', () => {
    expect(progressLine({ events: 130, elapsedMs: 0 }, 100)).toContain('100%');
  });

  it('writes minutes for long rebuilds', () => {
    expect(progressLine({ events: 100, elapsedMs: 1000 }, 12_100)).toContain('ETA 2m00s');
  });
});
