import type { ListingCard } from '@kamra/contracts/read-models';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { amountOf } from '../lib/display';
import { listingKindLabel } from '../lib/listing-kind';
import { listingPath } from '../lib/paths';
import { FavouriteHeart } from './FavouriteHeart';
import { Icon } from './Icon';
import { PhoneVerifiedBadge } from './PhoneVerifiedBadge';
import { tileFacts } from './listing-tile-facts';
import './listing-tile.css';

/**
 * A listing in a grid or slider: thumbnail, badges, tagline, place and rent or price.
 * `first`: the grid's first tile, whose picture is usually the page's largest paint; it loads
 * at once and ahead of the others instead of waiting to be found in view.
 */
export function ListingTile({ card, href, first = false }: { card: ListingCard; href?: string; first?: boolean }) {
  const { t } = useTranslation('common');
  const thumb = card.pictures[0] ?? card.cover;
  const facts = tileFacts(card);
  return (
    <article className="listing-tile">
      <Link href={href ?? listingPath(card.kind, card.id)} className="listing-tile__link">
        <div className="listing-tile__media">
          {thumb !== null ? (
            <img src={thumb} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} decoding="async" width={400} height={300} />
          ) : (
            <span className="listing-tile__no-photo">{listingKindLabel[card.kind]}</span>
          )}
          <span className="listing-tile__badges">
            {card.isNew && <span className="badge badge--new">{t('badges.new')}</span>}
            {card.boosted && <span className="badge badge--boosted">{t('badges.boosted')}</span>}
          </span>
        </div>
        <div className="listing-tile__body">
          <h3 className="listing-tile__title" dir="auto">{card.tagline}</h3>
          <p className="listing-tile__place">
            <Icon name="map-pin" size={16} />
            <span dir="auto">{card.address}</span>
          </p>
          {facts.length > 0 && <p className="listing-tile__facts">{facts.join(' · ')}</p>}
          {/* In the body, not over the picture: a narrow tile's picture has no room for a third badge. */}
          {card.lister.phoneVerified && (
            <p className="listing-tile__trust">
              <PhoneVerifiedBadge />
            </p>
          )}
          <p className="listing-tile__amount">{amountOf(card)}</p>
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside a link would open the listing too. */}
      <FavouriteHeart listingId={card.id} variant="overlay" />
    </article>
  );
}
