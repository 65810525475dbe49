import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { optionLabel } from '../../../i18n';
import { citySearchPath, famousCities, type FamousCity } from '../famous-cities';

/** The city's name in the reader's language, as the option labels give it, else as contracts spells it. */
function cityName(city: FamousCity): string {
  const label = optionLabel('famousCities', city.city);
  return label === city.city ? city.name : label;
}

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
                aria-label={t('cities.tileLabel', { city: cityName(city) })}
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
