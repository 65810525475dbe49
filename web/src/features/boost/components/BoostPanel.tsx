import { BOOST_PACKAGE_LIST } from '@kamra/contracts/boost';
import type { ListingKind } from '@kamra/contracts/options';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { message, translateMessage } from '../../../i18n';
import { boostCheckoutMachine } from '../boost-checkout-machine';
import { addressWithoutCheckoutCancelled, isCheckoutCancelledAddress } from '../checkout-return';
import { boostEndText, boostOffer, packagePrice } from '../boost-offer';
import '../boost.css';

export interface BoostPanelProps {
  listingId: string;
  /** The owner view's kind; the checkout's cancel link returns to /myListing/<kind>/<id>?checkout=cancelled (the server builds it from the listing). */
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
  const { t } = useTranslation('boost');
  const offer = boostOffer({ boosted, boostedUntil, mayBoost });
  if (offer.kind === 'none') return null;
  if (offer.kind === 'boosted') {
    return (
      <section className="boost-panel boost-panel--active card" aria-label={t('panel.label')}>
        <span className="boost-panel__badge">{t('panel.boosted')}</span>
        <p className="boost-panel__until">
          <Trans t={t} i18nKey="panel.boostedUntil" values={{ date: boostEndText(offer.until) }} components={{ strong: <strong /> }} />
        </p>
        <p className="muted">{t('panel.boostedNote')}</p>
      </section>
    );
  }
  return <BoostPackages listingId={listingId} ended={offer.ended} />;
}

function BoostPackages({ listingId, ended }: { listingId: string; ended: boolean }) {
  const { t } = useTranslation('boost');
  const [snapshot, send] = useMachine(boostCheckoutMachine, { input: { listingId } });
  const { chosen, error } = snapshot.context;
  const busy = !snapshot.matches('choose');
  // Cancel on the checkout page leads back here marked: said once, then the mark leaves the address.
  const [cancelled] = useState(() => isCheckoutCancelledAddress(window.location.search));
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!cancelled) return;
    window.history.replaceState(window.history.state, '', addressWithoutCheckoutCancelled(window.location.href));
    // The offer sits below the listing: bring the "cancelled" line and the packages into view.
    panel.current?.scrollIntoView({ block: 'start' });
  }, [cancelled]);

  // Back from the provider's page by the back button: the page comes from the cache as it was left.
  useEffect(() => {
    const returned = (event: PageTransitionEvent) => {
      if (event.persisted) send({ type: 'RETURNED' });
    };
    window.addEventListener('pageshow', returned);
    return () => window.removeEventListener('pageshow', returned);
  }, [send]);

  return (
    <section className="boost-panel card" aria-labelledby="boost-heading" ref={panel}>
      <h2 id="boost-heading">{t('panel.heading')}</h2>
      {cancelled && (
        <p className="boost-panel__cancelled" role="status">
          {t('panel.cancelled')}
        </p>
      )}
      <p className="muted">{ended ? message('boostPrompt') : t('panel.pitch')}</p>
      {error !== null && (
        <p className="boost-panel__error" role="alert">
          {translateMessage(error)}
        </p>
      )}
      <ul className="boost-packages">
        {BOOST_PACKAGE_LIST.map((item) => (
          <li key={item.id} className="boost-package">
            <h3>{t(`packages.${item.id}.name`)}</h3>
            <p className="boost-package__days">{t('days', { count: item.days })}</p>
            <p className="boost-package__price">{packagePrice(item.amount)}</p>
            <button
              type="button"
              className="btn btn--accent btn--block"
              disabled={busy}
              aria-label={t('panel.choose', { days: t('days', { count: item.days }), price: packagePrice(item.amount) })}
              onClick={() => send({ type: 'CHOOSE', package: item.id })}
            >
              {t(busy && chosen === item.id ? 'panel.opening' : 'panel.boost')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
