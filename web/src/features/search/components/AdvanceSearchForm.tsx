import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { PlaceInput } from '../../../components/PlaceInput';
import { Spinner } from '../../../components/Spinner';
import type { ListingKind } from '../../../lib/listing-kind';
import { SEARCH_NAVIGATION_DELAY_MS, advanceResultsPath, emptyAdvanceSearch, type AdvanceSearchValues } from '../advance-search-form';
import { FilterFields } from './FilterFields';
import { loadSavedForm, saveForm } from '../saved-advance-form';

const kinds: readonly { kind: ListingKind; label: string }[] = [
  { kind: 'room', label: 'Search Rooms' },
  { kind: 'roommate', label: 'Search RoomMate' },
  { kind: 'accessory', label: 'Search Accessories' },
];

/** Address, kind and the kind's filters; shows results after the spec's short delay. */
export function AdvanceSearchForm() {
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
        <label htmlFor={addressId}>Address</label>
        <PlaceInput
          id={addressId}
          value={values.address}
          onChange={(address) => set('address', address)}
          inputClassName="input"
          placeholder="City, area or address"
        />
      </div>
      <fieldset className="advance-form__kinds">
        <legend>What are you looking for?</legend>
        {kinds.map(({ kind, label }) => (
          <label key={kind} className="advance-form__radio">
            <input type="radio" name="kind" checked={values.kind === kind} onChange={() => set('kind', kind)} />
            {label}
          </label>
        ))}
      </fieldset>
      <FilterFields values={values} set={set} />
      <button type="submit" className="btn btn--primary btn--lg" disabled={pending !== null}>
        Search
      </button>
      {pending !== null && <Spinner label="Searching..." showLabel />}
    </form>
  );
}
