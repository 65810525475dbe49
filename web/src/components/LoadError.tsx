import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n';
import { NETWORK_ERROR_MESSAGE } from '../lib/api-error';

interface LoadErrorProps {
  message?: string;
  onRetry?: () => void;
}

/** The failure text every data area shows when its load fails. */
export function LoadError({ message = NETWORK_ERROR_MESSAGE, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <div className="load-error" role="alert">
      {/* A rule's English message (the spec's load failures) reads in the reader's language. */}
      <p>{translateMessage(message)}</p>
      {onRetry !== undefined && (
        <button type="button" className="btn btn--outline" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}
