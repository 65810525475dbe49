/**
 * Under the phone field: verify the typed number in place (send a code, type it, ask again
 * after the minute), or pick one of the numbers already verified. Submitting never waits for
 * it: the spec lets a listing go without, and the badge is the reason to bother.
 */
import { pakistaniPhone, phoneForDisplay } from '@kamra/contracts/phone';
import { PHONE_CODE } from '@kamra/contracts/rules';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PhoneVerifiedBadge } from '../../../components/PhoneVerifiedBadge';
import { message, translateMessage } from '../../../i18n';
import { useViewer } from '../../../lib/auth/auth-context';
import { phoneVerificationMachine } from '../phone-verification-machine';

export function PhoneVerification({ phone, onChoose }: { phone: string; onChoose: (phone: string) => void }) {
  const { t } = useTranslation('wizards');
  const viewer = useViewer();
  // Numbers verified on this page: the signed-in user was read before, and a number typed
  // again after a change must not ask for a code once more.
  const [justVerified, setJustVerified] = useState<readonly string[]>([]);
  const verifiedPhones = [...(viewer?.verifiedPhones ?? []), ...justVerified];
  const e164 = pakistaniPhone(phone.trim());
  const others = verifiedPhones.filter((verified) => verified !== e164);
  return (
    <div className="phone-verify" aria-live="polite">
      {others.length > 0 && (
        <div className="phone-verify__choices">
          <span className="phone-verify__label">{t('phone.verifiedNumbers')}</span>
          {others.map((verified) => (
            <button key={verified} type="button" className="phone-verify__choice" onClick={() => onChoose(phoneForDisplay(verified))}>
              {t('phone.use', { phone: phoneForDisplay(verified) })}
            </button>
          ))}
        </div>
      )}
      {e164 === null ? null : verifiedPhones.includes(e164) ? (
        <p className="phone-verify__done">
          <PhoneVerifiedBadge /> {t('phone.badgeShown')}
        </p>
      ) : (
        // A new number starts a new verification: a code sent to the old one says nothing about it.
        <CodeVerification key={e164} phone={phone.trim()} onVerified={() => setJustVerified((numbers) => [...numbers, e164])} />
      )}
      <p className="wizard-field__hint">{t('phone.badgeHint')}</p>
    </div>
  );
}

function CodeVerification({ phone, onVerified }: { phone: string; onVerified: () => void }) {
  const { t } = useTranslation('wizards');
  const [state, send] = useMachine(phoneVerificationMachine, { input: { phone } });
  const verified = state.matches('verified');
  useEffect(() => {
    if (verified) onVerified();
    // Once, when the number becomes verified; the parent's callback is new at every render.
  }, [verified]);
  const codeId = useId();
  // The machine keeps the rule's or the server's English; the reader gets it in their language.
  const error = state.context.error === null ? null : translateMessage(state.context.error);
  if (state.matches('verified')) {
    return (
      <p className="phone-verify__done">
        <PhoneVerifiedBadge /> {message('phoneVerified')}
      </p>
    );
  }
  if (state.matches('idle') || state.matches('sending')) {
    const sending = state.matches('sending');
    return (
      <div className="phone-verify__step">
        <button type="button" className="btn btn--outline phone-verify__send" disabled={sending} onClick={() => send({ type: 'SEND' })}>
          {t(sending ? 'phone.sendingCode' : 'phone.verify')}
        </button>
        {error && <p className="wizard-field__error" role="alert">{error}</p>}
      </div>
    );
  }
  const verifying = state.matches({ codeSent: { entry: 'verifying' } });
  const canResend = state.matches({ codeSent: { resend: 'ready' } });
  return (
    <div className="phone-verify__step">
      <p className="phone-verify__sent">
        <Trans t={t} i18nKey="phone.sent" values={{ digits: PHONE_CODE.digits, phone }} components={{ strong: <strong className="phone-verify__number" dir="ltr" /> }} />
      </p>
      <label htmlFor={codeId} className="phone-verify__label">
        {t('phone.codeLabel')}
      </label>
      <div className="phone-verify__row">
        <input
          id={codeId}
          className="input phone-verify__code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={state.context.code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${codeId}-error` : undefined}
          onChange={(event) => send({ type: 'CODE_CHANGED', code: event.target.value })}
          onKeyDown={(event) => {
            // Enter confirms the code; it must not move the wizard on.
            if (event.key === 'Enter') {
              event.preventDefault();
              send({ type: 'CONFIRM' });
            }
          }}
        />
        <button type="button" className="btn btn--primary" disabled={verifying} onClick={() => send({ type: 'CONFIRM' })}>
          {t(verifying ? 'phone.checking' : 'phone.confirm')}
        </button>
      </div>
      {error && <p id={`${codeId}-error`} className="wizard-field__error" role="alert">{error}</p>}
      <button type="button" className="phone-verify__resend" disabled={!canResend} onClick={() => send({ type: 'RESEND' })}>
        {t(canResend ? 'phone.resend' : 'phone.resendLater')}
      </button>
    </div>
  );
}
