import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SignInModal } from '../../features/auth';
import { useAuth } from '../../lib/auth/auth-context';
import { SignInPromptContext } from '../../lib/auth/sign-in-prompt';
import { addFavourite, getFavourites, removeFavourite } from '../../lib/api/favourites';
import { FavouritesContext, type FavouritesState } from '../../lib/following/favourites-context';
import { getNotifications } from '../../lib/api/notifications';
import { UnreadContext, type UnreadState } from '../../lib/following/unread-context';

/** How often the bell asks: an instant alert shows within this long on an open page. */
const BELL_POLL_MS = 15_000;

function useUnreadCount(userId: string | null): UnreadState {
  const [unread, setUnread] = useState(0);
  const [round, setRound] = useState(0);
  useEffect(() => {
    setUnread(0);
    if (userId === null) return;
    let controller = new AbortController();
    const ask = () => {
      controller.abort();
      controller = new AbortController();
      getNotifications(controller.signal).then((list) => setUnread(list.unread), () => undefined);
    };
    ask();
    const timer = window.setInterval(ask, BELL_POLL_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [userId, round]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return useMemo(() => ({ unread, refresh }), [unread, refresh]);
}

/** The sign-in modal any page may open, and the signed-in person's favourites for every heart. */
export function FollowingProviders({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [prompting, setPrompting] = useState(false);
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const userId = user?.id ?? null;
  const unread = useUnreadCount(userId);

  useEffect(() => {
    setIds(new Set());
    if (userId === null) return;
    const controller = new AbortController();
    getFavourites(controller.signal).then(
      (list) => setIds(new Set(list.items.map((item) => item.listingId))),
      // The hearts stay empty; a click still keeps or lets go on the server.
      () => undefined,
    );
    return () => controller.abort();
  }, [userId]);

  const toggle = useCallback(async (listingId: string) => {
    const kept = ids.has(listingId);
    const next = new Set(ids);
    if (kept) next.delete(listingId);
    else next.add(listingId);
    setIds(next);
    try {
      await (kept ? removeFavourite(listingId) : addFavourite(listingId));
    } catch (error) {
      setIds(ids);
      throw error;
    }
  }, [ids]);

  const favourites = useMemo<FavouritesState>(() => ({ ids, toggle }), [ids, toggle]);
  const prompt = useCallback(() => setPrompting(true), []);

  return (
    <SignInPromptContext.Provider value={prompt}>
      <FavouritesContext.Provider value={favourites}>
        <UnreadContext.Provider value={unread}>
          {children}
          {prompting && <SignInModal onClose={() => setPrompting(false)} />}
        </UnreadContext.Provider>
      </FavouritesContext.Provider>
    </SignInPromptContext.Provider>
  );
}
