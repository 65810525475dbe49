import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { formatNumber } from '../../../i18n';
import { usePage } from '../../../lib/use-page';
import { careerOpenings, filterOpenings } from '../career-openings';
import '../career.css';

export function CareerPage() {
  const { t } = useTranslation('career');
  usePage(t('meta.title'), t('meta.description'));
  const [query, setQuery] = useState('');
  const note = useRef<HTMLElement>(null);
  const searchId = useId();
  const openings = filterOpenings(careerOpenings(), query);

  // Applications are not taken on this site; Apply Now takes the visitor to the note saying so.
  const showHowToApply = () => {
    note.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    note.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <section className="page-hero career-hero">
        <div className="container">
          <span className="eyebrow">{t('hero.eyebrow')}</span>
          <h1>{t('hero.title')}</h1>
          <p>{t('hero.text')}</p>
          <form className="career-search" role="search" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={searchId} className="visually-hidden">
              {t('hero.searchLabel')}
            </label>
            <Icon name="search" size={20} />
            <input
              id={searchId}
              type="search"
              placeholder={t('hero.searchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="section-head">
            <h2>{t('openings.title')}</h2>
            <p className="muted" aria-live="polite">
              {t('openings.count', { count: openings.length, number: formatNumber(openings.length) })}
            </p>
          </div>
          {openings.length === 0 ? (
            <p className="card career-empty">{t('openings.none', { query: query.trim() })}</p>
          ) : (
            <ul className="career-grid">
              {openings.map((opening) => (
                <li key={opening.id} className="card card--hover career-card">
                  <span className="icon-badge">
                    <Icon name="briefcase" />
                  </span>
                  <h3>{opening.title}</h3>
                  <p className="career-card__type">
                    <Icon name="clock" size={16} />
                    {opening.type}
                  </p>
                  <p className="muted career-card__place">{t('openings.place')}</p>
                  <button type="button" className="btn btn--primary btn--block" onClick={showHowToApply}>
                    {t('openings.apply')}
                  </button>
                </li>
              ))}
            </ul>
          )}

          <aside ref={note} className="career-note" tabIndex={-1} aria-label={t('note.label')}>
            <Icon name="info" size={24} />
            <p>
              <Trans t={t} i18nKey="note.text" components={{ strong: <strong /> }} />
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
