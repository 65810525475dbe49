import type { ListerView } from '@kamra/contracts/read-models';
import { contactLinks } from '@kamra/contracts/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneVerifiedBadge } from '../PhoneVerifiedBadge';
import { contactMessage } from './listing-facts';

/**
 * How a seeker reaches the lister: no API call, just sms:, tel: and WhatsApp links that carry
 * the lister's phone and the message typed here (spec section 1).
 */
export function ContactLister({ lister, tagline }: { lister: ListerView; tagline: string }) {
  const { t } = useTranslation('listing');
  const { t: common } = useTranslation('common');
  // Until the seeker types, the message follows the reader's language (a switch rewrites it).
  const [typed, setTyped] = useState<string | null>(null);
  const message = typed ?? contactMessage(tagline);
  const messageId = useId();
  const links = contactLinks(lister.phone, message);

  return (
    <section className="contact card" aria-labelledby={`${messageId}-heading`}>
      <ListerIdentity lister={lister} headingId={`${messageId}-heading`} tel={links.tel} verifiedLabel={common('badges.verified')} />
      <label htmlFor={messageId} className="contact__label">
        {t('contact.yourMessage')}
      </label>
      <textarea
        id={messageId}
        className="input contact__message"
        rows={4}
        dir="auto"
        value={message}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="contact__actions">
        <a className="btn btn--primary" href={links.sms}>
          {t('contact.sms')}
        </a>
        <a className="btn btn--outline" href={links.tel}>
          {t('contact.call')}
        </a>
        <a className="btn btn--whatsapp" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          {t('contact.whatsapp')}
        </a>
      </div>
    </section>
  );
}

/** The lister's photo, name and number, as seekers see them above the message. */
function ListerIdentity({ lister, headingId, tel, verifiedLabel }: { lister: ListerView; headingId: string; tel: string; verifiedLabel: string }) {
  return (
    <div className="contact__lister">
      <img src={lister.photoUrl} alt="" width={56} height={56} loading="lazy" className="contact__photo" />
      <div>
        <h2 id={headingId} className="contact__name">
          <span dir="auto">{lister.name}</span>
          {lister.verified && <span className="badge badge--verified">{verifiedLabel}</span>}
        </h2>
        <p className="contact__phone">
          <a href={tel} dir="ltr">{lister.phone}</a>
          {lister.phoneVerified && <PhoneVerifiedBadge />}
        </p>
      </div>
    </div>
  );
}

/**
 * The lister as seekers find them, for the lister's own page and the admins': no message to
 * send, since neither would write to the lister; `note` says how seekers reach them.
 */
export function ListerCard({ lister, note }: { lister: ListerView; note: string }) {
  const { t: common } = useTranslation('common');
  const headingId = useId();
  return (
    <section className="contact card" aria-labelledby={headingId}>
      <ListerIdentity lister={lister} headingId={headingId} tel={contactLinks(lister.phone, '').tel} verifiedLabel={common('badges.verified')} />
      <p className="muted">{note}</p>
    </section>
  );
}
