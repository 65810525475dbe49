import type { EventStore } from '../port.js';

/** Placeholder until the KurrentDB adapter lands; see kurrent-event-store.test.ts. */
export const KurrentEventStore = {
  async connect(_url: string): Promise<EventStore> {
    throw new Error('KurrentDB adapter not available yet');
  },
};
