import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../components/Icon';
import { useUnread } from '../../lib/following/unread-context';
import { routePaths } from '../../lib/paths';

/** The bell: the unread count at a glance, opening the notification list. */
export function NotificationBell({ variant }: { variant: 'bar' | 'tab' }) {
  const { unread } = useUnread();
  const [pathname] = useLocation();
  const { t } = useTranslation('common');
  const active = pathname === routePaths.notifications;
  // The tab's name starts with the word it shows, so a voice command of what is seen finds it.
  const named = variant === 'tab' ? 'alerts' : 'notifications';
  const label = unread === 0 ? t(`bell.${named}`) : t(`bell.${named}Unread`, { count: unread });
  const count = unread > 99 ? '99+' : String(unread);
  return (
    <Link
      href={routePaths.notifications}
      className={`bell bell--${variant}${variant === 'tab' ? ' tabbar__link' : ''}${active ? ' is-active' : ''}`}
      aria-label={label}
      aria-current={active ? 'page' : undefined}
    >
      <span className="bell__icon">
        <Icon name="bell" size={22} />
        {unread > 0 && <span className="bell__count" data-testid="bell-count">{count}</span>}
      </span>
      {variant === 'tab' && <span className="tabbar__label">{t('bell.alerts')}</span>}
    </Link>
  );
}
