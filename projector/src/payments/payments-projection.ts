import { formatPosition } from '@kamra/eventstore';
import type { Projection } from '../projection.js';

/** Payments due back because their boost was refused; the listing's history shows them. */
export const paymentsProjection: Projection = {
  name: 'payments',
  project({ event, position, metadata }) {
    if (event.type !== 'PaymentNotApplied') return [];
    const { sessionId, listingId, userId, package: boostPackage, amount, currency, reason } = event.data;
    return [{
      op: 'insert',
      table: 'payments_not_applied',
      key: ['session_id'],
      row: {
        session_id: sessionId, listing_id: listingId, user_id: userId, package: boostPackage, amount, currency, reason,
        position: formatPosition(position), at: metadata.occurredAt,
      },
    }];
  },
};
