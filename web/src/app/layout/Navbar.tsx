import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from '../../components/BrandLogo';
import { useAuth } from '../../lib/auth/auth-context';
import { NavLinkItem } from './NavLinkItem';
import { isActiveNavItem, navItems } from './nav-items';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';
import { NotificationBell } from './NotificationBell';

export function Navbar() {
  const { user, signOut } = useAuth();
  const [pathname] = useLocation();
  const { t } = useTranslation('common');
  const items = navItems(user !== null);

  return (
    <header className="navbar">
      <div className="container navbar__inner">
        <Link href="/" className="navbar__brand" aria-label={t('brandHome')}>
          <BrandLogo />
        </Link>
        <nav className="navbar__nav" aria-label={t('nav.main')}>
          <ul className="navbar__list">
            {items.map((item, index) => (
              <li key={item.href}>
                <NavLinkItem
                  item={item}
                  active={isActiveNavItem(item, pathname)}
                  variant="bar"
                  className={index === items.length - 1 ? 'navbar__cta btn btn--primary' : 'navbar__link'}
                />
              </li>
            ))}
          </ul>
        </nav>
        {/* Outside the nav, so a phone (where the tab bar carries the links) shows it too. */}
        <LanguageSwitch />
        {user !== null && (
          <div className="navbar__account">
            <NotificationBell variant="bar" />
            <UserMenu user={user} onSignOut={signOut} />
          </div>
        )}
      </div>
    </header>
  );
}
