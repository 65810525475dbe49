import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { myListingTabs, myListingsPath, type MyListingTab } from '../my-listing-tabs';

/** Rooms, Accessories, RoomMate; the open tab is highlighted and marked for screen readers. */
export function MyListingTabs({ active }: { active: MyListingTab }) {
  const { t } = useTranslation('myListings');
  return (
    <nav className="my-listing-tabs" aria-label={t('tabs.label')}>
      {myListingTabs.map((tab) => (
        <Link
          key={tab.listed}
          href={myListingsPath(tab)}
          className={tab.listed === active.listed ? 'my-listing-tabs__tab is-active' : 'my-listing-tabs__tab'}
          aria-current={tab.listed === active.listed ? 'page' : undefined}
        >
          {t(`tabs.${tab.listed}`)}
        </Link>
      ))}
    </nav>
  );
}
