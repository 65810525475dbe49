import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error';
import { useAuth } from '../lib/auth/auth-context';
import { takeSignInIntent, type SignInIntent } from '../lib/auth/sign-in-intent';
import { useSignInPrompt } from '../lib/auth/sign-in-prompt';
import { useFavourites } from '../lib/following/favourites-context';
import { Icon } from './Icon';
import './favourite-heart.css';

type KeepFavourite = Extract<SignInIntent, { action: 'keepFavourite' }>;

/** The server's reason when it gave one (the limit), else a general word. */
const failureReason = (error: unknown, general: string): string => (error instanceof ApiError && error.status === 409 ? error.message : general);

/**
 * Keeps a listing among the person's favourites, or lets it go. A visitor gets the sign-in
 * modal instead, and the save is finished when they come back signed in. `overlay` sits on a
 * card's picture; `inline` beside a detail page's title.
 */
export function FavouriteHeart({ listingId, variant }: { listingId: string; variant: 'overlay' | 'inline' }) {
  const { user } = useAuth();
  const prompt = useSignInPrompt();
  const { ids, loaded, toggle, keep } = useFavourites();
  // Why the last save or removal failed, shown until the next try.
  const [failed, setFailed] = useState<string | null>(null);
  const { t } = useTranslation('common');
  const button = useRef<HTMLButtonElement>(null);
  const failureId = useId();
  const kept = ids.has(listingId);
  const label = kept ? t('favourite.remove') : t('favourite.save');
  const signedIn = user !== null;

  // Back from signing in to save this listing: save it now, once the list is known so the heart
  // shows the truth, and bring this heart into view, since a reload starts at the top of the page.
  useEffect(() => {
    if (!signedIn || !loaded) return;
    const belongs = (intent: SignInIntent): intent is KeepFavourite => intent.action === 'keepFavourite' && intent.listingId === listingId;
    if (takeSignInIntent(window.location.pathname, belongs, Date.now()) === null) return;
    button.current?.scrollIntoView({ block: 'center' });
    setFailed(null);
    // Running again (a language switch) finds nothing noted: the intent was taken above.
    keep(listingId).catch((error: unknown) => setFailed(failureReason(error, t('favourite.failed'))));
  }, [signedIn, loaded, listingId, keep, t]);

  const click = () => {
    if (!signedIn) {
      prompt({ action: 'keepFavourite', listingId });
      return;
    }
    setFailed(null);
    toggle(listingId).catch((error: unknown) => setFailed(failureReason(error, t('favourite.failed'))));
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`favourite-heart favourite-heart--${variant}${kept ? ' favourite-heart--kept' : ''}`}
        aria-pressed={kept}
        aria-label={variant === 'overlay' ? label : undefined}
        aria-describedby={failed === null ? undefined : failureId}
        title={label}
        onClick={click}
      >
        <Icon name="heart" size={variant === 'overlay' ? 20 : 22} />
        {variant === 'inline' && <span>{kept ? t('favourite.saved') : t('favourite.save')}</span>}
      </button>
      {/* Said on the page, not in a tooltip: a phone never shows a title. */}
      {failed !== null && (
        <p id={failureId} className={`favourite-failed favourite-failed--${variant}`} role="alert">
          {failed}
        </p>
      )}
    </>
  );
}
