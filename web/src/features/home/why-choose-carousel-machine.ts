import { SWIPE_THRESHOLD_PX } from '@kamra/contracts/limits';
import { assign, setup } from 'xstate';

/** Spec section 9: the 'Why choose' carousel changes every 5000 ms; a swipe must exceed SWIPE_THRESHOLD_PX. */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface CarouselInput {
  count: number;
  intervalMs?: number;
  swipeThresholdPx?: number;
}

interface CarouselContext {
  index: number;
  count: number;
  intervalMs: number;
  swipeThresholdPx: number;
  /** Where the current touch began, or null when no swipe is in progress. */
  swipeStartX: number | null;
}

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'SWIPE_START'; x: number }
  | { type: 'SWIPE_END'; x: number }
  /** Hover, focus or the pause button: stop rotating until RESUME. */
  | { type: 'PAUSE' }
  | { type: 'RESUME' };

const wrap = (index: number, count: number): number => (count <= 0 ? 0 : ((index % count) + count) % count);

const swipeDistance = (context: CarouselContext, event: CarouselEvent): number =>
  event.type === 'SWIPE_END' && context.swipeStartX !== null ? event.x - context.swipeStartX : 0;

/**
 * Rotates through `count` cards. Any manual move (arrows, dots, swipe) restarts the 5 s timer so
 * the card the visitor chose stays up for a full interval. Pure: no DOM, time comes from the
 * actor's clock, so tests drive it with fake timers.
 */
export const whyChooseCarouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  actions: {
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    previous: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    goTo: assign({
      index: ({ context, event }) => (event.type === 'GO_TO' ? wrap(Math.trunc(event.index), context.count) : context.index),
    }),
    startSwipe: assign({ swipeStartX: ({ event }) => (event.type === 'SWIPE_START' ? event.x : null) }),
    endSwipe: assign({ swipeStartX: null }),
  },
  guards: {
    swipedLeft: ({ context, event }) => swipeDistance(context, event) < -context.swipeThresholdPx,
    swipedRight: ({ context, event }) => swipeDistance(context, event) > context.swipeThresholdPx,
    hasSeveralCards: ({ context }) => context.count > 1,
  },
  delays: {
    rotation: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'whyChooseCarousel',
  context: ({ input }) => ({
    index: 0,
    count: Math.max(0, Math.trunc(input.count)),
    intervalMs: input.intervalMs ?? CAROUSEL_INTERVAL_MS,
    swipeThresholdPx: input.swipeThresholdPx ?? SWIPE_THRESHOLD_PX,
    swipeStartX: null,
  }),
  initial: 'playing',
  on: {
    SWIPE_START: { actions: 'startSwipe' },
  },
  states: {
    playing: {
      after: {
        rotation: { guard: 'hasSeveralCards', target: 'playing', reenter: true, actions: 'next' },
      },
      on: {
        NEXT: { target: 'playing', reenter: true, actions: 'next' },
        PREVIOUS: { target: 'playing', reenter: true, actions: 'previous' },
        GO_TO: { target: 'playing', reenter: true, actions: 'goTo' },
        SWIPE_END: [
          { guard: 'swipedLeft', target: 'playing', reenter: true, actions: ['next', 'endSwipe'] },
          { guard: 'swipedRight', target: 'playing', reenter: true, actions: ['previous', 'endSwipe'] },
          { actions: 'endSwipe' },
        ],
        PAUSE: 'paused',
      },
    },
    paused: {
      on: {
        NEXT: { actions: 'next' },
        PREVIOUS: { actions: 'previous' },
        GO_TO: { actions: 'goTo' },
        SWIPE_END: [
          { guard: 'swipedLeft', actions: ['next', 'endSwipe'] },
          { guard: 'swipedRight', actions: ['previous', 'endSwipe'] },
          { actions: 'endSwipe' },
        ],
        RESUME: 'playing',
      },
    },
  },
});
