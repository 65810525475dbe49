import { Link } from 'wouter';
import { Icon } from '../../components/Icon';
import type { NavItem } from './nav-items';

interface NavLinkItemProps {
  item: NavItem;
  active: boolean;
  className: string;
  variant: 'bar' | 'tab';
}

/** One navigation entry; the Google sign-in is a full page navigation, the rest stay in the app. */
export function NavLinkItem({ item, active, className, variant }: NavLinkItemProps) {
  const content =
    variant === 'tab' ? (
      <>
        <Icon name={item.icon} size={22} />
        <span className="tabbar__label">{item.shortLabel}</span>
      </>
    ) : (
      item.label
    );
  const classes = active ? `${className} is-active` : className;
  const label = variant === 'tab' && item.shortLabel !== item.label ? item.label : undefined;

  if (item.external === true) {
    return (
      <a href={item.href} className={classes} aria-label={label} onClick={item.onFollow}>
        {content}
      </a>
    );
  }
  return (
    <Link href={item.href} className={classes} aria-current={active ? 'page' : undefined} aria-label={label}>
      {content}
    </Link>
  );
}
