import { message } from '../i18n';

interface SpinnerProps {
  /** Read out by screen readers and shown under the ring. */
  label?: string;
  size?: 'small' | 'regular';
  showLabel?: boolean;
}

export function Spinner({ label, size = 'regular', showLabel = false }: SpinnerProps) {
  return (
    <div className={size === 'small' ? 'spinner spinner--small' : 'spinner'} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className={showLabel ? undefined : 'visually-hidden'}>{label ?? message('loading')}</span>
    </div>
  );
}
