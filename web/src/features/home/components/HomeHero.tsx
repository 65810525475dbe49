import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { routePaths, searchResultPath } from '../../../lib/paths';
import { greetingFor } from '../greeting';
import { HeroIllustration } from './HeroIllustration';
import { PlaceSearch } from './PlaceSearch';

export function HomeHero() {
  const { t } = useTranslation('home');
  const greeting = t(`greeting.${greetingFor(new Date().getHours())}`);

  return (
    <section className="hero">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="hero__greeting">
            {t('hero.welcome', { greeting })}
          </p>
          <h1 className="hero__title">
            <Trans t={t} i18nKey="hero.title" components={{ accent: <span /> }} />
          </h1>
          <p className="hero__lead">
            {t('hero.lead')}
          </p>

          <div className="hero__actions">
            <Link href={routePaths.listWizard.room} className="btn btn--accent btn--lg">
              {t('hero.listRoom')}
            </Link>
            <Link href={searchResultPath('all', 'room')} className="btn btn--light btn--lg">
              {t('hero.findRoom')}
            </Link>
            <Link href={routePaths.listWizard.roommate} className="btn btn--ghost-light btn--lg">
              {t('hero.listRoommate')}
            </Link>
            <Link href={searchResultPath('all', 'roommate')} className="btn btn--ghost-light btn--lg">
              {t('hero.findRoommate')}
            </Link>
          </div>

          <div className="hero__search">
            <PlaceSearch />
            <Link href={routePaths.advanceSearch} className="hero__advanced">
              <Icon name="sparkles" size={18} />
              {t('hero.advancedSearch')}
            </Link>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
