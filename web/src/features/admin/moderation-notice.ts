import type { CommandAccepted } from '@kamra/contracts/read-models';

/**
 * A decision's answer, handed from the listing page to the list it goes back to: the list
 * shows the server's message and reloads once the read side has passed the position.
 */
let left: CommandAccepted | null = null;

export function leaveModerationNotice(answer: CommandAccepted): void {
  left = answer;
}

/** The answer left by the last decision, once. */
export function takeModerationNotice(): CommandAccepted | null {
  const answer = left;
  left = null;
  return answer;
}
