import type { Projection } from '../projection.js';
import type { RowChange } from '../row-changes.js';

/**
 * The `users` read table from the `user-{id}` streams. Times come from the event's
 * occurred-at, so a rebuild gives every row the same dates it had live.
 */
export const usersProjection: Projection = {
  name: 'users',
  project({ event, metadata }): RowChange[] {
    const at = metadata.occurredAt;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, name, email, picture } = event.data;
        return [{
          op: 'insert',
          table: 'users',
          key: ['id'],
          row: { id: userId, name, email, picture, member_since: at, last_signed_in_at: at, blocked: false, verified: false },
        }];
      }
      case 'UserSignedIn': {
        const { userId, name, picture } = event.data;
        return [{ op: 'update', table: 'users', where: { id: userId }, set: { name, picture, last_signed_in_at: at } }];
      }
      case 'UserBlocked':
        return [{
          op: 'update', table: 'users', where: { id: event.data.userId }, set: { blocked: true, block_reason: event.data.reason ?? null, blocked_at: at },
        }];
      case 'UserUnblocked':
        return [{ op: 'update', table: 'users', where: { id: event.data.userId }, set: { blocked: false, block_reason: null, blocked_at: null } }];
      case 'UserVerified':
        return [{ op: 'update', table: 'users', where: { id: event.data.userId }, set: { verified: true } }];
      case 'UserUnverified':
        return [{ op: 'update', table: 'users', where: { id: event.data.userId }, set: { verified: false } }];
      case 'PhoneVerified': {
        const { userId, phone } = event.data;
        return [{ op: 'upsert', table: 'verified_phones', key: ['user_id', 'phone'], row: { user_id: userId, phone, verified_at: at } }];
      }
      case 'PhoneRemoved':
        return [{ op: 'delete', table: 'verified_phones', where: { user_id: event.data.userId, phone: event.data.phone } }];
      default:
        return [];
    }
  },
};
