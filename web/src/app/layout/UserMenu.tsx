import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { firstName, type SignedInUser } from '../../lib/auth/signed-in-user';
import { routePaths, myListingsPath } from '../../lib/paths';

interface UserMenuProps {
  user: SignedInUser;
  onSignOut: () => void;
}

function Avatar({ user }: { user: SignedInUser }) {
  if (user.picture !== null) {
    return <img className="avatar" src={user.picture} alt="" width={36} height={36} referrerPolicy="no-referrer" />;
  }
  return (
    <span className="avatar avatar--initial" aria-hidden="true">
      {user.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** Account button in the header: who is signed in, the admin dashboard for admins, sign out. */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const [, navigate] = useLocation();
  const { t } = useTranslation('common');

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current !== null && !root.current.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar user={user} />
        <span className="visually-hidden">{t('userMenu.accountFor', { name: user.name })}</span>
      </button>
      <div id={menuId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          <strong dir="auto">{t('userMenu.salam', { name: firstName(user) })}</strong>
          <span dir="auto">{user.email}</span>
        </p>
        <Link href={myListingsPath()} className="user-menu__item" onClick={() => setOpen(false)}>
          {t('nav.myListings')}
        </Link>
        <Link href={routePaths.saved} className="user-menu__item" onClick={() => setOpen(false)}>
          {t('userMenu.savedListings')}
        </Link>
        <Link href={routePaths.savedSearches} className="user-menu__item" onClick={() => setOpen(false)}>
          {t('userMenu.savedSearches')}
        </Link>
        {user.isAdmin && (
          <Link href={routePaths.admin} className="user-menu__item" onClick={() => setOpen(false)}>
            {t('userMenu.adminDashboard')}
          </Link>
        )}
        <button
          type="button"
          className="user-menu__item"
          onClick={() => {
            setOpen(false);
            onSignOut();
            navigate('/');
          }}
        >
          {t('userMenu.signOut')}
        </button>
      </div>
    </div>
  );
}
