/**
 * The table's name selects the row type of a change, so a projection that names a column the
 * read tables do not have fails `npm run typecheck` (each @ts-expect-error below is a compile
 * error the checker must find, or the typecheck fails on the unused directive).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ColumnOf, RowChange, RowOf } from './row-changes.js';

const at = '2025-03-02T10:00:00.000Z';

describe('row changes are typed per read table', () => {
  it('take the columns and values of the table they name', () => {
    const changes: RowChange[] = [
      { op: 'update', table: 'listings', where: { id: 'l1' }, set: { status: 'approved', approved_at: at } },
      { op: 'insert', table: 'reviews', key: ['id'], row: { id: 'r1', user_id: 'u1', comment: 'Found a room.', posted_at: at } },
      // @ts-expect-error `aproved_at` is misspelled: listings has `approved_at`
      { op: 'update', table: 'listings', where: { id: 'l1' }, set: { aproved_at: at } },
      // @ts-expect-error users have no `status`: the table, not the projection, says which columns exist
      { op: 'update', table: 'users', where: { id: 'u1' }, set: { status: 'approved' } },
      // @ts-expect-error a listing is pending, approved or rejected, nothing else
      { op: 'update', table: 'listings', where: { id: 'l1' }, set: { status: 'archived' } },
      // @ts-expect-error the conflict key names columns of the table too
      { op: 'upsert', table: 'listing_history', key: ['listing_id', 'revison'], row: { listing_id: 'l1' } },
    ];
    expect(changes.map((change) => change.table)).toEqual(['listings', 'reviews', 'listings', 'users', 'listings', 'listing_history']);
    expectTypeOf<ColumnOf<'listing_reports'>>().toEqualTypeOf<keyof RowOf<'listing_reports'>>();
    expectTypeOf<RowOf<'listings'>['approved_at']>().toEqualTypeOf<Date | string | null | undefined>();
  });
});
