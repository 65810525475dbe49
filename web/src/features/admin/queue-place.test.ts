import { describe, expect, it } from 'vitest';
import { placeOf, placeTarget } from './queue-place';

const queue = ['a', 'b', 'c', 'd', 'e'];

describe('placeOf', () => {
  it('keeps the listings after the one opened and how many were shown', () => {
    expect(placeOf(queue, 'b')).toEqual({ opened: 'b', after: ['c', 'd', 'e'], shown: 5 });
    expect(placeOf(queue, 'e')).toEqual({ opened: 'e', after: [], shown: 5 });
  });
});

describe('placeTarget', () => {
  it('goes on to the next listing once the one decided has left the queue', () => {
    expect(placeTarget(placeOf(queue, 'b'), ['a', 'c', 'd', 'e'])).toBe('c');
  });

  it('goes past listings another admin decided meanwhile', () => {
    expect(placeTarget(placeOf(queue, 'b'), ['a', 'e', 'f'])).toBe('e');
  });

  it('comes back to the listing itself when the admin went back without deciding', () => {
    expect(placeTarget(placeOf(queue, 'b'), queue)).toBe('b');
  });

  it('has no place after the last listing, or when none after it waits', () => {
    expect(placeTarget(placeOf(queue, 'e'), ['a', 'b'])).toBeNull();
    expect(placeTarget(placeOf(queue, 'c'), ['a', 'b', 'f'])).toBeNull();
  });
});
