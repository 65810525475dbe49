import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** POST /api/admin/listings/:id/reports/dismiss (admin) */
export const dismissReports = (listingId: string): Promise<CommandAccepted> =>
  apiFetch(`/api/admin/listings/${encodeURIComponent(listingId)}/reports/dismiss`, {
    method: 'POST',
    body: {},
    parse: objectWith<CommandAccepted>('position'),
  });
