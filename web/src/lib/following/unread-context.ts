import { createContext, useContext } from 'react';

export interface UnreadState {
  /** Unread notifications of the signed-in person; 0 for a visitor. */
  unread: number;
  /** Asks again now, e.g. after marking some read. */
  refresh(): void;
}

/** The bell's count, shared by the navbar and the tab bar so they never disagree. */
export const UnreadContext = createContext<UnreadState>({ unread: 0, refresh: () => undefined });

export const useUnread = (): UnreadState => useContext(UnreadContext);
