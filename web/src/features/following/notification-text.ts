import type { NotificationView } from '@kamra/contracts/read-models';
import { i18n } from '../../i18n';

/**
 * The server writes a notification's text in English, as its event keeps it; a reader of another
 * language is told the same from the notification's type (a closed room was rented, an item sold)
 * and, for an admin's refusal, the admin's reason as they wrote it.
 */
export function notificationText(item: Pick<NotificationView, 'type' | 'listingKind' | 'text' | 'reason'>, language: string): string {
  if (language === 'en') return item.text;
  const type = item.type === 'favourite_closed' ? `favourite_closed_${item.listingKind === 'accessory' ? 'sold' : 'rented'}` : item.type;
  const told = i18n.t(`notifications.types.${type}`, { ns: 'following', lng: language, defaultValue: item.text });
  // A type this build does not know shows the server's text, which names its reason already.
  if (item.reason === undefined || told === item.text) return told;
  return i18n.t('notifications.withReason', { ns: 'following', lng: language, text: told, reason: item.reason });
}
