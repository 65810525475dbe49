import { useId } from 'react';
import { Icon } from '../../../components/Icon';

/** Newsletter strip: the spec gives its input no visible action. */
export function NewsletterStrip() {
  const inputId = useId();
  return (
    <section className="newsletter">
      <div className="container newsletter__inner">
        <div className="newsletter__copy">
          <Icon name="mail" size={32} />
          <div>
            <h2>Never miss a good room</h2>
            <p>Rental tips and new listings in your city, straight to your inbox.</p>
          </div>
        </div>
        <form className="newsletter__form" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="visually-hidden">
            Email address
          </label>
          <input id={inputId} className="input" type="email" placeholder="Your email address" autoComplete="email" />
        </form>
      </div>
    </section>
  );
}
