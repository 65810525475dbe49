import { useTranslation } from 'react-i18next';
import { usePage } from '../../../lib/use-page';
import { AdvanceSearchForm } from '../components/AdvanceSearchForm';
import '../search.css';

/** /advanceSearch: address, listing kind and per-kind filters. */
export function AdvanceSearchPage() {
  const { t } = useTranslation('search');
  usePage(t('advance.title'));
  return (
    <section className="container section search-page advance-page">
      <header className="search-page__head">
        <h1>{t('advance.heading')}</h1>
        <p className="muted">{t('advance.lead')}</p>
      </header>
      <AdvanceSearchForm />
    </section>
  );
}
