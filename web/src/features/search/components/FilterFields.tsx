import { LISTING_MINIMUMS, MAX_AGE, MAX_ROOMMATES } from '@kamra/contracts/limits';
import { GENDERS, OCCUPATIONS } from '@kamra/contracts/options';
import { useTranslation } from 'react-i18next';
import { optionLabel } from '../../../i18n';
import { displayRupees } from '../../../lib/display';
import { smokingChoices, tickFilters, type AdvanceSearchValues } from '@kamra/contracts/search';
import { AMOUNT_STOPS, amountStop } from '../advance-search-form';

interface FilterFieldsProps {
  values: AdvanceSearchValues;
  set: <K extends keyof AdvanceSearchValues>(name: K, value: AdvanceSearchValues[K]) => void;
}

/** The filters of the chosen kind (spec section 3), for the advanced search and the results page's sheet. */
export function FilterFields({ values, set }: FilterFieldsProps) {
  const { t } = useTranslation('search');
  const amountLabel = values.kind === 'accessory' ? t('filters.maxPrice') : t('filters.maxRent');
  const amountText = values.amount === 0 ? t('filters.anyAmount') : displayRupees(values.amount);
  const stops = AMOUNT_STOPS[values.kind];
  return (
    <>
      <label className="advance-form__field">
        <span>
          {amountLabel}: {amountText}
        </span>
        {/* The slider moves between stops; what it reads out is the amount, not the stop's number. */}
        <input
          type="range"
          min={0}
          max={stops.length - 1}
          step={1}
          value={amountStop(values.kind, values.amount)}
          aria-valuetext={amountText}
          onChange={(event) => set('amount', stops[Number(event.target.value)] ?? 0)}
        />
      </label>
      {values.kind === 'room' && (
        <label className="advance-form__field">
          <span>{t('filters.maxRoommates')}</span>
          <input className="input" type="number" min={MAX_ROOMMATES.min} max={MAX_ROOMMATES.max} value={values.maxRoommate} onChange={(event) => set('maxRoommate', event.target.value)} />
        </label>
      )}
      {values.kind === 'roommate' && (
        <div className="advance-form__row">
          <label className="advance-form__field">
            <span>{t('filters.occupation')}</span>
            <select className="input" value={values.occupation} onChange={(event) => set('occupation', OCCUPATIONS.find((o) => o === event.target.value) ?? '')}>
              <option value="">{t('filters.any')}</option>
              {OCCUPATIONS.map((occupation) => (
                <option key={occupation} value={occupation}>{optionLabel('occupations', occupation)}</option>
              ))}
            </select>
          </label>
          <label className="advance-form__field">
            <span>{t('filters.gender')}</span>
            <select className="input" value={values.gender} onChange={(event) => set('gender', GENDERS.find((g) => g === event.target.value) ?? '')}>
              <option value="">{t('filters.any')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>{optionLabel('genders', gender)}</option>
              ))}
            </select>
          </label>
          <label className="advance-form__field">
            <span>{t('filters.smoking')}</span>
            <select className="input" value={values.smoking} onChange={(event) => set('smoking', smokingChoices.find((choice) => choice === event.target.value) ?? '')}>
              {smokingChoices.map((choice) => (
                <option key={choice} value={choice}>{choice === '' ? t('filters.any') : t(`smoking.${choice}`)}</option>
              ))}
            </select>
          </label>
          <label className="advance-form__field">
            <span>{t('filters.age')}</span>
            <input className="input" type="number" min={LISTING_MINIMUMS.roommateAge} max={MAX_AGE} value={values.age} onChange={(event) => set('age', event.target.value)} />
          </label>
        </div>
      )}
      {values.kind === 'accessory' && (
        <label className="advance-form__field">
          <span>{t('filters.productName')}</span>
          <input className="input" type="text" placeholder={t('filters.productPlaceholder')} value={values.name} onChange={(event) => set('name', event.target.value)} />
        </label>
      )}
      {tickFilters[values.kind].length > 0 && (
        <fieldset className="advance-form__ticks">
          <legend>{t('filters.mustHave')}</legend>
          {tickFilters[values.kind].map((name) => (
            <label key={name} className="advance-form__tick">
              <input type="checkbox" checked={values[name]} onChange={(event) => set(name, event.target.checked)} />
              {t(`ticks.${name}`)}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
