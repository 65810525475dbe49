import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAuth } from '../../lib/auth/auth-context';
import { useTyping } from '../../lib/use-typing';
import { NavLinkItem } from './NavLinkItem';
import { NotificationBell } from './NotificationBell';
import { isActiveNavItem, navItems } from './nav-items';

/** The navbar's items as a thumb-reachable tab bar on small screens. */
export function BottomTabBar() {
  const { user } = useAuth();
  const [pathname] = useLocation();
  const typing = useTyping();
  const { t } = useTranslation('common');

  return (
    <nav className={typing ? 'tabbar tabbar--typing' : 'tabbar'} aria-label={t('nav.mainMobile')}>
      <ul className={user === null ? 'tabbar__list' : 'tabbar__list tabbar__list--six'}>
        {navItems(user !== null).map((item) => (
          <li key={item.href}>
            <NavLinkItem item={item} active={isActiveNavItem(item, pathname)} variant="tab" className="tabbar__link" />
          </li>
        ))}
        {user !== null && (
          <li>
            <NotificationBell variant="tab" />
          </li>
        )}
      </ul>
    </nav>
  );
}
