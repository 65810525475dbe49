import { describe, expect, it } from 'vitest';
import { appendedPosition } from './appended-position.js';

describe('appendedPosition', () => {
  it('answers the position of what was appended', () => {
    expect(appendedPosition({ position: '12.0' })).toBe('12.0');
  });

  it('treats an append of nothing as a broken decider, never as a success to answer', () => {
    expect(() => appendedPosition({ position: null })).toThrow(/appended nothing/);
  });
});
