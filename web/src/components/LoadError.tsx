import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../lib/api-error';

interface LoadErrorProps {
  message?: string;
  /** What the load failed with: the server's answer says why (an address it cannot read, a fault of its own). */
  error?: unknown;
  onRetry?: () => void;
}

/**
 * The failure text every data area shows when its load fails: `message`, else the server's own
 * words when it answered, else the connection message, which only a load that got no answer
 * deserves.
 */
export function LoadError({ message, error, onRetry }: LoadErrorProps) {
  const shown = message ?? (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);
  const { t } = useTranslation('common');
  return (
    <div className="load-error" role="alert">
      {/* A rule's English message (the spec's load failures) reads in the reader's language. */}
      <p>{translateMessage(shown)}</p>
      {onRetry !== undefined && (
        <button type="button" className="btn btn--outline" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}
