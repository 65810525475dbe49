import { useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { Icon } from '../../../components/Icon';
import { searchResultPath } from '../../../lib/paths';
import type { PlaceSuggestion } from '../api/get-places';
import { usePlaceSuggestions } from '../use-place-suggestions';

/** Place search box with address autocomplete; submitting looks for rooms in that place. */
export function PlaceSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [, navigate] = useLocation();
  const places = usePlaceSuggestions(text, open);
  const listId = useId();
  const inputId = useId();
  const expanded = open && places.length > 0;

  const choose = (place: PlaceSuggestion) => {
    setText(place.label);
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
    <form
      className="place-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchResultPath(text, 'room'));
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        City, area or address
      </label>
      <div className="place-search__field">
        <Icon name="map-pin" size={20} className="place-search__icon" />
        <input
          id={inputId}
          className="place-search__input"
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search by city, area or address"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <button type="submit" className="btn btn--primary place-search__submit">
          <Icon name="search" size={18} />
          <span>Search</span>
        </button>
      </div>
      <ul id={listId} role="listbox" className="place-search__list" hidden={!expanded} aria-label="Suggested places">
        {places.map((place, index) => (
          <li
            key={place.label}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'place-search__option is-active' : 'place-search__option'}
            // Pick on mousedown so the input's blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
          >
            <Icon name="map-pin" size={16} />
            <span className="place-search__label">{place.label}</span>
            <span className="place-search__kind">{place.kind}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
