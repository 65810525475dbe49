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
      <div className="contact__lister">
        <img src={lister.photoUrl} alt="" width={56} height={56} loading="lazy" className="contact__photo" />
        <div>
          <h2 id={`${messageId}-heading`} className="contact__name">
            <span dir="auto">{lister.name}</span>
            {lister.verified && <span className="badge badge--verified">{common('badges.verified')}</span>}
          </h2>
          <p className="contact__phone">
            <a href={links.tel} dir="ltr">{lister.phone}</a>
            {lister.phoneVerified && <PhoneVerifiedBadge />}
          </p>
        </div>
      </div>
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
