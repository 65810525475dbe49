/**
 * Read-your-writes across pages: a command answers with the log position of its event; the
 * next list the person opens sends it as x-after-position, so what they just did is already
 * there (the read side waits, at most about 2 s, until it has caught up). Kept per tab.
 */
const KEY = 'kamra.recentWrite';

export function rememberWritePosition(position: string): void {
  try {
    sessionStorage.setItem(KEY, position);
  } catch {
    // Without storage the list may lag a moment behind; nothing else breaks.
  }
}

export function recentWritePosition(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
