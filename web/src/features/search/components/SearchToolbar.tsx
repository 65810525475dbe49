import { SEARCH_SORTS, type SearchSort } from '@kamra/contracts/queries';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatNumber } from '../../../i18n';
import { Modal } from '../../../components/Modal';
import { routePaths } from '../../../lib/paths';
import { countFilters, emptyAdvanceSearch, type AdvanceSearchValues } from '@kamra/contracts/search';
import { FilterFields } from './FilterFields';

interface SearchToolbarProps {
  values: AdvanceSearchValues;
  sort: SearchSort;
  /** Shows the results for these filters and this order (in the URL, so Back and sharing keep them). */
  onChange: (values: AdvanceSearchValues, sort: SearchSort) => void;
}

/** Sort and filters on the results page; the filters open in a sheet, with the full Advanced Search a link away. */
export function SearchToolbar({ values, sort, onChange }: SearchToolbarProps) {
  const [editing, setEditing] = useState<AdvanceSearchValues | null>(null);
  const { t } = useTranslation('search');
  const amount = values.kind === 'accessory' ? t('amount.price') : t('amount.rent');
  const count = countFilters(values);
  const set = <K extends keyof AdvanceSearchValues>(name: K, value: AdvanceSearchValues[K]) =>
    setEditing((current) => (current === null ? current : { ...current, [name]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (editing !== null) onChange(editing, sort);
    setEditing(null);
  };

  return (
    <div className="search-toolbar">
      <label className="search-toolbar__sort">
        <span>{t('sort.label')}</span>
        <select
          className="input"
          value={sort}
          onChange={(event) => onChange(values, SEARCH_SORTS.find((s) => s === event.target.value) ?? 'newest')}
        >
          {SEARCH_SORTS.map((option) => (
            <option key={option} value={option}>{t(`sort.${option}`, { amount })}</option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn--outline search-toolbar__filters" onClick={() => setEditing(values)} aria-haspopup="dialog">
        {count > 0 ? t('toolbar.filtersCount', { count: formatNumber(count) }) : t('toolbar.filters')}
      </button>
      <Link href={routePaths.advanceSearch} className="search-toolbar__advanced">{t('toolbar.advanced')}</Link>
      {editing !== null && (
        <Modal title={t('toolbar.filters')} variant="sheet" onClose={() => setEditing(null)}>
          <form className="advance-form search-sheet" onSubmit={apply}>
            <FilterFields values={editing} set={set} />
            <div className="search-sheet__actions">
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => setEditing({ ...emptyAdvanceSearch, kind: editing.kind, address: editing.address })}
              >
                {t('toolbar.clear')}
              </button>
              <button type="submit" className="btn btn--primary">{t('toolbar.show')}</button>
            </div>
          </form>
        </Modal>
      )}
    </div>
  );
}
