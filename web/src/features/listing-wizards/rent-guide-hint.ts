import type { ListingKind } from '@kamra/contracts/options';
import type { RentFigures } from '@kamra/contracts/read-models';
import { formatNumber, i18n } from '../../i18n';
import { displayRupeeRange } from '../../lib/display';
import { guidePlace, stated } from '../../lib/rent-guide';

/**
 * The rent (or price) field's hint while a lister sets it: 'Rooms in G-11 usually rent for
 * PKR 20,000 to 30,000 a month (42 listings)', in the reader's language; null without figures.
 */
export function rentGuideHint(kind: ListingKind, figures: RentFigures | null): string | null {
  if (!stated(figures)) return null;
  return i18n.t(`rentGuide.${kind}`, {
    ns: 'wizards',
    location: guidePlace(figures),
    range: displayRupeeRange(figures.p25, figures.p75),
    count: figures.count,
    number: formatNumber(figures.count),
  });
}
