import { describe, expect, it } from 'vitest';
import { stepIndex, swipeStep } from './gallery-swipe';

describe('gallery swipes', () => {
  it('moves on with a swipe left and back with a swipe right of over 40 px', () => {
    expect(swipeStep(-60, 5)).toBe(1);
    expect(swipeStep(60, -5)).toBe(-1);
    expect(swipeStep(-40, 0)).toBe(0);
  });

  it('leaves a mostly vertical move to the page, which scrolls', () => {
    expect(swipeStep(-50, 80)).toBe(0);
  });

  it('wraps around at both ends', () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
