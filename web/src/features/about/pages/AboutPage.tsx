import { Accordion } from '../../../components/Accordion';
import { Icon, type IconName } from '../../../components/Icon';
import { usePage } from '../../../lib/use-page';
import { aboutFaq } from '../about-faq';
import '../about.css';

const values: readonly { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Trust first',
    text: 'Every listing is reviewed by a person before it goes live, and verified users are clearly marked.',
    icon: 'shield',
  },
  {
    title: 'Simple and free',
    text: 'Listing costs nothing. Sign in with one click, post in minutes and talk to people directly.',
    icon: 'sparkles',
  },
  {
    title: 'Community',
    text: 'Students, families and professionals helping each other find a home, from Karachi to Mansehra.',
    icon: 'users',
  },
];

export function AboutPage() {
  usePage('About Us', 'Kamra’s vision, mission and answers to common questions about finding rooms and roommates in Pakistan.');

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">About Kamra</span>
          <h1>Helping Pakistan find a place to call home</h1>
          <p>
            Every year, thousands of students leave home for university, and young professionals move to Lahore,
            Karachi and Islamabad for their first job. Finding a decent, affordable room, and someone good to share it
            with, should not depend on who you know. That is why we built Kamra.
          </p>
        </div>
      </section>

      <section className="section">
        <div className="container grid grid--2">
          <article className="card about-statement">
            <span className="icon-badge">
              <Icon name="star" />
            </span>
            <h2>Our vision</h2>
            <p>
              A Pakistan where anyone moving to a new city can find a safe, affordable room and a compatible roommate
              within days, not months, and where unused rooms and furniture find a second life instead of sitting
              empty.
            </p>
          </article>
          <article className="card about-statement">
            <span className="icon-badge">
              <Icon name="key" />
            </span>
            <h2>Our mission</h2>
            <p>
              To make room and roommate sharing simple, honest and free to start: reviewed listings, direct contact
              between people, details that matter in Pakistani homes, and a customer care team that is there around the
              clock.
            </p>
          </article>
        </div>
      </section>

      <section className="section section--white">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">What we stand for</span>
            <h2>Built on trust, kept simple</h2>
          </div>
          <div className="grid grid--3">
            {values.map((value) => (
              <article key={value.title} className="about-value">
                <span className="icon-badge">
                  <Icon name={value.icon} />
                </span>
                <h3>{value.title}</h3>
                <p className="muted">{value.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container about-faq">
          <div className="section-head">
            <span className="eyebrow">FAQ</span>
            <h2>Frequently asked questions</h2>
            <p className="muted">Open a category to see its questions.</p>
          </div>
          <Accordion
            headingLevel="h3"
            initiallyOpen={['getting-started']}
            items={aboutFaq.map((category) => ({
              id: category.id,
              title: category.title,
              content: (
                <dl className="faq-list">
                  {category.entries.map((entry) => (
                    <div key={entry.question} className="faq-list__entry">
                      <dt>{entry.question}</dt>
                      <dd>{entry.answer}</dd>
                    </div>
                  ))}
                </dl>
              ),
            }))}
          />
        </div>
      </section>
    </>
  );
}
