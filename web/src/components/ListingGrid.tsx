import type { ListingCard } from '@kamra/contracts/read-models';
import { ListingTile } from './ListingTile';

export interface ListingListProps {
  cards: readonly ListingCard[];
  label: string;
  /** Where a card leads; by default its public detail page (/rooms/:id, ...). */
  linkTo?: (card: ListingCard) => string;
}

/** The normal grid of listings. */
export function ListingGrid({ cards, label, linkTo }: ListingListProps) {
  return (
    <ul className="listing-grid" aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ListingTile card={card} first={index === 0} {...(linkTo === undefined ? {} : { href: linkTo(card) })} />
        </li>
      ))}
    </ul>
  );
}
