import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-error';
import { usePage } from '../../../lib/use-page';
import { useQuery } from '../../../lib/use-query';
import { getDevOutbox } from '../api/get-dev-outbox';
import '../dev-outbox.css';

const AT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Karachi' });

/**
 * /dev/outbox: for developers running Kamra without SMS or email credentials, the messages
 * that would have gone out (phone codes, later alerts), newest first. A server with real
 * providers has no outbox and answers 404, which this page says plainly.
 */
export function DevOutboxPage() {
  usePage('Dev outbox');
  const { state, reload } = useQuery('dev-outbox', getDevOutbox);
  return (
    <div className="container section dev-outbox">
      <div className="dev-outbox__head">
        <h1>Dev outbox</h1>
        <button type="button" className="btn btn--outline" onClick={reload}>
          Refresh
        </button>
      </div>
      <p className="muted">Text messages and emails this development server kept instead of sending. Never shown in production.</p>
      {state.status === 'failed' ? (
        state.error instanceof ApiError && state.error.status === 404 ? (
          <p>This server sends real messages, so it keeps no outbox.</p>
        ) : (
          <LoadError onRetry={reload} />
        )
      ) : state.status !== 'succeeded' ? (
        <Spinner />
      ) : state.data.messages.length === 0 ? (
        <p>Nothing sent yet.</p>
      ) : (
        <ol className="dev-outbox__list">
          {state.data.messages.map((message, index) => (
            <li key={`${message.at}-${index}`} className="dev-outbox__message card">
              <p className="dev-outbox__meta">
                <span className={`dev-outbox__channel dev-outbox__channel--${message.channel}`}>{message.channel === 'sms' ? 'SMS' : 'Email'}</span>
                <span>to <strong>{message.to}</strong></span>
                <time dateTime={message.at}>{AT.format(new Date(message.at))}</time>
              </p>
              {message.subject !== undefined && <p className="dev-outbox__subject">{message.subject}</p>}
              <p className="dev-outbox__text">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
