import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error';
import { useAuth } from '../lib/auth/auth-context';
import { useSignInPrompt } from '../lib/auth/sign-in-prompt';
import { useFavourites } from '../lib/following/favourites-context';
import { Icon } from './Icon';
import './favourite-heart.css';

/**
 * Keeps a listing among the person's favourites, or lets it go. A visitor gets the sign-in
 * modal instead. `overlay` sits on a card's picture; `inline` beside a detail page's title.
 */
export function FavouriteHeart({ listingId, variant }: { listingId: string; variant: 'overlay' | 'inline' }) {
  const { user } = useAuth();
  const prompt = useSignInPrompt();
  const { ids, toggle } = useFavourites();
  // Why the last click failed: the server's reason when it gave one (the limit), else a general word.
  const [failed, setFailed] = useState<string | null>(null);
  const { t } = useTranslation('common');
  const kept = ids.has(listingId);
  const label = kept ? t('favourite.remove') : t('favourite.save');

  const click = () => {
    if (user === null) {
      prompt();
      return;
    }
    setFailed(null);
    toggle(listingId).catch((error: unknown) => setFailed(error instanceof ApiError && error.status === 409 ? error.message : t('favourite.failed')));
  };

  return (
    <button
      type="button"
      className={`favourite-heart favourite-heart--${variant}${kept ? ' favourite-heart--kept' : ''}`}
      aria-pressed={kept}
      aria-label={variant === 'overlay' ? label : undefined}
      title={failed ?? label}
      onClick={click}
    >
      <Icon name="heart" size={variant === 'overlay' ? 20 : 22} />
      {variant === 'inline' && <span>{kept ? t('favourite.saved') : t('favourite.save')}</span>}
    </button>
  );
}
