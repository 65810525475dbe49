/**
 * An aggregate is two pure functions and a start: decide(command, state) -> events, and
 * evolve(state, event) -> state. Time and ids arrive inside the command; nothing here does I/O.
 * decide throws an AppError (ValidationError, ForbiddenError, ConflictError...) to refuse.
 */
export interface Decider<State, Command, Event extends { type: string; data: object }> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export function rebuild<State, Event extends { type: string; data: object }>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
