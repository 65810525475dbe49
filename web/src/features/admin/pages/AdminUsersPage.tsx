import { ADMIN_USERS_PAGE_SIZE, TEXT_LIMITS } from '@kamra/contracts/limits';
import type { CommandAccepted, UserSummary } from '@kamra/contracts/read-models';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { message, translateMessage } from '../../../i18n';
import { ApiError, isAbortError } from '../../../lib/api-error';
import { displayDate } from '../../../lib/display';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePage } from '../../../lib/use-page';
import { adminUserListingsPath } from '../admin-paths';
import { getUsers } from '../api/get-users';
import { moderateUser, type UserAction } from '../api/moderate-user';
import { BlockUserDialog } from '../components/BlockUserDialog';
import { emptyList, pagedListReducer, refetchSize, type PagedList, type PagedListEvent } from '../../../lib/paged-list';
import { useSignedInViewer } from '../../../lib/auth/auth-context';

const SEARCH_DELAY_MS = 300;

interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** admin_allUsers: every user, newest first, searchable, with block (asking why) and verify toggles. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  usePage(t('users.title'));
  const viewer = useSignedInViewer();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [directory, dispatch] = useReducer<PagedList<UserSummary>, [PagedListEvent<UserSummary>]>(pagedListReducer, emptyList<UserSummary>());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyUserId, setBusyUserId] = useState<string | null>(null);
  // Each round loads the first page again; after an action it asks for as many rows as were
  // shown and waits for the read side to have passed the action's position.
  const [request, setRequest] = useState<{ round: number; refetch: { afterPosition: string; size: number } | null }>({
    round: 0,
    refetch: null,
  });
  const shown = useRef(0);
  shown.current = directory.items.length;
  const searched = useRef<string | null>(null);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    more.current?.abort();
    const newSearch = searched.current !== q;
    searched.current = q;
    dispatch({ type: newSearch ? 'search' : 'refetch' });
    const refetch = newSearch ? null : request.refetch;
    const query = refetch === null ? { q, cursor: null } : { q, cursor: null, limit: refetch.size, afterPosition: refetch.afterPosition };
    getUsers(query, controller.signal).then(
      (page) => dispatch({ type: 'loaded', page, append: false }),
      (error: unknown) => {
        if (!isAbortError(error)) dispatch({ type: 'failed' });
      },
    );
    return () => controller.abort();
  }, [q, request]);

  const loadMore = () => {
    if (directory.nextCursor === null) return;
    const controller = new AbortController();
    more.current = controller;
    dispatch({ type: 'more' });
    getUsers({ q, cursor: directory.nextCursor }, controller.signal).then(
      (page) => dispatch({ type: 'loaded', page, append: true }),
      (error: unknown) => {
        if (!isAbortError(error)) dispatch({ type: 'failed' });
      },
    );
  };

  const [blocking, setBlocking] = useState<UserSummary | null>(null);

  const decided = (answer: CommandAccepted) => {
    setNotice({ tone: 'success', text: answer.message });
    setRequest((previous) => ({
      round: previous.round + 1,
      refetch: {
        afterPosition: answer.position,
        size: refetchSize(shown.current, ADMIN_USERS_PAGE_SIZE.default, ADMIN_USERS_PAGE_SIZE.max),
      },
    }));
  };

  const act = async (user: UserSummary, action: UserAction) => {
    setBusyUserId(user.id);
    setNotice(null);
    try {
      decided(await moderateUser(user.id, action));
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : message('internalError') });
    } finally {
      setBusyUserId(null);
    }
  };

  const searching = directory.status === 'loading' && directory.items.length === 0;

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1>{t('users.heading')}</h1>
        <form className="admin-search" role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('users.searchLabel')}
          </label>
          <Icon name="search" size={18} className="admin-search__icon" />
          <input
            id={searchId}
            className="input admin-search__input"
            type="search"
            placeholder={t('users.searchPlaceholder')}
            value={typed}
            maxLength={TEXT_LIMITS.searchText}
            onChange={(event) => setTyped(event.target.value)}
          />
        </form>
      </header>

      {notice !== null && (
        <p className={`admin-notice admin-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {translateMessage(notice.text)}
        </p>
      )}

      {directory.status === 'failed' && (
        <LoadError message={message('internalError')} onRetry={() => setRequest((previous) => ({ round: previous.round + 1, refetch: null }))} />
      )}
      {searching && <Spinner />}
      {directory.status !== 'failed' && !searching && directory.items.length === 0 && (
        <p className="muted">{message('noUsersFound')}</p>
      )}

      {directory.items.length > 0 && (
        <ul className="user-list" aria-label={t('users.list')} aria-busy={directory.status === 'loading'}>
          {directory.items.map((user) => (
            <li key={user.id} className="user-row">
              <div className="user-row__who">
                {user.picture === null ? (
                  <span className="user-row__avatar user-row__avatar--initial" aria-hidden="true">
                    {user.name.slice(0, 1).toUpperCase()}
                  </span>
                ) : (
                  <img className="user-row__avatar" src={user.picture} alt="" width={40} height={40} loading="lazy" referrerPolicy="no-referrer" />
                )}
                <div className="user-row__names">
                  <p className="user-row__name">
                    <span dir="auto">{user.name}</span>
                    {user.isAdmin && <span className="role-chip role-chip--admin">{t('users.admin')}</span>}
                  </p>
                  <p className="user-row__email">{user.email}</p>
                </div>
              </div>
              <dl className="user-row__facts">
                <div>
                  <dt>{t('users.joined')}</dt>
                  <dd>{displayDate(user.memberSince)}</dd>
                </div>
                <div>
                  <dt>{t('users.blocked')}</dt>
                  <dd>
                    <span className={user.blocked ? 'flag flag--bad' : 'flag'}>{t(user.blocked ? 'users.blocked' : 'users.no')}</span>
                  </dd>
                </div>
                {user.block !== null && (
                  <div className="user-row__block">
                    <dt>{t('users.blockedOn', { date: displayDate(user.block.at) })}</dt>
                    <dd dir="auto">{user.block.reason ?? t('users.noReason')}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('users.verified')}</dt>
                  <dd>
                    <span className={user.verified ? 'flag flag--good' : 'flag'}>{t(user.verified ? 'users.verified' : 'users.no')}</span>
                  </dd>
                </div>
              </dl>
              <div className="user-row__actions" aria-label={t('users.actions', { name: user.name })} role="group">
                {/* An admin does not block their own account (the server refuses it). */}
                {user.id !== viewer.id && (
                  <button
                    type="button"
                    className={user.blocked ? 'btn btn--outline btn--sm' : 'btn btn--danger btn--sm'}
                    disabled={busyUserId === user.id}
                    onClick={() => {
                      if (user.blocked) void act(user, 'unblock');
                      else {
                        setNotice(null);
                        setBlocking(user);
                      }
                    }}
                  >
                    {t(user.blocked ? 'users.unblock' : 'users.block')}
                  </button>
                )}
                <button
                  type="button"
                  className={user.verified ? 'btn btn--outline btn--sm' : 'btn btn--primary btn--sm'}
                  disabled={busyUserId === user.id}
                  onClick={() => void act(user, user.verified ? 'unverify' : 'verify')}
                >
                  {t(user.verified ? 'users.unverify' : 'users.verify')}
                </button>
                <Link href={adminUserListingsPath(user.id)} className="btn btn--ghost btn--sm">
                  {t('users.listings')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}

      {blocking !== null && (
        <BlockUserDialog
          user={blocking}
          onCancel={() => setBlocking(null)}
          onBlocked={(answer) => {
            setBlocking(null);
            decided(answer);
          }}
        />
      )}

      {directory.nextCursor !== null && (
        <div className="admin-more">
          <button type="button" className="btn btn--outline" disabled={directory.loadingMore} onClick={loadMore}>
            {t(directory.loadingMore ? 'loading' : 'users.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
