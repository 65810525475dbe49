import { expect } from 'vitest';
import type { Decider } from '../commands/decider.js';

/**
 * Tests read as specifications: given(events).when(command).then(events).
 *
 *   spec.given([submitted]).when(approve).then([approved]);
 *   spec.given([]).when(approve).thenThrows(NotFoundError, 'Listing not found.');
 */
export function deciderSpec<State, Command, Event extends { type: string; data: object }>(
  decider: Decider<State, Command, Event>,
) {
  return {
    given(events: readonly Event[]) {
      return {
        when(command: Command) {
          const run = (): Event[] => {
            const state = events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
            return decider.decide(command, state);
          };
          return {
            then(expected: readonly Event[]): void {
              expect(run()).toEqual(expected);
            },
            thenNothingHappened(): void {
              expect(run()).toEqual([]);
            },
            thenThrows(errorType: abstract new (...args: never[]) => Error, message?: string | RegExp): void {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown, 'expected the command to be refused').toBeInstanceOf(errorType);
              if (message !== undefined && thrown instanceof Error) {
                if (typeof message === 'string') expect(thrown.message).toBe(message);
                else expect(thrown.message).toMatch(message);
              }
            },
          };
        },
      };
    },
  };
}
