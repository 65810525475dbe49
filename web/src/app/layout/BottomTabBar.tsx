import { useLocation } from 'wouter';
import { useAuth } from '../../lib/auth/auth-context';
import { useTyping } from '../../lib/use-typing';
import { NavLinkItem } from './NavLinkItem';
import { isActiveNavItem, navItems } from './nav-items';

/** The navbar's items as a thumb-reachable tab bar on small screens. */
export function BottomTabBar() {
  const { user } = useAuth();
  const [pathname] = useLocation();
  const typing = useTyping();

  return (
    <nav className={typing ? 'tabbar tabbar--typing' : 'tabbar'} aria-label="Main (mobile)">
      <ul className="tabbar__list">
        {navItems(user !== null).map((item) => (
          <li key={item.href}>
            <NavLinkItem item={item} active={isActiveNavItem(item, pathname)} variant="tab" className="tabbar__link" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
