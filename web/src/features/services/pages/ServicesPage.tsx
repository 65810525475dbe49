import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatNumber } from '../../../i18n';
import { Accordion } from '../../../components/Accordion';
import { Icon, type IconName } from '../../../components/Icon';
import { routePaths, searchResultPath } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { servicesFaq } from '../services-faq';
import '../services.css';

/** The three services; each id names its title, text and action in the services namespace (offer.<id>). */
const services: readonly { id: 'rooms' | 'roommates' | 'items'; icon: IconName; href: string }[] = [
  { id: 'rooms', icon: 'key', href: searchResultPath('all', 'room') },
  { id: 'roommates', icon: 'users', href: searchResultPath('all', 'roommate') },
  { id: 'items', icon: 'sofa', href: searchResultPath('all', 'accessories') },
];

/** What the person does and how customer care answers, step by step (help.<step>). */
const assistance = ['plan', 'problem', 'support'] as const;

export function ServicesPage() {
  const { t } = useTranslation('services');
  usePage(t('meta.title'), t('meta.description'));

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">{t('hero.eyebrow')}</span>
          <h1>{t('hero.title')}</h1>
          <p>{t('hero.text')}</p>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">{t('offer.eyebrow')}</span>
            <h2>{t('offer.title')}</h2>
          </div>
          <div className="grid grid--3">
            {services.map((service) => (
              <article key={service.id} className="card card--hover service-card">
                <span className="icon-badge">
                  <Icon name={service.icon} />
                </span>
                <h3>{t(`offer.${service.id}.title`)}</h3>
                <p className="muted">{t(`offer.${service.id}.text`)}</p>
                <Link href={service.href} className="service-card__link">
                  {t(`offer.${service.id}.action`)}
                  <Icon name="arrow-right" size={16} />
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--white">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">{t('help.eyebrow')}</span>
            <h2>{t('help.title')}</h2>
            <p className="muted">{t('help.text')}</p>
          </div>
          <ol className="assist">
            {assistance.map((step, index) => (
              <li key={step} className="assist__row">
                <span className="assist__step" aria-hidden="true">
                  {formatNumber(index + 1)}
                </span>
                <div className="assist__card assist__card--you">
                  <span className="assist__who">{t('help.you')}</span>
                  <h3>{t(`help.${step}.youTitle`)}</h3>
                  <p>{t(`help.${step}.youText`)}</p>
                </div>
                <Icon name="arrow-right" className="assist__arrow" />
                <div className="assist__card assist__card--we">
                  <span className="assist__who">{t('help.we')}</span>
                  <h3>{t(`help.${step}.weTitle`)}</h3>
                  <p>{t(`help.${step}.weText`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="premium">
          <div>
            <span className="eyebrow">{t('premium.eyebrow')}</span>
            <h2>{t('premium.title')}</h2>
            <p>{t('premium.text')}</p>
          </div>
          <Link href={routePaths.refundPolicy} className="btn btn--accent btn--lg">
            {t('premium.refundPolicy')}
          </Link>
          </div>
        </div>
      </section>

      <section className="section section--white">
        <div className="container services-faq">
          <div className="section-head">
            <span className="eyebrow">{t('faq.eyebrow')}</span>
            <h2>{t('faq.title')}</h2>
          </div>
          <Accordion
            mode="single"
            initiallyOpen={['always-open']}
            items={servicesFaq.map((id) => ({
              id,
              title: t(`faq.${id}.question`),
              content: <p>{t(`faq.${id}.answer`)}</p>,
            }))}
          />
        </div>
      </section>
    </>
  );
}
