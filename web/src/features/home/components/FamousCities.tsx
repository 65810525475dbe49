import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import { citySearchPath, famousCities } from '../famous-cities';

export function FamousCities() {
  return (
    <section className="section">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">Famous cities</span>
          <h2>Find rooms in Pakistan&apos;s favourite cities</h2>
        </div>
        <ul className="cities">
          {famousCities.map((city) => (
            <li key={city.name}>
              <Link
                href={citySearchPath(city)}
                className="city-tile"
                style={{ '--tile-hue': city.hue } as CSSProperties}
              >
                <span className="city-tile__letter" aria-hidden="true">
                  {city.name.charAt(0)}
                </span>
                <span className="city-tile__name">{city.name}</span>
                <span className="city-tile__tagline">{city.tagline}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
