import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { ListingSlider } from '../../../components/ListingSlider';
import { Spinner } from '../../../components/Spinner';
import { searchResultPath } from '../../../lib/paths';
import { useQuery } from '../../../lib/use-query';
import { getListings } from '../../../lib/api/get-listings';

/** How many listings the home page slides; the rest are one click away. */
const FEATURED_COUNT = 8;

interface FeaturedSectionProps {
  kind: 'room' | 'roommate';
  /** Names the section's texts in the home namespace (featured.<texts>). */
  texts: 'rooms' | 'roommates';
  seeAllHref: string;
}

function FeaturedSection({ kind, texts, seeAllHref }: FeaturedSectionProps) {
  const { t } = useTranslation('home');
  const title = t(`featured.${texts}.title`);
  const { state } = useQuery(kind, (signal) => getListings({ kind, location: 'all' }, signal));
  // The spec's home lists show no message when they fail; the section simply stays away.
  if (state.status === 'failed') return null;
  if (state.status === 'succeeded' && state.data.items.length === 0) return null;
  const cards = state.status === 'succeeded' ? state.data.items.slice(0, FEATURED_COUNT) : [];
  const eyebrow = cards.some((card) => card.boosted) ? t('featured.boosted') : t('featured.newest');

  return (
    <section className="section section--tight featured" aria-label={title}>
      <div className="container">
        <div className="featured__head">
          <div>
            <span className="eyebrow">{eyebrow}</span>
            <h2>{title}</h2>
            <p className="muted">{t(`featured.${texts}.text`)}</p>
          </div>
          <Link href={seeAllHref} className="btn btn--outline">
            {t(`featured.${texts}.seeAll`)}
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
        {state.status === 'succeeded' ? (
          <ListingSlider cards={cards} label={title} />
        ) : (
          <Spinner label={t(`featured.${texts}.loading`)} />
        )}
      </div>
    </section>
  );
}

/** Boosted and newest rooms and roommates (boosted come first in the listings order). */
export function FeaturedListings() {
  return (
    <>
      <FeaturedSection
        kind="room"
        texts="rooms"
        seeAllHref={searchResultPath('all', 'room')}
      />
      <FeaturedSection
        kind="roommate"
        texts="roommates"
        seeAllHref={searchResultPath('all', 'roommate')}
      />
    </>
  );
}
