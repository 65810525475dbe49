import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './phone-verified-badge.css';

/**
 * The lister's number is one they verified by a code (lister.phoneVerified): on cards, the
 * detail page, My Listings, the admins' queue and the wizard that earns it.
 */
export function PhoneVerifiedBadge() {
  const { t } = useTranslation('common');
  return (
    <span className="badge badge--phone">
      <Icon name="check" size={12} />
      {t('badges.phoneVerified')}
    </span>
  );
}
