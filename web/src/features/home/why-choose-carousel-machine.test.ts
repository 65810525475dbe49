import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { whyChooseCarouselMachine } from './why-choose-carousel-machine';

const startCarousel = (count = 6) => createActor(whyChooseCarouselMachine, { input: { count } }).start();

describe('why choose carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on the first card and rotates every 5000 ms', () => {
    const carousel = startCarousel();
    expect(carousel.getSnapshot().context.index).toBe(0);

    vi.advanceTimersByTime(4999);
    expect(carousel.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(carousel.getSnapshot().context.index).toBe(2);
    carousel.stop();
  });

  it('wraps from the sixth card back to the first', () => {
    const carousel = startCarousel();
    vi.advanceTimersByTime(5000 * 6);
    expect(carousel.getSnapshot().context.index).toBe(0);
    carousel.send({ type: 'PREVIOUS' });
    expect(carousel.getSnapshot().context.index).toBe(5);
    carousel.stop();
  });

  it('moves on a swipe longer than 40 px: left goes forward, right goes back', () => {
    const carousel = startCarousel();
    carousel.send({ type: 'SWIPE_START', x: 200 });
    carousel.send({ type: 'SWIPE_END', x: 150 });
    expect(carousel.getSnapshot().context.index).toBe(1);

    carousel.send({ type: 'SWIPE_START', x: 100 });
    carousel.send({ type: 'SWIPE_END', x: 160 });
    expect(carousel.getSnapshot().context.index).toBe(0);
    carousel.stop();
  });

  it('ignores a swipe of exactly 40 px or less', () => {
    const carousel = startCarousel();
    carousel.send({ type: 'SWIPE_START', x: 200 });
    carousel.send({ type: 'SWIPE_END', x: 160 });
    expect(carousel.getSnapshot().context.index).toBe(0);
    carousel.send({ type: 'SWIPE_START', x: 200 });
    carousel.send({ type: 'SWIPE_END', x: 240 });
    expect(carousel.getSnapshot().context.index).toBe(0);
    expect(carousel.getSnapshot().context.swipeStartX).toBeNull();
    carousel.stop();
  });

  it('ignores a swipe end without a start', () => {
    const carousel = startCarousel();
    carousel.send({ type: 'SWIPE_END', x: 0 });
    expect(carousel.getSnapshot().context.index).toBe(0);
    carousel.stop();
  });

  it('restarts the 5 s interval after a manual move', () => {
    const carousel = startCarousel();
    vi.advanceTimersByTime(3000);
    carousel.send({ type: 'GO_TO', index: 4 });
    vi.advanceTimersByTime(3000);
    expect(carousel.getSnapshot().context.index).toBe(4);
    vi.advanceTimersByTime(2000);
    expect(carousel.getSnapshot().context.index).toBe(5);
    carousel.stop();
  });

  it('stops rotating while paused but still follows manual moves, then resumes', () => {
    const carousel = startCarousel();
    carousel.send({ type: 'PAUSE' });
    vi.advanceTimersByTime(20_000);
    expect(carousel.getSnapshot().context.index).toBe(0);
    carousel.send({ type: 'NEXT' });
    expect(carousel.getSnapshot().context.index).toBe(1);

    carousel.send({ type: 'RESUME' });
    vi.advanceTimersByTime(5000);
    expect(carousel.getSnapshot().context.index).toBe(2);
    carousel.stop();
  });

  it('keeps GO_TO inside the card range', () => {
    const carousel = startCarousel();
    carousel.send({ type: 'GO_TO', index: 8 });
    expect(carousel.getSnapshot().context.index).toBe(2);
    carousel.send({ type: 'GO_TO', index: -1 });
    expect(carousel.getSnapshot().context.index).toBe(5);
    carousel.stop();
  });

  it('does not rotate a single card', () => {
    const carousel = startCarousel(1);
    vi.advanceTimersByTime(15_000);
    expect(carousel.getSnapshot().context.index).toBe(0);
    carousel.stop();
  });
});
