import { Link } from 'wouter';
import { Accordion } from '../../../components/Accordion';
import { Icon, type IconName } from '../../../components/Icon';
import { routePaths, searchResultPath } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { servicesFaq } from '../services-faq';
import '../services.css';

const services: readonly { title: string; text: string; icon: IconName; href: string; action: string }[] = [
  {
    title: 'Room Rental',
    text: 'Hostel rooms, rooms in family houses and apartment rooms across Pakistan, with rent, furnishing, kitchen and bathroom details up front.',
    icon: 'key',
    href: searchResultPath('all', 'room'),
    action: 'Find a room',
  },
  {
    title: 'Roommates',
    text: 'Meet students and professionals looking to share. Compare occupation, age and lifestyle, then call or message them directly.',
    icon: 'users',
    href: searchResultPath('all', 'roommate'),
    action: 'Find a roommate',
  },
  {
    title: 'Pre-Loved Room Equipment',
    text: 'Beds, fridges, chairs, sofas and carpets in good condition from people moving on, at a fair price and close to you.',
    icon: 'sofa',
    href: searchResultPath('all', 'accessories'),
    action: 'Browse items',
  },
];

const assistance: readonly { you: { title: string; text: string }; we: { title: string; text: string } }[] = [
  {
    you: { title: 'You select a plan', text: 'List for free, boost a listing, or choose the 30-day Premium Plan.' },
    we: { title: 'We onboard you', text: 'A care agent welcomes you and helps you set up a listing that gets noticed.' },
  },
  {
    you: { title: 'You report a problem', text: 'A listing that looks wrong, a lister not responding, a payment issue.' },
    we: { title: 'We resolve the issue', text: 'We investigate, talk to both sides and keep you updated until it is fixed.' },
  },
  {
    you: { title: 'You get ongoing support', text: 'Questions about rent, roommates or your listings, whenever they come up.' },
    we: { title: 'We ask for your feedback', text: 'We follow up to make sure you are happy and use what you tell us to improve.' },
  },
];

export function ServicesPage() {
  usePage('Services', 'Kamra services: room rental, roommates and pre-loved room equipment, with 24/7 customer care.');

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Services &amp; support</span>
          <h1>Here for you at every step</h1>
          <p>
            Whether you are looking for a room, a roommate or a second-hand fridge, Kamra has a service for it, and a
            customer care team that is available 24/7 to help.
          </p>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">What we offer</span>
            <h2>Our services</h2>
          </div>
          <div className="grid grid--3">
            {services.map((service) => (
              <article key={service.title} className="card card--hover service-card">
                <span className="icon-badge">
                  <Icon name={service.icon} />
                </span>
                <h3>{service.title}</h3>
                <p className="muted">{service.text}</p>
                <Link href={service.href} className="service-card__link">
                  {service.action}
                  <Icon name="arrow-right" size={16} />
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--white">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">How we help</span>
            <h2>You reach out, we respond</h2>
            <p className="muted">Every step you take is matched by our customer care team.</p>
          </div>
          <ol className="assist">
            {assistance.map((step, index) => (
              <li key={step.you.title} className="assist__row">
                <span className="assist__step" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="assist__card assist__card--you">
                  <span className="assist__who">You</span>
                  <h3>{step.you.title}</h3>
                  <p>{step.you.text}</p>
                </div>
                <Icon name="arrow-right" className="assist__arrow" />
                <div className="assist__card assist__card--we">
                  <span className="assist__who">Customer care</span>
                  <h3>{step.we.title}</h3>
                  <p>{step.we.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="premium">
          <div>
            <span className="eyebrow">Premium Plan</span>
            <h2>30 days of priority help for PKR 3,000</h2>
            <p>
              A one-time payment for one service at a time, as a seeker or as a lister. If you do not find a room,
              roommate or tenant within 30 days, PKR 2,000 is refunded.
            </p>
          </div>
          <Link href={routePaths.refundPolicy} className="btn btn--accent btn--lg">
            Read the refund policy
          </Link>
          </div>
        </div>
      </section>

      <section className="section section--white">
        <div className="container services-faq">
          <div className="section-head">
            <span className="eyebrow">FAQ</span>
            <h2>Support questions</h2>
          </div>
          <Accordion
            mode="single"
            initiallyOpen={['always-open']}
            items={servicesFaq.map((entry) => ({
              id: entry.id,
              title: entry.question,
              content: <p>{entry.answer}</p>,
            }))}
          />
        </div>
      </section>
    </>
  );
}
