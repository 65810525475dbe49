import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cityLabel } from '../../../i18n';
import { citySearchPath, famousCities, type FamousCity } from '../famous-cities';

const cityName = (city: FamousCity): string => cityLabel(city.city, city.name);

export function FamousCities() {
  const { t } = useTranslation('home');
  return (
    <section className="section">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">{t('cities.eyebrow')}</span>
          <h2>{t('cities.title')}</h2>
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
                  {cityName(city).charAt(0)}
                </span>
                <span className="city-tile__name">{cityName(city)}</span>
                <span className="city-tile__tagline">{t(`cities.taglines.${city.city}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
