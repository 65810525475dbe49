import { Link, useLocation } from 'wouter';
import { BrandLogo } from '../../../components/BrandLogo';
import { Icon } from '../../../components/Icon';
import { adminSections, isActiveAdminSection } from '../admin-sections';

export function AdminSidebar() {
  const [pathname] = useLocation();
  return (
    <aside className="admin-sidebar">
      <Link href="~/" className="admin-sidebar__brand" aria-label="Kamra, back to the site">
        <BrandLogo tone="light" />
      </Link>
      <nav aria-label="Admin">
        <ul className="admin-sidebar__list">
          {adminSections.map((section) => {
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
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
