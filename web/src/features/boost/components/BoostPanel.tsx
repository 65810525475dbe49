import { BOOST_PACKAGE_LIST } from '@kamra/contracts/boost';
import { messages } from '@kamra/contracts/messages';
import type { ListingKind } from '@kamra/contracts/options';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { boostCheckoutMachine } from '../boost-checkout-machine';
import { boostEndText, boostOffer, packagePrice } from '../boost-offer';
import '../boost.css';

export interface BoostPanelProps {
  listingId: string;
  /** The owner view's kind; the checkout's cancel link returns to /myListing/<kind>/<id> (the server builds it from the listing). */
  kind: ListingKind;
  /** The listing's boost end (ISO), or null when it was never boosted. */
  boostedUntil: string | null;
  /** The server's answers: boosted now, and `abilities.boost`. */
  boosted: boolean;
  mayBoost: boolean;
}

/**
 * The owner's boost offer for one listing (spec sections 4 and 9). On a listing the server
 * says the owner may boost, not boosted now, it shows the three packages (days and price) and, on a choice,
 * sends the browser to the checkout; on a boosted one, the boost's end. Nothing otherwise.
 */
export function BoostPanel({ listingId, boostedUntil, boosted, mayBoost }: BoostPanelProps) {
  const offer = boostOffer({ boosted, boostedUntil, mayBoost });
  if (offer.kind === 'none') return null;
  if (offer.kind === 'boosted') {
    return (
      <section className="boost-panel boost-panel--active card" aria-label="Boost">
        <span className="boost-panel__badge">Boosted</span>
        <p className="boost-panel__until">
          Boosted until <strong>{boostEndText(offer.until)}</strong>
        </p>
        <p className="muted">Your listing is shown first in search results and in the Boosted section.</p>
      </section>
    );
  }
  return <BoostPackages listingId={listingId} ended={offer.ended} />;
}

function BoostPackages({ listingId, ended }: { listingId: string; ended: boolean }) {
  const [snapshot, send] = useMachine(boostCheckoutMachine, { input: { listingId } });
  const { chosen, error } = snapshot.context;
  const busy = !snapshot.matches('choose');

  // Back from the provider's page by the back button: the page comes from the cache as it was left.
  useEffect(() => {
    const returned = (event: PageTransitionEvent) => {
      if (event.persisted) send({ type: 'RETURNED' });
    };
    window.addEventListener('pageshow', returned);
    return () => window.removeEventListener('pageshow', returned);
  }, [send]);

  return (
    <section className="boost-panel card" aria-labelledby="boost-heading">
      <h2 id="boost-heading">Boost this listing</h2>
      <p className="muted">{ended ? messages.boostPrompt : 'Reach more people: a boosted listing is shown first in search results and in the Boosted section.'}</p>
      {error !== null && (
        <p className="boost-panel__error" role="alert">
          {error}
        </p>
      )}
      <ul className="boost-packages">
        {BOOST_PACKAGE_LIST.map((item) => (
          <li key={item.id} className="boost-package">
            <h3>{item.name}</h3>
            <p className="boost-package__days">{item.days} days</p>
            <p className="boost-package__price">{packagePrice(item.amount)}</p>
            <button
              type="button"
              className="btn btn--accent btn--block"
              disabled={busy}
              aria-label={`Boost for ${item.days} days, ${packagePrice(item.amount)}`}
              onClick={() => send({ type: 'CHOOSE', package: item.id })}
            >
              {busy && chosen === item.id ? 'Opening checkout…' : 'Boost'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
