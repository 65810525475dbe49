import type { ComponentProps } from 'react';
import type { ListingKind } from '@kamra/contracts/options';
import { rentGuideSentence } from '../../../lib/rent-guide';
import { useRentFigures } from '../../../lib/use-rent-figures';
import { TextField } from './fields';

/**
 * The rent (or price) field with the rent guide of the address typed as its hint: listers who
 * guess their rent see what the area's listings ask before they choose.
 */
export function RentGuideField({ kind, address, ...field }: ComponentProps<typeof TextField> & { kind: ListingKind; address: string }) {
  const figures = useRentFigures(kind, address);
  return <TextField {...field} hint={rentGuideSentence(kind, figures) ?? undefined} />;
}
