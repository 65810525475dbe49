import { describe, expect, it } from 'vitest';
import { errorScrollTarget } from './focus-first-error';

// A 360 × 800 phone: 80 px of navbar above and 80 px of tab bar below are not clear.
const clearHeight = 640;

describe('errorScrollTarget', () => {
  it('shows the step\'s title with the first field\'s message when both fit, as after Next with no room type', () => {
    // The choices scrolled past: the title sits far above the view, its message below the header.
    expect(errorScrollTarget({ titleTop: -220, blockTop: -120, blockBottom: 200, messageBottom: 200, clearHeight })).toBe('title');
  });

  it('brings a field further down a long step to the top of the clear view, where the title cannot be on screen with it', () => {
    expect(errorScrollTarget({ titleTop: -900, blockTop: 300, blockBottom: 420, messageBottom: 420, clearHeight })).toBe('block');
  });

  it('leaves the title above, whole, when it cannot be on screen with the message (Urdu\'s taller lines on a short phone)', () => {
    expect(errorScrollTarget({ titleTop: -300, blockTop: -200, blockBottom: 180, messageBottom: 180, clearHeight: 400 })).toBe('block');
  });

  it('brings a group taller than the clear view to its message, so what is wrong is read', () => {
    expect(errorScrollTarget({ titleTop: -900, blockTop: 100, blockBottom: 1000, messageBottom: 1000, clearHeight })).toBe('message');
  });
});
