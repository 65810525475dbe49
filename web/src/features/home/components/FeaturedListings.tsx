import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { searchResultsPath } from '../search-links';

interface FeaturedSectionProps {
  eyebrow: string;
  title: string;
  text: string;
  seeAllHref: string;
  seeAllLabel: string;
}

// Boosted listings are loaded into these sections once the listings read model is wired in.
function FeaturedSection({ eyebrow, title, text, seeAllHref, seeAllLabel }: FeaturedSectionProps) {
  return (
    <section className="section section--tight featured" aria-label={title}>
      <div className="container">
        <div className="featured__head">
          <div>
            <span className="eyebrow">{eyebrow}</span>
            <h2>{title}</h2>
            <p className="muted">{text}</p>
          </div>
          <Link href={seeAllHref} className="btn btn--outline">
            {seeAllLabel}
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
        <div className="featured__list" />
      </div>
    </section>
  );
}

export function FeaturedListings() {
  return (
    <>
      <FeaturedSection
        eyebrow="Boosted"
        title="Featured Rooms"
        text="Hand-picked rooms from hostels, houses and apartments across Pakistan."
        seeAllHref={searchResultsPath('all', 'room')}
        seeAllLabel="All rooms"
      />
      <FeaturedSection
        eyebrow="Boosted"
        title="Featured Roommates"
        text="Students and professionals looking for someone to share a home with."
        seeAllHref={searchResultsPath('all', 'roommate')}
        seeAllLabel="All roommates"
      />
    </>
  );
}
