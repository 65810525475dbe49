import { useTranslation } from 'react-i18next';
import { Accordion } from '../../../components/Accordion';
import { Icon, type IconName } from '../../../components/Icon';
import { usePage } from '../../../lib/use-page';
import { aboutFaq } from '../about-faq';
import '../about.css';

/** What Kamra stands for; each id names a title and text in the about namespace (values.<id>). */
const values: readonly { id: 'trust' | 'simple' | 'community'; icon: IconName }[] = [
  { id: 'trust', icon: 'shield' },
  { id: 'simple', icon: 'sparkles' },
  { id: 'community', icon: 'users' },
];

export function AboutPage() {
  const { t } = useTranslation('about');
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
        <div className="container grid grid--2">
          <article className="card about-statement">
            <span className="icon-badge">
              <Icon name="star" />
            </span>
            <h2>{t('vision.title')}</h2>
            <p>{t('vision.text')}</p>
          </article>
          <article className="card about-statement">
            <span className="icon-badge">
              <Icon name="key" />
            </span>
            <h2>{t('mission.title')}</h2>
            <p>{t('mission.text')}</p>
          </article>
        </div>
      </section>

      <section className="section section--white">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">{t('values.eyebrow')}</span>
            <h2>{t('values.title')}</h2>
          </div>
          <div className="grid grid--3">
            {values.map((value) => (
              <article key={value.id} className="about-value">
                <span className="icon-badge">
                  <Icon name={value.icon} />
                </span>
                <h3>{t(`values.${value.id}.title`)}</h3>
                <p className="muted">{t(`values.${value.id}.text`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container about-faq">
          <div className="section-head">
            <span className="eyebrow">{t('faq.eyebrow')}</span>
            <h2>{t('faq.title')}</h2>
            <p className="muted">{t('faq.text')}</p>
          </div>
          <Accordion
            headingLevel="h3"
            initiallyOpen={['getting-started']}
            items={aboutFaq.map((category) => ({
              id: category.id,
              title: t(`faq.categories.${category.id}`),
              content: (
                <dl className="faq-list">
                  {category.entries.map((entry) => (
                    <div key={entry} className="faq-list__entry">
                      <dt>{t(`faq.${entry}.question`)}</dt>
                      <dd>{t(`faq.${entry}.answer`)}</dd>
                    </div>
                  ))}
                </dl>
              ),
            }))}
          />
        </div>
      </section>
    </>
  );
}
