import type { Page, ReportedListingView } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { pageOfListAnswer } from '../../../lib/json-shape';

/** A page of reported listings, and how many listings have open reports in all. */
export interface ReportedListingsPage extends Page<ReportedListingView> {
  total: number;
}

/**
 * GET /api/admin/reports?cursor= (admin): open reports grouped by listing, most reported first.
 * The body is the page's list; the next page's cursor and the total come as headers.
 */
export const getReportedListings = (signal?: AbortSignal, cursor?: string | null): Promise<ReportedListingsPage> =>
  apiFetch(`/api/admin/reports${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
    parse: (data, headers) => {
      const page = pageOfListAnswer<ReportedListingView>(data, headers);
      const total = Number(headers.get('x-total-count'));
      return { ...page, total: Number.isInteger(total) && total >= page.items.length ? total : page.items.length };
    },
    ...(signal === undefined ? {} : { signal }),
  });
