import type { ListerView } from '@kamra/contracts/read-models';
import { contactLinks } from '@kamra/contracts/rules';
import { useId, useState } from 'react';
import { PhoneVerifiedBadge } from '../PhoneVerifiedBadge';
import { contactMessage } from './listing-facts';

/**
 * How a seeker reaches the lister: no API call, just sms:, tel: and WhatsApp links that carry
 * the lister's phone and the message typed here (spec section 1).
 */
export function ContactLister({ lister, tagline }: { lister: ListerView; tagline: string }) {
  const [message, setMessage] = useState(() => contactMessage(tagline));
  const messageId = useId();
  const links = contactLinks(lister.phone, message);

  return (
    <section className="contact card" aria-labelledby={`${messageId}-heading`}>
      <div className="contact__lister">
        <img src={lister.photoUrl} alt="" width={56} height={56} loading="lazy" className="contact__photo" />
        <div>
          <h2 id={`${messageId}-heading`} className="contact__name">
            {lister.name}
            {lister.verified && <span className="badge badge--verified">Verified</span>}
          </h2>
          <p className="contact__phone">
            <a href={links.tel}>{lister.phone}</a>
            {lister.phoneVerified && <PhoneVerifiedBadge />}
          </p>
        </div>
      </div>
      <label htmlFor={messageId} className="contact__label">
        Your message
      </label>
      <textarea
        id={messageId}
        className="input contact__message"
        rows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="contact__actions">
        <a className="btn btn--primary" href={links.sms}>
          Send SMS
        </a>
        <a className="btn btn--outline" href={links.tel}>
          Call
        </a>
        <a className="btn btn--whatsapp" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
      </div>
    </section>
  );
}
