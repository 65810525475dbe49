import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from '../../../components/BrandLogo';
import { Icon } from '../../../components/Icon';
import { adminSections, isActiveAdminSection, type AdminSection } from '../admin-sections';

/**
 * The dashboard's sections. On a wide screen a sidebar; on a phone it folds into a bar with
 * a menu button that names the current section.
 */
export function AdminSidebar({ extraSections = [] }: { extraSections?: readonly AdminSection[] }) {
  const { t } = useTranslation('admin');
  const sections: AdminSection[] = [...adminSections.map(({ name, ...section }) => ({ ...section, label: t(`sections.${name}`) })), ...extraSections];
  const [pathname] = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = sections.find((section) => isActiveAdminSection(section, pathname));

  // Choosing a section folds the menu again.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <aside className={open ? 'admin-sidebar is-open' : 'admin-sidebar'}>
      <div className="admin-sidebar__bar">
        <Link href="~/" className="admin-sidebar__brand" aria-label={t('sidebar.home')}>
          <BrandLogo tone="light" />
        </Link>
        <button
          type="button"
          className="admin-sidebar__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'list'} size={20} />
          <span>{current?.label ?? t('sidebar.menu')}</span>
        </button>
      </div>
      <nav aria-label={t('sidebar.nav')} id={listId} className="admin-sidebar__nav">
        <ul className="admin-sidebar__list">
          {sections.map((section) => {
            const active = isActiveAdminSection(section, pathname);
            return (
              <li key={section.href}>
                <Link
                  href={section.href}
                  className={active ? 'admin-sidebar__link is-active' : 'admin-sidebar__link'}
                  aria-current={active ? 'page' : undefined}
                >
                  <Icon name={section.icon} size={20} />
                  {section.label}
                  {section.badge}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
