import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SignInModal } from '../../features/auth';
import { useAuth } from '../../lib/auth/auth-context';
import type { SignInIntent } from '../../lib/auth/sign-in-intent';
import { SignInPromptContext, type SignInPrompt } from '../../lib/auth/sign-in-prompt';
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
  // Open with what the visitor was about to do (null for a plain sign-in), or closed.
  const [prompting, setPrompting] = useState<{ intent: SignInIntent | null } | null>(null);
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  // Whether the list came back (or failed to): a heart finishing a save after sign-in waits for it.
  const [loaded, setLoaded] = useState(false);
  const userId = user?.id ?? null;
  const unread = useUnreadCount(userId);

  useEffect(() => {
    setIds(new Set());
    setLoaded(false);
    if (userId === null) return;
    const controller = new AbortController();
    getFavourites(controller.signal).then(
      (list) => {
        setIds(new Set(list.items.map((item) => item.listingId)));
        setLoaded(true);
      },
      // The hearts stay empty; a click still keeps or lets go on the server.
      () => {
        if (!controller.signal.aborted) setLoaded(true);
      },
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

  // Keeping is a PUT, so keeping what is already kept (signed in as someone who saved it) changes nothing.
  const keep = useCallback(async (listingId: string) => {
    setIds((current) => new Set(current).add(listingId));
    try {
      await addFavourite(listingId);
    } catch (error) {
      setIds((current) => {
        const next = new Set(current);
        next.delete(listingId);
        return next;
      });
      throw error;
    }
  }, []);

  const favourites = useMemo<FavouritesState>(() => ({ ids, loaded, toggle, keep }), [ids, loaded, toggle, keep]);
  const prompt = useCallback<SignInPrompt>((intent) => setPrompting({ intent: intent ?? null }), []);

  return (
    <SignInPromptContext.Provider value={prompt}>
      <FavouritesContext.Provider value={favourites}>
        <UnreadContext.Provider value={unread}>
          {children}
          {prompting !== null && <SignInModal intent={prompting.intent} onClose={() => setPrompting(null)} />}
        </UnreadContext.Provider>
      </FavouritesContext.Provider>
    </SignInPromptContext.Provider>
  );
}
