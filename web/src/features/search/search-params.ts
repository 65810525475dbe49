import { i18n, placeLabel } from '../../i18n';

/** How the page names the place searched: a city the site knows in the reader's language. */
export const placeName = (location: string): string => (location.toLowerCase() === 'all' ? i18n.t('place.all', { ns: 'search' }) : placeLabel(location));
