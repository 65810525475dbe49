import type { ListingDetail } from '@kamra/contracts/read-models';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listingKindLabel } from '../../lib/listing-kind';
import { Icon } from '../Icon';
import { ContactLister } from './ContactLister';
import { FeatureList } from './FeatureList';
import { Gallery } from './Gallery';
import { ListingAbout } from './ListingAbout';
import { RentComparison } from './RentComparison';
import { amountOf } from '../../lib/display';
import { featureLabel, featureNames, landmarkOf, listingFacts } from './listing-facts';
import './listing.css';

/** The lister's contact block: a listing's header links to it. */
export const CONTACT_ID = 'contact';

interface ListingViewProps {
  listing: ListingDetail;
  /** Buttons under the title, e.g. the owner's boost and delete or an admin's approve and reject. */
  actions?: ReactNode;
  /** Beside the details: the lister's contact links unless the page puts something else there. */
  aside?: ReactNode;
  /** Sections after the lister's own words, e.g. an admin's moderation history. */
  children?: ReactNode;
  /**
   * What the viewer is told of a listing that is not public, in place of the owner's wording
   * (an admin reads it differently); null when the page says it elsewhere.
   */
  statusNote?: ReactNode;
  /** Above the title, for every status: the owner's "live / waiting / closed" line. */
  statusLine?: ReactNode;
}

/**
 * One listing: header, gallery, facts, features and the lister's words. The public detail page
 * shows it as is; the owner's and the admin's pages add their actions, aside and sections.
 */
export function ListingView({ listing, actions, aside, children, statusNote, statusLine }: ListingViewProps) {
  const { t } = useTranslation('listing');
  const { t: common } = useTranslation('common');
  const features = featureNames(listing);
  const landmark = landmarkOf(listing);
  return (
    <article className="container section listing">
      <header className="listing__head">
        <p className="listing__kind">
          {listingKindLabel[listing.kind]}
          {listing.isNew && <span className="badge badge--new">{common('badges.new')}</span>}
          {listing.boosted && <span className="badge badge--boosted">{common('badges.boosted')}</span>}
        </p>
        {/* Only the owner and admins can open a listing that is not approved yet. */}
        {listing.status !== 'approved' && statusNote !== null && (
          <p className="listing__status" role="note">
            {statusNote !== undefined
              ? statusNote
              : listing.status === 'pending'
                ? t('pending')
                : listing.rejectionReason === null
                  ? t('rejected')
                  : t('rejectedBecause', { reason: listing.rejectionReason })}
          </p>
        )}
        {statusLine}
        <h1 className="listing__title" dir="auto">{listing.tagline}</h1>
        <p className="listing__place">
          <Icon name="map-pin" size={18} />
          <span dir="auto">{listing.address}</span>
        </p>
        {listing.addressShown === 'area' && (
          <p className="listing__address-note">{t('areaOnly')}</p>
        )}
        <p className="listing__amount">{amountOf(listing)}</p>
        <RentComparison listing={listing} />
        {actions !== undefined && <div className="listing__actions">{actions}</div>}
      </header>

      <div className="listing__layout">
        <div className="listing__gallery">
          <Gallery pictures={listing.pictures} title={listing.tagline} />
        </div>
        {/* Before the details in the markup, so on a phone the contact block comes right after the pictures. */}
        <aside className="listing__aside" id={CONTACT_ID}>
          {aside ?? <ContactLister lister={listing.lister} tagline={listing.tagline} />}
        </aside>
        <div className="listing__main">
          <section>
            <h2>{t('details')}</h2>
            <dl className="listing-facts">
              {listingFacts(listing, new Date()).map((fact) => (
                <div key={fact.label} className="listing-facts__row">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {features.length > 0 && (
            <section>
              <h2>{t('features')}</h2>
              <FeatureList items={features.map((name) => ({ name, label: featureLabel(name) }))} />
            </section>
          )}
          {landmark !== null && (
            <section>
              <h2>{t('nearby')}</h2>
              <FeatureList items={[landmark]} />
            </section>
          )}
          <ListingAbout listing={listing} />
          {children}
        </div>
      </div>
    </article>
  );
}
