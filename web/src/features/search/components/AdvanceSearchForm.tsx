import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PlaceInput } from '../../../components/PlaceInput';
import { Spinner } from '../../../components/Spinner';
import type { ListingKind } from '../../../lib/listing-kind';
import { emptyAdvanceSearch, type AdvanceSearchValues } from '@kamra/contracts/search';
import { SEARCH_NAVIGATION_DELAY_MS, advanceResultsPath } from '../advance-search-form';
import { FilterFields } from './FilterFields';
import { loadSavedForm, saveForm } from '../saved-advance-form';

const kinds: readonly ListingKind[] = ['room', 'roommate', 'accessory'];

/** Address, kind and the kind's filters; shows results after the spec's short delay. */
export function AdvanceSearchForm() {
  const { t } = useTranslation('search');
  // Back from the results finds the form as it was sent.
  const [values, setValues] = useState<AdvanceSearchValues>(() => loadSavedForm() ?? emptyAdvanceSearch);
  const [pending, setPending] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const addressId = useId();
  const set = <K extends keyof AdvanceSearchValues>(name: K, value: AdvanceSearchValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  useEffect(() => {
    if (pending === null) return;
    const timer = window.setTimeout(() => navigate(pending), SEARCH_NAVIGATION_DELAY_MS[values.kind]);
    return () => window.clearTimeout(timer);
  }, [pending, navigate, values.kind]);

  useEffect(() => saveForm(values), [values]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(advanceResultsPath(values));
  };

  return (
    <form className="advance-form card" onSubmit={submit}>
      <div className="advance-form__field">
        <label htmlFor={addressId}>{t('advance.address')}</label>
        <PlaceInput
          id={addressId}
          value={values.address}
          onChange={(address) => set('address', address)}
          inputClassName="input"
          placeholder={t('advance.addressPlaceholder')}
        />
      </div>
      <fieldset className="advance-form__kinds">
        <legend>{t('advance.kindLegend')}</legend>
        {kinds.map((kind) => (
          <label key={kind} className="advance-form__radio">
            <input type="radio" name="kind" checked={values.kind === kind} onChange={() => set('kind', kind)} />
            {t(`advance.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <FilterFields values={values} set={set} />
      <button type="submit" className="btn btn--primary btn--lg" disabled={pending !== null}>
        {t('advance.submit')}
      </button>
      {pending !== null && <Spinner label={t('advance.searching')} showLabel />}
    </form>
  );
}
