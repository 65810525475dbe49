import { useId, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { usePage } from '../../../lib/use-page';
import { careerOpenings, filterOpenings } from '../career-openings';
import '../career.css';

export function CareerPage() {
  usePage('Career', 'Careers at Kamra: help build the way Pakistan finds rooms and roommates.');
  const [query, setQuery] = useState('');
  const note = useRef<HTMLElement>(null);
  const searchId = useId();
  const openings = filterOpenings(careerOpenings, query);

  // Applications are not taken on this site; Apply Now takes the visitor to the note saying so.
  const showHowToApply = () => {
    note.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    note.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <section className="page-hero career-hero">
        <div className="container">
          <span className="eyebrow">Careers</span>
          <h1>Build the way Pakistan finds a home</h1>
          <p>
            We are a small team of designers, engineers and customer care specialists who care about one thing: making
            it easier and safer to rent a room or find a roommate anywhere in the country.
          </p>
          <form className="career-search" role="search" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={searchId} className="visually-hidden">
              Search jobs
            </label>
            <Icon name="search" size={20} />
            <input
              id={searchId}
              type="search"
              placeholder="Search here for jobs ..."
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="section-head">
            <h2>Open roles</h2>
            <p className="muted" aria-live="polite">
              {openings.length === 1 ? '1 role' : `${openings.length} roles`}
            </p>
          </div>
          {openings.length === 0 ? (
            <p className="card career-empty">No roles match “{query.trim()}”. Try a different word.</p>
          ) : (
            <ul className="career-grid">
              {openings.map((opening) => (
                <li key={opening.id} className="card card--hover career-card">
                  <span className="icon-badge">
                    <Icon name="briefcase" />
                  </span>
                  <h3>{opening.title}</h3>
                  <p className="career-card__type">
                    <Icon name="clock" size={16} />
                    {opening.type}
                  </p>
                  <p className="muted career-card__place">Pakistan · On-site or remote</p>
                  <button type="button" className="btn btn--primary btn--block" onClick={showHowToApply}>
                    Apply Now
                  </button>
                </li>
              ))}
            </ul>
          )}

          <aside ref={note} className="career-note" tabIndex={-1} aria-label="About job listings">
            <Icon name="info" size={24} />
            <p>
              <strong>Please note:</strong> Kamra does not host job listings. The roles above show the kinds of people
              we work with. When a position opens, we announce it through our official channels, and our customer care
              team can tell you whether we are hiring. We never ask candidates for any payment.
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
