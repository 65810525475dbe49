import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { routePaths, searchResultPath } from '../../../lib/paths';
import { greetingFor } from '../greeting';
import { HeroIllustration } from './HeroIllustration';
import { PlaceSearch } from './PlaceSearch';

export function HomeHero() {
  const greeting = greetingFor(new Date().getHours());

  return (
    <section className="hero">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="hero__greeting">
            Assalam-o-Alaikum! {greeting}, welcome to Kamra.
          </p>
          <h1 className="hero__title">
            Pakistan&apos;s first <span>room &amp; roommate</span> sharing platform
          </h1>
          <p className="hero__lead">
            Find a room for rent, the right roommate, or pre-loved furniture for your new place. Listing is free and
            every ad is reviewed before it goes live.
          </p>

          <div className="hero__actions">
            <Link href={routePaths.listWizard.room} className="btn btn--accent btn--lg">
              List Room
            </Link>
            <Link href={searchResultPath('all', 'room')} className="btn btn--light btn--lg">
              Find Room
            </Link>
            <Link href={routePaths.listWizard.roommate} className="btn btn--ghost-light btn--lg">
              List Roommate
            </Link>
            <Link href={searchResultPath('all', 'roommate')} className="btn btn--ghost-light btn--lg">
              Find Roommate
            </Link>
          </div>

          <div className="hero__search">
            <PlaceSearch />
            <Link href={routePaths.advanceSearch} className="hero__advanced">
              <Icon name="sparkles" size={18} />
              Advanced Search
            </Link>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
