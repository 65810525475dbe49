import type { ReportedListingView } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { listOf } from '../../../lib/json-shape';

/** GET /api/admin/reports (admin): open reports grouped by listing, most reported first. */
export const getReportedListings = (signal?: AbortSignal, afterPosition?: string): Promise<ReportedListingView[]> =>
  apiFetch('/api/admin/reports', {
    parse: listOf<ReportedListingView>,
    ...(signal === undefined ? {} : { signal }),
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
