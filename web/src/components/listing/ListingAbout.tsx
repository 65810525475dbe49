import type { ListingDetail } from '@kamra/contracts/read-models';

const written = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** The lister's own words. A roommate ad without any gets the spec's struck-through note. */
export function ListingAbout({ listing }: { listing: ListingDetail }) {
  const blocks: { heading: string; text: string }[] = [];
  if (listing.kind !== 'accessory' && written(listing.about)) blocks.push({ heading: 'About the lister', text: listing.about });
  if (listing.kind !== 'roommate' && written(listing.description)) blocks.push({ heading: 'Description', text: listing.description });

  if (listing.kind === 'roommate' && blocks.length === 0) {
    return (
      <section className="listing-about">
        <h2>About the lister</h2>
        <p className="listing-about__none">
          <s>The lister has not given any information about themselves.</s>
        </p>
      </section>
    );
  }
  return (
    <>
      {blocks.map((block) => (
        <section key={block.heading} className="listing-about">
          <h2>{block.heading}</h2>
          <p>{block.text}</p>
        </section>
      ))}
    </>
  );
}
