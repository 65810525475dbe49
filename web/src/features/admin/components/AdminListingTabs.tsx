import type { QueueCounts } from '@kamra/contracts/read-models';
import { Link } from 'wouter';
import { adminListingTabs, type AdminListingTab } from '../admin-paths';

interface AdminListingTabsProps {
  active: AdminListingTab;
  /** The path the tabs add `?listed=` to. */
  basePath: string;
  /** Shown beside each tab's name when known. */
  counts?: QueueCounts | null;
}

/** Rooms, Accessories, RoomMate; the active tab is highlighted and marked for screen readers. */
export function AdminListingTabs({ active, basePath, counts }: AdminListingTabsProps) {
  return (
    <nav className="admin-tabs" aria-label="Listing kind">
      {adminListingTabs.map((tab) => {
        const current = tab.listed === active.listed;
        const count = counts?.[tab.kind];
        return (
          <Link
            key={tab.listed}
            href={`${basePath}?listed=${tab.listed}`}
            className={current ? 'admin-tabs__tab is-active' : 'admin-tabs__tab'}
            aria-current={current ? 'page' : undefined}
          >
            {tab.label}
            {count !== undefined && (
              <span className="admin-tabs__count" aria-label={`${count} pending`}>
                {count}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
