import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { applyArrivedUrduFonts } from '../../i18n';
import { BottomTabBar } from './BottomTabBar';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { isAdminArea } from './nav-items';
import { SignInRefusal } from './SignInRefusal';
import './layout.css';

/** Public chrome around every page; the admin area brings its own sidebar layout instead. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { t } = useTranslation('common');
  // A font that arrived while the last page was read comes into use as the next one replaces it,
  // before its paint, so no page rewraps under the reader.
  useLayoutEffect(applyArrivedUrduFonts, [pathname]);
  if (isAdminArea(pathname)) return <main id="main">{children}</main>;

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Navbar />
      <main id="main" className="app-shell__main">
        <SignInRefusal />
        {children}
      </main>
      <Footer />
      <BottomTabBar />
    </div>
  );
}
