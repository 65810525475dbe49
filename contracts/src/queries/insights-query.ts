/** Query strings of the rent guide and the admins' dashboard. */
import { z } from 'zod';
import { blankToUndefined, requiredText } from '../commands/form-fields';
import { LISTING_KINDS } from '../options';
import { messages } from '../messages';

/**
 * GET /api/insights/rent?kind=&location=: `location` is a place or an address as typed
 * ('G-11, Islamabad', 'Street 4, G-11/2, Islamabad', 'Lahore'); its gazetteer area, else its city, is the place.
 */
export const rentGuideQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(LISTING_KINDS, { error: messages.searchKindRequired })),
  location: requiredText(messages.rentGuideLocationRequired, 'searchText'),
});
export type RentGuideQuery = z.output<typeof rentGuideQuerySchema>;
