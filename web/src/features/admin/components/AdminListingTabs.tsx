import type { QueueCounts } from '@kamra/contracts/read-models';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatNumber } from '../../../i18n';
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
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-tabs" aria-label={t('tabs.label')}>
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
            {t(`tabs.${tab.listed}`)}
            {count !== undefined && (
              <span className="admin-tabs__count" aria-label={t('tabs.pending', { count })}>
                {formatNumber(count)}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
