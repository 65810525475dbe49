import type { ReadDb } from '@kamra/read-model';
import type { ListingRow } from './listing-row.js';
import { flaggedOwnerId, type AdminListingExtras } from './lifecycle-presenter.js';
import { openReportCounts, userNames } from './report-queries.js';

/** What admins' listing views add: open reports per listing and the owners duplicate flags name. */
export async function adminExtras(db: ReadDb, rows: readonly ListingRow[]): Promise<AdminListingExtras> {
  const flagged = rows.map(flaggedOwnerId).filter((id): id is string => id !== null);
  const [openReports, names] = await Promise.all([openReportCounts(db, rows.map((row) => row.id)), userNames(db, flagged)]);
  return { openReports, names, flags: true };
}
