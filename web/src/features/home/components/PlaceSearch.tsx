import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Icon } from '../../../components/Icon';
import { PlaceInput } from '../../../components/PlaceInput';
import { searchResultPath } from '../../../lib/paths';

/** Place search box with address autocomplete; submitting looks for rooms in that place. */
export function PlaceSearch() {
  const { t } = useTranslation('home');
  const [text, setText] = useState('');
  const [, navigate] = useLocation();
  const inputId = useId();

  return (
    <form
      className="place-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchResultPath(text, 'room'));
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('placeSearch.label')}
      </label>
      <div className="place-search__field">
        <Icon name="map-pin" size={20} className="place-search__icon" />
        <PlaceInput
          id={inputId}
          value={text}
          onChange={setText}
          inputClassName="place-search__input"
          placeholder={t('placeSearch.placeholder')}
          inField
        />
        <button type="submit" className="btn btn--primary place-search__submit">
          <Icon name="search" size={18} />
          <span>{t('placeSearch.submit')}</span>
        </button>
      </div>
    </form>
  );
}
