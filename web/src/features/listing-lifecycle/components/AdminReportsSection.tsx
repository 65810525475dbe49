import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ReportedListingView } from '@kamra/contracts/read-models';
import { LoadError } from '../../../components/LoadError';
import { LoadMore } from '../../../components/LoadMore';
import { Spinner } from '../../../components/Spinner';
import { optionLabel, translateMessage } from '../../../i18n';
import { displayDate } from '../../../lib/display';
import { useCommand } from '../../../lib/use-command';
import { usePagedList } from '../../../lib/use-paged-list';
import { deleteListing } from '../../../lib/api/delete-listing';
import { dismissReports } from '../api/dismiss-reports';
import { getReportedListings } from '../api/get-reported-listings';
import '../listing-lifecycle.css';

/** Where a reported listing's tagline leads: the admin's view of it with its moderation history. */
export type ReportedListingHref = (listing: ReportedListingView['listing']) => string;

/**
 * The admins' Reports section: listings with open reports, most reported first, with each
 * reason's count and every report; Dismiss clears them, Take down deletes the listing with a
 * reason (asked in a prompt; cancelling aborts, as rejecting does).
 */
export function AdminReportsSection({ historyHref }: { historyHref?: ReportedListingHref }) {
  const { t } = useTranslation('lifecycle');
  const { list, loadMore, retry } = usePagedList('reports', (cursor, signal) => getReportedListings(signal, cursor));
  // A listing dismissed or taken down leaves the list where it is, with the pages already loaded
  // and the admin's place in them, rather than the list starting again from its first page.
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  const finished = (listingId: string) => setDone((before) => new Set(before).add(listingId));
  const entries = shownOnce(list.items).filter((entry) => !done.has(entry.listing.id));

  if (list.status === 'failed' && list.items.length === 0) return <LoadError onRetry={retry} />;
  if (list.status === 'loading' && list.items.length === 0) return <Spinner />;
  if (entries.length === 0 && list.nextCursor === null) return <p className="muted">{t('reports.none')}</p>;
  return (
    <>
      <ul className="reported-listings">
        {entries.map((entry) => (
          <ReportedListing key={entry.listing.id} entry={entry} onDone={() => finished(entry.listing.id)} historyHref={historyHref} />
        ))}
      </ul>
      <LoadMore
        nextCursor={list.nextCursor} loadingMore={list.loadingMore} failed={list.status === 'failed'} onMore={loadMore}
        label={t('reports.loadMore')} loadingLabel={t('reports.loading')}
      />
    </>
  );
}

/**
 * Each listing once: one whose reports changed between two pages (dismissed, then reported
 * again) can come on both, and the first place it came is kept.
 */
function shownOnce(entries: readonly ReportedListingView[]): ReportedListingView[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.listing.id) && seen.add(entry.listing.id));
}

function ReportedListing({ entry, onDone, historyHref }: {
  entry: ReportedListingView;
  onDone: () => void;
  historyHref: ReportedListingHref | undefined;
}) {
  const { t } = useTranslation('lifecycle');
  const dismiss = useCommand(() => dismissReports(entry.listing.id));
  const takeDown = useCommand((reason: string) => deleteListing(entry.listing.id, reason));
  const error = dismiss.error ?? takeDown.error;
  const askAndTakeDown = () => {
    const reason = window.prompt(t('reports.takeDownPrompt'));
    if (reason === null || reason.trim() === '') return;
    void takeDown.run(reason).then((result) => result.ok && onDone());
  };
  return (
    <li className="reported-listing card">
      <h3>
        <span dir="auto">
          {historyHref ? <Link href={historyHref(entry.listing)}>{entry.listing.tagline}</Link> : entry.listing.tagline}
        </span>{' '}
        <span className="muted">
          {t('reports.kindBy', { kind: optionLabel('listingKinds', entry.listing.kind), owner: entry.listing.ownerName ?? entry.listing.ownerId })}
        </span>
      </h3>
      <p className="reported-listing__count">
        {t('reports.open', { count: entry.openReports })}{' '}
        {entry.reasons
          .map((reason) => t('reports.reasonCount', { reason: optionLabel('reportReasons', reason.reason), count: reason.count }))
          .join(t('reports.separator'))}
      </p>
      <ul className="reported-listing__reports">
        {entry.reports.map((report) => (
          <li key={`${report.reporter.id}-${report.at}`}>
            {optionLabel('reportReasons', report.reason)} — <bdi>{report.reporter.name ?? report.reporter.id}</bdi>, {displayDate(report.at)}
            {report.details !== null && (
              <>
                {' '}
                <q dir="auto">{report.details}</q>
              </>
            )}
          </li>
        ))}
      </ul>
      {error !== null && <p className="form-error" role="alert">{translateMessage(error)}</p>}
      <div className="report__actions">
        <button type="button" className="btn btn--outline" disabled={dismiss.sending}
          onClick={() => void dismiss.run().then((result) => result.ok && onDone())}>
          {t('reports.dismiss')}
        </button>
        <button type="button" className="btn btn--primary" disabled={takeDown.sending} onClick={askAndTakeDown}>
          {t('reports.takeDown')}
        </button>
      </div>
    </li>
  );
}
