import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../lib/page-meta';
import { Spinner } from './Spinner';

/** Full-window cover shown while the app finds out who is signed in. */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <div className="loading-screen">
      <Spinner label={t('loadingKamra')} />
      <span aria-hidden="true">{PRODUCT_NAME}</span>
    </div>
  );
}
