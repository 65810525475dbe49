import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageLoading } from '../../../components/PageLoading';
import { message, translateMessage } from '../../../i18n';
import { useSignInPrompt } from '../../../lib/auth/sign-in-prompt';
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
  const { t } = useTranslation('boost');
  const [snapshot] = useMachine(boostSuccessMachine, { input: { sessionId } });
  const [, navigate] = useLocation();
  const signIn = useSignInPrompt();
  const { verified, error } = snapshot.context;
  const done = snapshot.matches('done') && verified !== null;
  usePage(done ? message('paymentConfirmed') : t('result.title'));

  const seeYourListings = (
    <button type="button" className="btn btn--primary btn--lg" onClick={() => navigate(MY_LISTINGS_AFTER_BOOST, { replace: true })}>
      {t('result.seeListings')}
    </button>
  );

  if (snapshot.matches('signedOut')) {
    return (
      <section className="container section boost-result">
        <div className="boost-result__card card">
          <h1>{t('result.signInHeading')}</h1>
          <p className="lead">{t('result.signInText')}</p>
          <button type="button" className="btn btn--primary btn--lg" onClick={() => signIn()}>
            {t('result.signIn')}
          </button>
        </div>
      </section>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <section className="container section boost-result">
        <div className="boost-result__card card">
          <h1>{t('result.notBoosted')}</h1>
          <p className="boost-result__error" role="alert">
            {error === null ? message('paymentNotPaid') : translateMessage(error)}
          </p>
          {seeYourListings}
        </div>
      </section>
    );
  }
  if (!done) return <PageLoading heading={t('result.checking')} />;
  return (
    <section className="container section boost-result">
      <div className="boost-result__card card">
        <span className="boost-result__tick" aria-hidden="true">
          ✓
        </span>
        <h1>{message('paymentConfirmed')}</h1>
        <p className="lead">{message('boostThanks')}</p>
        <dl className="boost-result__facts">
          <dt>{t('result.package')}</dt>
          <dd>{t(`packages.${verified.package}.name`)}</dd>
          <dt>{t('result.duration')}</dt>
          <dd>{t('days', { count: verified.days })}</dd>
          <dt>{t('result.paid')}</dt>
          <dd>{packagePrice(verified.amount)}</dd>
          <dt>{t('result.boostedUntil')}</dt>
          <dd>{boostEndText(verified.boostedUntil)}</dd>
        </dl>
        {seeYourListings}
      </div>
    </section>
  );
}
