import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { searchResultPath } from '../../../lib/paths';
import { searchTabs, type SearchTab } from '@kamra/contracts/search';

/** Room, RoomMate, Accessories; the active tab is highlighted and marked for screen readers. */
export function SearchTabs({ location, active }: { location: string; active: SearchTab }) {
  const { t } = useTranslation('search');
  return (
    <nav className="search-tabs" aria-label={t('tabs.label')}>
      {searchTabs.map((tab) => (
        <Link
          key={tab.listed}
          href={searchResultPath(location, tab.listed)}
          className={tab.listed === active.listed ? 'search-tabs__tab is-active' : 'search-tabs__tab'}
          aria-current={tab.listed === active.listed ? 'page' : undefined}
        >
          {t(`tabs.${tab.kind}`)}
        </Link>
      ))}
    </nav>
  );
}
