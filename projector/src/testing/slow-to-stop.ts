import type { EventStore, Subscription } from '@kamra/eventstore';

export interface SlowToStopOptions {
  /** How long a subscription goes on delivering after it is told to stop, as a slow read in flight would. */
  stopDelayMs: number;
  /** Report each subscription failure twice, as a store that retried and reported again might. */
  reportErrorsTwice?: boolean;
}

/**
 * The store, with subscriptions that are slow to stop, counting how many run at once: a
 * follower's restart must wait for the old one and never run two side by side.
 */
export function slowToStop(store: EventStore, options: SlowToStopOptions): { store: EventStore; mostAtOnce(): number } {
  let active = 0;
  let most = 0;
  const watched = new Proxy(store, {
    get(inner, property) {
      if (property === 'subscribeToAll') {
        return (asked: Parameters<EventStore['subscribeToAll']>[0]): Subscription => {
          const onError = asked.onError;
          const subscription = inner.subscribeToAll(options.reportErrorsTwice && onError
            ? { ...asked, onError: (error) => { onError(error); onError(error); } }
            : asked);
          most = Math.max(most, ++active);
          return {
            caughtUp: subscription.caughtUp,
            async stop() {
              await new Promise((resolve) => setTimeout(resolve, options.stopDelayMs));
              active--;
              await subscription.stop();
            },
          };
        };
      }
      const value: unknown = Reflect.get(inner, property, inner);
      return typeof value === 'function' ? value.bind(inner) : value;
    },
  });
  return { store: watched, mostAtOnce: () => most };
}
