import { Link } from 'wouter';
import { myListingTabs, myListingsPath, type MyListingTab } from '../my-listing-tabs';

/** Rooms, Accessories, RoomMate; the open tab is highlighted and marked for screen readers. */
export function MyListingTabs({ active }: { active: MyListingTab }) {
  return (
    <nav className="my-listing-tabs" aria-label="Listing kind">
      {myListingTabs.map((tab) => (
        <Link
          key={tab.listed}
          href={myListingsPath(tab)}
          className={tab.listed === active.listed ? 'my-listing-tabs__tab is-active' : 'my-listing-tabs__tab'}
          aria-current={tab.listed === active.listed ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
