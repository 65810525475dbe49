import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { ListingKind } from '../../../lib/listing-kind';
import { advanceListingPath, routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { apiFilters, filterParams, readSearchParams, readSort, searchParamsOf, valuesFromParams } from '@kamra/contracts/search';
import { ListingResults } from '../components/ListingResults';
import { SearchToolbar } from '../components/SearchToolbar';
import { SaveSearchButton } from '../../../components/SaveSearchButton';
import { filterChips } from '../filter-chips';
import { withFilters } from '../results-url';
import { placeName } from '../search-params';
import '../search.css';

/** /advanceRoomSearch, /advanceRoommateSearch, /advanceAccessoriesSearch: approved listings matching the filters. */
export function AdvanceResultsPage({ kind }: { kind: ListingKind }) {
  const { t } = useTranslation('search');
  const search = useSearch();
  const [, navigate] = useLocation();
  const { location } = readSearchParams(search);
  const params = searchParamsOf(search);
  const values = valuesFromParams(kind, location, params);
  const sort = readSort(params);
  const filters = apiFilters(values, sort);
  const chips = filterChips(values);
  const pagePath = `${routePaths.advanceResults[kind]}?location=${encodeURIComponent(location)}`;
  const heading = t(`advanceResults.${kind}`);
  usePage(heading);

  return (
    <section className="container section search-page">
      <header className="search-page__head">
        <h1>{heading}</h1>
        <p className="muted">
          <Trans
            t={t}
            i18nKey="advanceResults.approvedIn"
            values={{ place: placeName(location) }}
            components={{ place: <strong className="search-page__place" dir="auto" /> }}
          />
        </p>
        {/* What was asked for, restated, with the form a tap away (it remembers what was chosen). */}
        <ul className="filter-chips" aria-label={t('chips.label')}>
          {chips.map((chip) => (
            <li key={chip}>{chip}</li>
          ))}
          <li className="filter-chips__edit">
            <Link href={routePaths.advanceSearch}>{t('chips.edit')}</Link>
          </li>
        </ul>
      </header>
      <SearchToolbar values={values} sort={sort} onChange={(next, nextSort) => navigate(withFilters(pagePath, next, nextSort))} />
      <SaveSearchButton key={`save ${location}|${new URLSearchParams(filters).toString()}`} kind={kind} location={location} filters={filters} />
      <ListingResults
        key={`${location}|${filterParams(values).toString()}|${sort}`}
        kind={kind}
        location={location}
        filters={filters}
        linkTo={(card) => advanceListingPath(card.kind, card.id)}
      />
    </section>
  );
}
