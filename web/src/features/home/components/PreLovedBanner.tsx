import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { routePaths, searchResultPath } from '../../../lib/paths';

export function PreLovedBanner() {
  const { t } = useTranslation('home');
  return (
    <section className="section section--tight">
      <div className="container">
        <div className="preloved">
          <div className="preloved__icon">
            <Icon name="sofa" size={40} />
          </div>
          <div className="preloved__copy">
            <span className="eyebrow">{t('preLoved.eyebrow')}</span>
            <h2>{t('preLoved.title')}</h2>
            <p>{t('preLoved.text')}</p>
          </div>
          <div className="preloved__actions">
            <Link href={routePaths.listWizard.accessory} className="btn btn--accent btn--lg">
              {t('preLoved.sell')}
            </Link>
            <Link href={searchResultPath('all', 'accessories')} className="btn btn--ghost-light btn--lg">
              {t('preLoved.buy')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
