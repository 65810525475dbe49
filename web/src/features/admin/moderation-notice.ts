import type { CommandAccepted } from '@kamra/contracts/read-models';
import { useEffect, useState } from 'react';

/**
 * A decision's answer, handed from the listing page to the list it goes back to: the list
 * shows the server's message and reloads once the read side has passed the position.
 */
let left: CommandAccepted | null = null;

export function leaveModerationNotice(answer: CommandAccepted): void {
  left = answer;
}

/**
 * The answer left by the last decision, shown by the first list that opens after it. Read
 * during render and forgotten after mount, so a render run twice (StrictMode) sees it both times.
 */
export function useModerationNotice(): CommandAccepted | null {
  const [notice] = useState(() => left);
  useEffect(() => {
    left = null;
  }, []);
  return notice;
}
