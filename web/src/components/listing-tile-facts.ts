import type { ListingCard } from '@kamra/contracts/read-models';
import { i18n, optionLabel } from '../i18n';

const t = (key: string, values?: Record<string, unknown>): string => i18n.t(key, { ns: 'common', ...values });

/** What a seeker of each kind checks first, in a few words: 'House Room · Furnished', 'Looking for: Female'. */
export function tileFacts(card: ListingCard): string[] {
  switch (card.kind) {
    case 'room':
      return [card.roomType === null ? null : optionLabel('roomTypes', card.roomType), card.furnished ? t('tile.furnished') : t('tile.unfurnished')]
        .filter((fact): fact is string => fact !== null);
    case 'roommate':
      return [card.lookingFor === null ? null : t('tile.lookingFor', { who: optionLabel('genders', card.lookingFor) }), card.furnished ? t('tile.furnished') : null]
        .filter((fact): fact is string => fact !== null);
    case 'accessory':
      return card.condition === null ? [] : [t('tile.condition', { condition: card.condition })];
  }
}
