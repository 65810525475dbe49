import type { NotificationEvent, NotificationType } from '@kamra/contracts/events';
import type { Decider } from '../commands/decider.js';

/** What a person's notifications stream knows: which causes were told, and what is still unread. */
export interface NotificationState {
  keys: ReadonlySet<string>;
  unread: ReadonlySet<string>;
}

export type NotificationCommand =
  | {
    type: 'Notify'; userId: string; notificationId: string; kind: NotificationType;
    listingId: string; searchId: string | null; key: string; text: string; reason?: string;
  }
  | { type: 'MarkRead'; userId: string; notificationIds: readonly string[] | 'all' };

/**
 * The `notifications-{userId}` stream. Each notification names its cause by a key (a saved
 * search and a listing, or a favourite and what happened to it): a key already told adds
 * nothing, which is what makes a reactor's repeat (restart, rebuild, a second instance) harmless.
 */
export const notificationDecider: Decider<NotificationState, NotificationCommand, NotificationEvent> = {
  initialState: () => ({ keys: new Set(), unread: new Set() }),

  evolve(state, event) {
    switch (event.type) {
      case 'NotificationAdded':
        return { keys: new Set(state.keys).add(event.data.key), unread: new Set(state.unread).add(event.data.notificationId) };
      case 'NotificationsRead': {
        const unread = new Set(state.unread);
        for (const id of event.data.notificationIds) unread.delete(id);
        return { ...state, unread };
      }
    }
  },

  decide(command, state) {
    if (command.type === 'Notify') {
      if (state.keys.has(command.key)) return [];
      const { userId, notificationId, kind, listingId, searchId, key, text, reason } = command;
      return [{ type: 'NotificationAdded', data: { userId, notificationId, type: kind, listingId, searchId, key, text, ...(reason === undefined ? {} : { reason }) } }];
    }
    // Only ids still unread: reading twice, or someone else's id, records nothing.
    const wanted = command.notificationIds === 'all' ? [...state.unread] : command.notificationIds.filter((id) => state.unread.has(id));
    return wanted.length === 0 ? [] : [{ type: 'NotificationsRead', data: { userId: command.userId, notificationIds: [...new Set(wanted)] } }];
  },
};
