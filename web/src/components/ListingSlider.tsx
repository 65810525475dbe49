import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineSign } from '../lib/direction';
import { Icon } from './Icon';
import type { ListingListProps } from './ListingGrid';
import { ListingTile } from './ListingTile';

/**
 * A horizontal row of listings (the Boosted section, the home page's featured lists): swiped
 * on a phone with scroll snapping, stepped with the arrow buttons on a wide screen.
 */
export function ListingSlider({ cards, label, linkTo }: ListingListProps) {
  const row = useRef<HTMLUListElement>(null);
  const { t } = useTranslation('common');
  const step = (direction: 1 | -1) => {
    const element = row.current;
    if (element !== null) element.scrollBy({ left: direction * inlineSign(element) * element.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <div className="listing-slider-frame">
      <ul className="listing-slider" aria-label={label} ref={row}>
        {cards.map((card, index) => (
          <li key={card.id}>
            {/* A slider opens the home page and search results: its first picture is the first one seen. */}
            <ListingTile card={card} first={index === 0} {...(linkTo === undefined ? {} : { href: linkTo(card) })} />
          </li>
        ))}
      </ul>
      {cards.length > 1 && (
        <div className="listing-slider__arrows">
          <button type="button" className="listing-slider__arrow" onClick={() => step(-1)} aria-label={t('slider.previous', { label })}>
            <Icon name="chevron-left" size={20} />
          </button>
          <button type="button" className="listing-slider__arrow" onClick={() => step(1)} aria-label={t('slider.more', { label })}>
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      )}
    </div>
  );
}
