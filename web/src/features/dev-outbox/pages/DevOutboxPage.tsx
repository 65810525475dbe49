import { Trans, useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { usePage } from '../../../lib/use-page';
import { useQuery } from '../../../lib/use-query';
import { getDevOutbox } from '../api/get-dev-outbox';
import '../dev-outbox.css';

const AT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false };

/**
 * /dev/outbox: for developers running Kamra without SMS or email credentials, the messages
 * that would have gone out (phone codes, later alerts), newest first. A server with real
 * providers has no outbox and answers 404, which this page says plainly.
 */
export function DevOutboxPage() {
  const { t } = useTranslation('devOutbox');
  usePage(t('title'));
  const { state, reload } = useQuery('dev-outbox', getDevOutbox);
  return (
    <div className="container section dev-outbox">
      <div className="dev-outbox__head">
        <h1>{t('title')}</h1>
        <button type="button" className="btn btn--outline" onClick={reload}>
          {t('refresh')}
        </button>
      </div>
      <p className="muted">{t('intro')}</p>
      {state.status === 'failed' ? (
        state.error instanceof ApiError && state.error.status === 404 ? (
          <p>{t('noOutbox')}</p>
        ) : (
          <LoadError onRetry={reload} />
        )
      ) : state.status !== 'succeeded' ? (
        <Spinner />
      ) : state.data.messages.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className="dev-outbox__list">
          {state.data.messages.map((message, index) => (
            <li key={`${message.at}-${index}`} className="dev-outbox__message card">
              <p className="dev-outbox__meta">
                <span className={`dev-outbox__channel dev-outbox__channel--${message.channel}`}>{t(message.channel)}</span>
                <span>
                  <Trans t={t} i18nKey="to" values={{ to: message.to }} components={{ strong: <strong dir="ltr" /> }} />
                </span>
                <time dateTime={message.at}>{formatDateTime(new Date(message.at), AT)}</time>
              </p>
              {message.subject !== undefined && (
                <p className="dev-outbox__subject" dir="auto">
                  {message.subject}
                </p>
              )}
              <p className="dev-outbox__text" dir="auto">
                {message.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
