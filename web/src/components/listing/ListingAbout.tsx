import type { ListingDetail } from '@kamra/contracts/read-models';
import { useTranslation } from 'react-i18next';

const written = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** The lister's own words, kept as written. A roommate ad without any gets the spec's struck-through note. */
export function ListingAbout({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const blocks: { heading: string; text: string }[] = [];
  if (listing.kind !== 'accessory' && written(listing.about)) blocks.push({ heading: t('aboutLister'), text: listing.about });
  if (listing.kind !== 'roommate' && written(listing.description)) blocks.push({ heading: t('description'), text: listing.description });

  if (listing.kind === 'roommate' && blocks.length === 0) {
    return (
      <section className="listing-about">
        <h2>{t('aboutLister')}</h2>
        <p className="listing-about__none">
          <s>{t('noAbout')}</s>
        </p>
      </section>
    );
  }
  return (
    <>
      {blocks.map((block) => (
        <section key={block.heading} className="listing-about">
          <h2>{block.heading}</h2>
          <p dir="auto">{block.text}</p>
        </section>
      ))}
    </>
  );
}
