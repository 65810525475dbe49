import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BottomTabBar } from './BottomTabBar';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { isAdminArea } from './nav-items';
import './layout.css';

/** Public chrome around every page; the admin area brings its own sidebar layout instead. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { t } = useTranslation('common');
  if (isAdminArea(pathname)) return <main id="main">{children}</main>;

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Navbar />
      <main id="main" className="app-shell__main">
        {children}
      </main>
      <Footer />
      <BottomTabBar />
    </div>
  );
}
