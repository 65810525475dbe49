import type { ComponentProps } from 'react';
import type { ListingKind } from '@kamra/contracts/options';
import { useTranslation } from 'react-i18next';
import { useRentFigures } from '../../../lib/use-rent-figures';
import { rentGuideHint } from '../rent-guide-hint';
import { TextField } from './fields';

/**
 * The rent (or price) field with the rent guide of the address typed as its hint: listers who
 * guess their rent see what the area's listings ask before they choose.
 */
export function RentGuideField({ kind, address, ...field }: ComponentProps<typeof TextField> & { kind: ListingKind; address: string }) {
  // Renders again when the reader changes language, so the hint follows.
  useTranslation('wizards');
  const figures = useRentFigures(kind, address);
  return <TextField {...field} hint={rentGuideHint(kind, figures) ?? undefined} />;
}
