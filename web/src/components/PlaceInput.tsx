import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSuggestion } from '../lib/api/get-places';
import { usePlaceSuggestions } from '../lib/use-place-suggestions';
import { Icon } from './Icon';
import './place-input.css';

interface PlaceInputProps {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  /** The input's own class; the wrapper is `place-input`. */
  inputClassName: string;
  placeholder: string;
  /** The list hangs under the enclosing search field (positioned) rather than under the input. */
  inField?: boolean;
}

/**
 * A box for a city, area or address with the gazetteer's suggestions under it (GET
 * /api/places): arrows move through them, Enter or a tap fills the box with one, Escape closes.
 * The home page's search and Advanced Search share it, so both offer the same places.
 */
export function PlaceInput({ value, onChange, id, inputClassName, placeholder, inField = false }: PlaceInputProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const places = usePlaceSuggestions(value, open);
  const listId = useId();
  const { t } = useTranslation('common');
  const expanded = open && places.length > 0;

  const choose = (place: PlaceSuggestion) => {
    onChange(place.label);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % places.length);
    } else if (event.key === 'ArrowUp' && places.length > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? places.length - 1 : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const place = places[active];
      if (place !== undefined) {
        event.preventDefault();
        choose(place);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={inField ? 'place-input place-input--in-field' : 'place-input'}>
      <input
        id={id}
        className={inputClassName}
        type="text"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" className="place-input__list" hidden={!expanded} aria-label={t('places.suggested')}>
        {places.map((place, index) => (
          <li
            key={place.label}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'place-input__option is-active' : 'place-input__option'}
            // Pick on mousedown so the input's blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
          >
            <Icon name="map-pin" size={16} />
            <span className="place-input__label" dir="auto">{place.label}</span>
            <span className="place-input__kind">{t(`places.kinds.${place.kind}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
