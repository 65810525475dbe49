/** Revisions as specifications: given what the decider decides for these turns, then these rows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import { listingHistory } from '../testing/decided-events.js';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';
import { accessorySubmitted, approves, rejects, revises, roomSubmitted, submits, withdrawsRevision } from './listing-fixtures.js';

const submitted = accessorySubmitted('l1', 'user-1', '2025-03-01T09:00:00.000Z');
const approved = approves('l1', 'admin-1', '2025-03-02T10:00:00.000Z');
const priceCut = revises(submitted, '2025-03-05T08:00:00.000Z', { changed: { price: 4000 } });
const phoneSwap = revises(submitted, '2025-03-06T08:00:00.000Z', { changed: { phone: '0300-9998887' }, keep: [9, 7], added: [10] });

let spec: ProjectionSpec;
beforeAll(async () => {
  spec = await projectionSpec();
});
afterAll(async () => {
  await spec.close();
});

const listingRow = (db: ReadDb) => db.selectFrom('listings').selectAll().where('id', '=', 'l1').executeTakeFirstOrThrow();
const trail = (db: ReadDb) => db.selectFrom('listing_history').select(['type', 'actor_id', 'actor_role', 'reason', 'details']).orderBy('revision').execute();
const live = (row: Awaited<ReturnType<typeof listingRow>>) => ({ amount: row.amount, fields: row.fields, pictures: row.pictures });

describe('listings projection of revisions', () => {
  it('a pending listing takes the revision as its content, filter columns too', async () => {
    const db = await spec.given(...listingHistory('l1', submits(submitted), priceCut));
    expect(await listingRow(db)).toMatchObject({
      status: 'pending', amount: 4000, fields: { ...submitted.data.fields, price: 4000 }, revision: null, revision_status: null,
    });
  });

  it('a rejected listing takes it and waits for review again, its reason gone', async () => {
    const db = await spec.given(...listingHistory('l1', submits(submitted), rejects('l1', 'admin-1', 'Blurry', '2025-03-02T10:00:00.000Z'), priceCut));
    expect(await listingRow(db)).toMatchObject({ status: 'pending', rejection_reason: null, amount: 4000 });
  });

  it('an approved listing keeps its live content while the revision waits beside it', async () => {
    const before = live(await listingRow(await spec.given(...listingHistory('l1', submits(submitted), approved))));
    const db = await spec.given(...listingHistory('l1', submits(submitted), approved, phoneSwap));
    const row = await listingRow(db);
    expect(live(row)).toEqual(before);
    expect(row).toMatchObject({
      status: 'approved', revision_status: 'pending', revision_reason: null, revised_at: new Date('2025-03-06T08:00:00.000Z'),
      revision: {
        kind: 'accessory', fields: { ...submitted.data.fields, phone: '0300-9998887' },
        changes: [
          { field: 'phone', from: '021-35551234', to: '0300-9998887' },
          {
            field: 'pictures', from: ['pic7.webp', 'pic8.webp', 'pic9.webp'], to: ['pic9.webp', 'pic7.webp', 'pic10.webp'],
            added: [{ file: 'pic10.webp', thumb: 'pic10-400.webp', width: 1200, height: 900 }],
            removed: [{ file: 'pic8.webp', thumb: 'pic8-400.webp', width: 1200, height: 900 }],
          },
        ],
      },
    });
  });

  it('approving puts the revision live and keeps the expiry; rejecting keeps the live version with the reason', async () => {
    const expiry = (await listingRow(await spec.given(...listingHistory('l1', submits(submitted), approved)))).expires_at;
    const approvedAgain = await listingRow(await spec.given(...listingHistory('l1', submits(submitted), approved, phoneSwap, approves('l1', 'admin-2', '2025-03-07T08:00:00.000Z'))));
    expect(approvedAgain).toMatchObject({
      status: 'approved', expires_at: expiry, revision: null, revision_status: null, revised_at: null,
      fields: { ...submitted.data.fields, phone: '0300-9998887' },
    });
    expect((approvedAgain.pictures as { file: string }[]).map((image) => image.file)).toEqual(['pic9.webp', 'pic7.webp', 'pic10.webp']);

    const db = await spec.given(...listingHistory('l1', submits(submitted), approved, phoneSwap, rejects('l1', 'admin-2', 'Not your number', '2025-03-07T08:00:00.000Z')));
    expect(await listingRow(db)).toMatchObject({
      status: 'approved', revision_status: 'rejected', revision_reason: 'Not your number', fields: submitted.data.fields,
    });
  });

  it('the trail keeps each revision with its changes and thumbnails, then its decision with the reason', async () => {
    const db = await spec.given(...listingHistory('l1', submits(submitted), approved, phoneSwap, rejects('l1', 'admin-2', 'Not your number', '2025-03-07T08:00:00.000Z')));
    const [, , revised, rejected] = await trail(db);
    expect(revised).toMatchObject({
      type: 'ListingRevised', actor_id: 'user-1', actor_role: 'user', reason: null,
      details: { thumbs: { 'pic9.webp': 'pic9-400.webp', 'pic7.webp': 'pic7-400.webp', 'pic10.webp': 'pic10-400.webp', 'pic8.webp': 'pic8-400.webp' } },
    });
    expect(rejected).toEqual({ type: 'ListingRevisionRejected', actor_id: 'admin-2', actor_role: 'admin', reason: 'Not your number', details: {} });
  });

  it('withdrawing drops the waiting revision and leaves the live content and its time alone; the trail names the owner', async () => {
    const waiting = await listingRow(await spec.given(...listingHistory('l1', submits(submitted), approved, phoneSwap)));
    const db = await spec.given(...listingHistory('l1', submits(submitted), approved, phoneSwap, withdrawsRevision('l1', 'user-1', '2025-03-07T08:00:00.000Z')));
    const row = await listingRow(db);
    expect(row).toMatchObject({ status: 'approved', revision: null, revision_status: null, revision_reason: null, revised_at: null, updated_at: waiting.updated_at });
    expect(live(row)).toEqual(live(waiting));
    expect((await trail(db)).at(-1)).toEqual({ type: 'ListingRevisionWithdrawn', actor_id: 'user-1', actor_role: 'user', reason: null, details: {} });
  });

  describe('what the public reads of the address', () => {
    const submittedAreaOnly = roomSubmitted('l1', 'user-1', '2025-03-01T09:00:00.000Z', 'House 144, Street 23, Shadman, Lahore');
    if (submittedAreaOnly.data.kind === 'room') submittedAreaOnly.data.fields.addressShown = 'area';
    const showAll = revises(submittedAreaOnly, '2025-03-05T08:00:00.000Z', { changed: { addressShown: 'full' } });
    const moved = revises(submittedAreaOnly, '2025-03-05T08:00:00.000Z', { changed: { address: 'House 9, Block C, Model Town, Lahore' } });
    const publicColumns = (row: Awaited<ReturnType<typeof listingRow>>) => ({ address: row.address, address_key: row.address_key, area: row.area });

    it('given an approved area-only listing, when a revision shows the full address, then the public keeps reading the area until it is approved', async () => {
      const waiting = await listingRow(await spec.given(...listingHistory('l1', submits(submittedAreaOnly), approved, showAll)));
      expect(waiting.address).toBe('Shadman, Lahore');
      expect(waiting.revision).toMatchObject({ changes: [{ field: 'addressShown', from: 'area', to: 'full' }] });
      const decided = await listingRow(await spec.given(...listingHistory('l1', submits(submittedAreaOnly), approved, showAll, approves('l1', 'admin-2', '2025-03-06T08:00:00.000Z'))));
      expect(decided.address).toBe('House 144, Street 23, Shadman, Lahore');
    });

    it('given an approved area-only listing, when a revision moves it, then the public area changes on approval only, and never to the full address', async () => {
      const before = publicColumns(await listingRow(await spec.given(...listingHistory('l1', submits(submittedAreaOnly), approved))));
      const waiting = await listingRow(await spec.given(...listingHistory('l1', submits(submittedAreaOnly), approved, moved)));
      expect(publicColumns(waiting)).toEqual(before);
      const rejected = await listingRow(await spec.given(...listingHistory('l1', submits(submittedAreaOnly), approved, moved, rejects('l1', 'admin-2', 'Wrong map', '2025-03-06T08:00:00.000Z'))));
      expect(publicColumns(rejected)).toEqual(before);
      const decided = await listingRow(await spec.given(...listingHistory('l1', submits(submittedAreaOnly), approved, moved, approves('l1', 'admin-2', '2025-03-06T08:00:00.000Z'))));
      expect(decided.address).toBe('Model Town, Lahore');
      expect(decided.area).not.toBe(before.area);
    });
  });
});
