import type { NotificationView } from '@kamra/contracts/read-models';
import { i18n } from '../../i18n';

/**
 * The server writes a notification's text in English, as its event keeps it; a reader of another
 * language is told the same from the notification's type (a closed room was rented, an item sold)
 * (the page shows an admin's reason for a refusal beside it, as the admin wrote it).
 */
export function notificationText(item: Pick<NotificationView, 'type' | 'listingKind' | 'text'>, language: string): string {
  if (language === 'en') return item.text;
  const type = item.type === 'favourite_closed' ? `favourite_closed_${item.listingKind === 'accessory' ? 'sold' : 'rented'}` : item.type;
  return i18n.t(`notifications.types.${type}`, { ns: 'following', lng: language, defaultValue: item.text });
}
