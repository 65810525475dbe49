import { messages } from '@kamra/contracts/messages';
import { useMachine } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { PageLoading } from '../../../components/PageLoading';
import { myListingsPath } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { boostEndText, packagePrice } from '../boost-offer';
import { boostSuccessMachine } from '../boost-success-machine';
import '../boost.css';

/** Where 'See Your Listings' goes (spec section 2), replacing this page in the history. */
const MY_LISTINGS_AFTER_BOOST = myListingsPath('rooms');

/** /BoostSuccess?session_id=...: verifies the payment (boosting once however often it is opened) and says how it went. */
export function BoostSuccessPage() {
  const sessionId = new URLSearchParams(useSearch()).get('session_id');
  const [snapshot] = useMachine(boostSuccessMachine, { input: { sessionId } });
  const [, navigate] = useLocation();
  const { verified, error } = snapshot.context;
  const done = snapshot.matches('done') && verified !== null;
  usePage(done ? messages.paymentConfirmed : 'Payment');

  const seeYourListings = (
    <button type="button" className="btn btn--primary btn--lg" onClick={() => navigate(MY_LISTINGS_AFTER_BOOST, { replace: true })}>
      See Your Listings
    </button>
  );

  if (snapshot.matches('failed')) {
    return (
      <section className="container section boost-result">
        <div className="boost-result__card card">
          <h1>Your listing was not boosted</h1>
          <p className="boost-result__error" role="alert">
            {error ?? messages.paymentNotPaid}
          </p>
          {seeYourListings}
        </div>
      </section>
    );
  }
  if (!done) return <PageLoading heading="Checking your payment" />;
  return (
    <section className="container section boost-result">
      <div className="boost-result__card card">
        <span className="boost-result__tick" aria-hidden="true">
          ✓
        </span>
        <h1>{messages.paymentConfirmed}</h1>
        <p className="lead">{messages.boostThanks}</p>
        <dl className="boost-result__facts">
          <dt>Package</dt>
          <dd>{verified.packageName}</dd>
          <dt>Duration</dt>
          <dd>{verified.days} days</dd>
          <dt>Paid</dt>
          <dd>{packagePrice(verified.amount)}</dd>
          <dt>Boosted until</dt>
          <dd>{boostEndText(verified.boostedUntil)}</dd>
        </dl>
        {seeYourListings}
      </div>
    </section>
  );
}
