import { resultsSummary } from '@kamra/contracts/search';
import { areaLabel, cityLabel, formatNumber, i18n } from '../../i18n';

export type { ResultsSection } from '@kamra/contracts/search';

/** The shared rules (contracts), in the reader's language as i18next holds it when each is called. */
export const { countOf, listingsOf, resultsHeadline, emptyAreaNotice, resultsSections, boostedCards } = resultsSummary({
  text: (key, values = {}) => i18n.t(key, { ns: 'search', ...values }),
  plural: (key, count, values) => i18n.t(key, { ns: 'search', ...values, count }),
  number: (value) => formatNumber(value),
  city: (place) => cityLabel(place.city, place.cityName),
  area: areaLabel,
});
