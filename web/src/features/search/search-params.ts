import { i18n } from '../../i18n';

/** How the page names the place searched. */
export const placeName = (location: string): string => (location.toLowerCase() === 'all' ? i18n.t('place.all', { ns: 'search' }) : location);
