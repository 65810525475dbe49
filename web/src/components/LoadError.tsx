import { NETWORK_ERROR_MESSAGE } from '../lib/api-error';

interface LoadErrorProps {
  message?: string;
  onRetry?: () => void;
}

/** The failure text every data area shows when its load fails. */
export function LoadError({ message = NETWORK_ERROR_MESSAGE, onRetry }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      {onRetry !== undefined && (
        <button type="button" className="btn btn--outline" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
