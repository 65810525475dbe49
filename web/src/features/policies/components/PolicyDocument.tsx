import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n';
import '../policies.css';

export interface PolicySection {
  id: string;
  /** Its heading's key in the policies namespace. */
  title: string;
  body: ReactNode;
}

interface PolicyDocumentProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
  aside?: ReactNode;
}

/** A policy page: hero, a table of contents and numbered sections. */
export function PolicyDocument({ eyebrow, title, intro, sections, aside }: PolicyDocumentProps) {
  const { t } = useTranslation('policies');
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">{eyebrow}</span>
          <h1>{title}</h1>
          <p>{intro}</p>
        </div>
      </section>
      <div className="container section policy">
        <nav className="policy__toc card" aria-label={t('toc')}>
          <h2>{t('toc')}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.title)}</a>
              </li>
            ))}
          </ol>
          {aside}
        </nav>
        <div className="policy__body prose">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="policy__section">
              <h2>
                <span className="policy__number">{formatNumber(index + 1)}.</span> {t(section.title)}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
