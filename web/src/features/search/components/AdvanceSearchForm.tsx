import { LISTING_MINIMUMS, MAX_AGE, MAX_ROOMMATES } from '@kamra/contracts/limits';
import { GENDERS, OCCUPATIONS } from '@kamra/contracts/options';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '../../../components/Spinner';
import { displayRupees } from '../../../lib/display';
import type { ListingKind } from '../../../lib/listing-kind';
import {
  AMOUNT_SLIDER, SEARCH_NAVIGATION_DELAY_MS, advanceResultsPath, emptyAdvanceSearch, tickFilters, type AdvanceSearchValues,
} from '../advance-search-form';

const kinds: readonly { kind: ListingKind; label: string }[] = [
  { kind: 'room', label: 'Search Rooms' },
  { kind: 'roommate', label: 'Search RoomMate' },
  { kind: 'accessory', label: 'Search Accessories' },
];

/** Address, kind and the kind's filters; shows results after the spec's short delay. */
export function AdvanceSearchForm() {
  const [values, setValues] = useState<AdvanceSearchValues>(emptyAdvanceSearch);
  const [pending, setPending] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const set = <K extends keyof AdvanceSearchValues>(name: K, value: AdvanceSearchValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  useEffect(() => {
    if (pending === null) return;
    const timer = window.setTimeout(() => navigate(pending), SEARCH_NAVIGATION_DELAY_MS[values.kind]);
    return () => window.clearTimeout(timer);
  }, [pending, navigate, values.kind]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(advanceResultsPath(values));
  };

  const amountLabel = values.kind === 'accessory' ? 'Maximum price' : 'Maximum rent';
  return (
    <form className="advance-form card" onSubmit={submit}>
      <label className="advance-form__field">
        <span>Address</span>
        <input
          className="input"
          type="text"
          placeholder="City, area or address"
          value={values.address}
          onChange={(event) => set('address', event.target.value)}
        />
      </label>
      <fieldset className="advance-form__kinds">
        <legend>What are you looking for?</legend>
        {kinds.map(({ kind, label }) => (
          <label key={kind} className="advance-form__radio">
            <input type="radio" name="kind" checked={values.kind === kind} onChange={() => set('kind', kind)} />
            {label}
          </label>
        ))}
      </fieldset>
      <label className="advance-form__field">
        <span>
          {amountLabel}: {values.amount === 0 ? 'any' : displayRupees(values.amount)}
        </span>
        <input
          type="range"
          min={AMOUNT_SLIDER.min}
          max={AMOUNT_SLIDER.max}
          step={AMOUNT_SLIDER.step}
          value={values.amount}
          onChange={(event) => set('amount', Number(event.target.value))}
        />
      </label>
      {values.kind === 'room' && (
        <label className="advance-form__field">
          <span>Roommates at most</span>
          <input className="input" type="number" min={MAX_ROOMMATES.min} max={MAX_ROOMMATES.max} value={values.maxRoommate} onChange={(event) => set('maxRoommate', event.target.value)} />
        </label>
      )}
      {values.kind === 'roommate' && (
        <div className="advance-form__row">
          <label className="advance-form__field">
            <span>Occupation</span>
            <select className="input" value={values.occupation} onChange={(event) => set('occupation', OCCUPATIONS.find((o) => o === event.target.value) ?? '')}>
              <option value="">Any</option>
              {OCCUPATIONS.map((occupation) => (
                <option key={occupation}>{occupation}</option>
              ))}
            </select>
          </label>
          <label className="advance-form__field">
            <span>Gender</span>
            <select className="input" value={values.gender} onChange={(event) => set('gender', GENDERS.find((g) => g === event.target.value) ?? '')}>
              <option value="">Any</option>
              {GENDERS.map((gender) => (
                <option key={gender}>{gender}</option>
              ))}
            </select>
          </label>
          <label className="advance-form__field">
            <span>Your age</span>
            <input className="input" type="number" min={LISTING_MINIMUMS.roommateAge} max={MAX_AGE} value={values.age} onChange={(event) => set('age', event.target.value)} />
          </label>
        </div>
      )}
      {values.kind === 'accessory' && (
        <label className="advance-form__field">
          <span>Product name</span>
          <input className="input" type="text" placeholder="e.g. study table" value={values.name} onChange={(event) => set('name', event.target.value)} />
        </label>
      )}
      {tickFilters[values.kind].length > 0 && (
        <fieldset className="advance-form__ticks">
          <legend>Must have</legend>
          {tickFilters[values.kind].map(({ name, label }) => (
            <label key={name} className="advance-form__tick">
              <input type="checkbox" checked={values[name]} onChange={(event) => set(name, event.target.checked)} />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" className="btn btn--primary btn--lg" disabled={pending !== null}>
        Search
      </button>
      {pending !== null && <Spinner label="Searching..." showLabel />}
    </form>
  );
}
