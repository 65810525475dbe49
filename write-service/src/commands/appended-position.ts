/**
 * The position of what a command appended, for commands whose decider never answers "nothing
 * to do": it refuses instead (a second approval is a 409, a report already open a 409), so
 * an empty answer would be a bug in the decider, not a case for the route to paper over.
 */
export function appendedPosition(result: { readonly position: string | null }): string {
  if (result.position === null) throw new Error('The command appended nothing, though its decider always appends or refuses.');
  return result.position;
}
