import { usePage } from '../../../lib/use-page';
import { AdvanceSearchForm } from '../components/AdvanceSearchForm';
import '../search.css';

/** /advanceSearch: address, listing kind and per-kind filters. */
export function AdvanceSearchPage() {
  usePage('Advance Search');
  return (
    <section className="container section search-page advance-page">
      <header className="search-page__head">
        <h1>Advanced search</h1>
        <p className="muted">Narrow rooms, roommates and pre-loved items down to what you need.</p>
      </header>
      <AdvanceSearchForm />
    </section>
  );
}
