import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon, type IconName } from '../../../components/Icon';
import { routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import '../advertise.css';

/** Who an advertiser reaches; each id names a title and text in the advertise namespace (audience.<id>). */
const audiences: readonly { id: 'moving' | 'local' | 'fit'; icon: IconName }[] = [
  { id: 'moving', icon: 'users' },
  { id: 'local', icon: 'map-pin' },
  { id: 'fit', icon: 'megaphone' },
];

export function AdvertisePage() {
  const { t } = useTranslation('advertise');
  usePage(t('meta.title'), t('meta.description'));

  return (
    <>
      <section className="advertise-hero">
        <div className="container advertise-hero__grid">
          <div className="advertise-hero__copy">
            <span className="eyebrow">{t('hero.eyebrow')}</span>
            <h1>{t('hero.title')}</h1>
            <p>{t('hero.text')}</p>
          </div>
          <div className="advertise-video">
            <video
              src="/media/advertise.mp4"
              poster="/media/advertise-poster.jpg"
              autoPlay
              muted
              loop
              playsInline
              preload="metadata"
              width={640}
              height={360}
              aria-label={t('hero.video')}
            />
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">{t('audience.eyebrow')}</span>
            <h2>{t('audience.title')}</h2>
          </div>
          <div className="grid grid--3">
            {audiences.map((audience) => (
              <article key={audience.id} className="card">
                <span className="icon-badge">
                  <Icon name={audience.icon} />
                </span>
                <h3>{t(`audience.${audience.id}.title`)}</h3>
                <p className="muted">{t(`audience.${audience.id}.text`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--white">
        <div className="container advertise-contact">
          <span className="icon-badge">
            <Icon name="headset" />
          </span>
          <h2>{t('contact.title')}</h2>
          <p className="lead">
            <Trans t={t} i18nKey="contact.text" components={{ anchor: <Link href={routePaths.services} /> }} />
          </p>
          <button type="button" className="btn btn--primary btn--lg">
            {t('contact.start')}
          </button>
        </div>
      </section>
    </>
  );
}
