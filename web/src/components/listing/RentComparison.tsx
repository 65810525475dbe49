import type { ListingDetail } from '@kamra/contracts/read-models';
import { rentComparisonSentence } from '../../lib/rent-guide';
import { useRentFigures } from '../../lib/use-rent-figures';

/** Whether the rent is typical, below or above its area's middle half: seekers can tell a fair rent from a bait. */
export function RentComparison({ listing }: { listing: ListingDetail }) {
  const figures = useRentFigures(listing.kind, listing.address);
  const sentence = rentComparisonSentence(listing.kind, listing.kind === 'accessory' ? listing.price : listing.rent, figures);
  if (sentence === null) return null;
  return <p className="listing__rent-guide">{sentence}</p>;
}
