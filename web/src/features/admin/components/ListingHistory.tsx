import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ListingChanges } from '../../../components/listing/ListingChanges';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useQuery } from '../../../lib/use-query';
import { getListingHistory } from '../api/get-listing-history';
import { historyLine, pakistanTime } from '../moderation-history';
import { DuplicateMatch } from './DuplicateMatch';
import '../admin-revision.css';

interface ListingHistoryProps {
  listingId: string;
  /** Marks the owner's own actions as the owner's. */
  ownerId: string | null;
  /** Changing it loads the history again. */
  round?: number;
}

/**
 * The audit trail of one listing: every event, oldest first, each with what happened, who
 * did it in which part, when, and the reason given.
 */
export function ListingHistory({ listingId, ownerId, round = 0 }: ListingHistoryProps) {
  // The boost namespace names the packages the trail mentions; listingChanges the fields.
  const { t } = useTranslation(['admin', 'boost', 'listingChanges']);
  const headingId = useId();
  const { state, reload } = useQuery(`history:${listingId}:${round}`, (signal) => getListingHistory(listingId, signal));

  return (
    <section className="history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.heading')}</h2>
      {state.status === 'failed' && <LoadError onRetry={reload} />}
      {(state.status === 'loading' || state.status === 'idle') && <Spinner />}
      {state.status === 'succeeded' && (
        <ol className="history__list" aria-label={t('history.heading')}>
          {state.data.map((entry) => {
            const line = historyLine(entry, ownerId);
            return (
              <li key={entry.position} className={`history__event history__event--${line.tone}`}>
                <span className="history__marker" aria-hidden="true" />
                <div className="history__body">
                  <p className="history__headline">
                    <strong className="history__title">{line.title}</strong>
                    <time className="history__when" dateTime={entry.at}>
                      {pakistanTime(entry.at)}
                    </time>
                  </p>
                  <p className="history__who">
                    <Trans t={t} i18nKey="history.by" values={{ name: line.actorName }} components={{ strong: <strong dir="auto" /> }} />{' '}
                    <span className={`role-chip role-chip--${entry.actor.role}`}>{line.actorRole}</span>
                  </p>
                  {line.reason !== null && (
                    <blockquote className="history__reason">
                      <span className="history__reason-label">{t('history.reason')}</span> <span dir="auto">{line.reason}</span>
                    </blockquote>
                  )}
                  {entry.duplicate !== undefined && <DuplicateMatch match={entry.duplicate} />}
                  {line.note !== null && (
                    <p className="history__note" dir="auto">
                      {line.note}
                    </p>
                  )}
                  {/* A revision shows what it changed; its decision follows as its own event. */}
                  {entry.type === 'ListingRevised' && entry.changes !== undefined && entry.changes.length > 0 && (
                    <div className="history__changes">
                      <ListingChanges changes={entry.changes} label={t('history.changesOf', { time: pakistanTime(entry.at) })} />
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
