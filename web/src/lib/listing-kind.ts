import type { ListingKind } from '@kamra/contracts/options';
import { i18n } from '../i18n';

export type { ListingKind };

/** Each kind's name in the reader's language, read when shown. */
export const listingKindLabel: Readonly<Record<ListingKind, string>> = {
  get room() {
    return i18n.t('kinds.room', { ns: 'common' });
  },
  get roommate() {
    return i18n.t('kinds.roommate', { ns: 'common' });
  },
  get accessory() {
    return i18n.t('kinds.accessory', { ns: 'common' });
  },
};
