import { LoadError } from './LoadError';
import './load-more.css';

/**
 * Below a paged list: while pages remain, a button that loads the next (disabled while it
 * loads); when the last load failed, the failure with Try again, which asks for that page again
 * (or does `onRetry`, for a list that also loads its pages again in place). Nothing once the list
 * is whole. `label` and `loadingLabel` are the page's own words.
 */
export function LoadMore({ nextCursor, loadingMore, failed, onMore, onRetry = onMore, label, loadingLabel }: {
  nextCursor: string | null;
  loadingMore: boolean;
  failed: boolean;
  onMore: () => void;
  onRetry?: () => void;
  label: string;
  loadingLabel: string;
}) {
  if (failed) return <LoadError onRetry={onRetry} />;
  if (nextCursor === null) return null;
  return (
    <div className="load-more">
      <button type="button" className="btn btn--outline" disabled={loadingMore} onClick={onMore}>
        {loadingMore ? loadingLabel : label}
      </button>
    </div>
  );
}
