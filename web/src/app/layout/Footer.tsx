import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BrandLogo } from '../../components/BrandLogo';
import { routePaths, searchResultPath } from '../../lib/paths';

/** Each column's title and links, by their keys in the common texts. */
const columns = [
  {
    title: 'footer.company',
    links: [
      { label: 'footer.aboutUs', href: routePaths.about },
      { label: 'footer.career', href: routePaths.career },
      { label: 'nav.advertise', href: routePaths.advertise },
      { label: 'nav.blogs', href: routePaths.blogs },
    ],
  },
  {
    title: 'footer.support',
    links: [
      { label: 'footer.services', href: routePaths.services },
      { label: 'footer.refundPolicy', href: routePaths.refundPolicy },
      { label: 'footer.privacyPolicies', href: routePaths.privacyPolicies },
    ],
  },
  {
    title: 'footer.explore',
    links: [
      { label: 'footer.findRoom', href: searchResultPath('all', 'room') },
      { label: 'footer.findRoommate', href: searchResultPath('all', 'roommate') },
      { label: 'footer.preLoved', href: searchResultPath('all', 'accessories') },
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <BrandLogo tone="light" />
          <p>{t('footer.about')}</p>
          <p className="footer__region">{t('footer.region')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} className="footer__column" aria-label={t(column.title)}>
            <h2 className="footer__title">{t(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer__bottom">
        <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
        <span>{t('footer.rentsNote')}</span>
      </div>
    </footer>
  );
}
