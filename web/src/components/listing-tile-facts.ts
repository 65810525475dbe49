import type { ListingCard } from '@kamra/contracts/read-models';

/** What a seeker of each kind checks first, in a few words: 'House Room · Furnished', 'Looking for: Female'. */
export function tileFacts(card: ListingCard): string[] {
  switch (card.kind) {
    case 'room':
      return [card.roomType, card.furnished ? 'Furnished' : 'Unfurnished'].filter((fact): fact is string => fact !== null);
    case 'roommate':
      return [card.lookingFor === null ? null : `Looking for: ${card.lookingFor}`, card.furnished ? 'Furnished' : null]
        .filter((fact): fact is string => fact !== null);
    case 'accessory':
      return card.condition === null ? [] : [`Condition ${card.condition}/10`];
  }
}
