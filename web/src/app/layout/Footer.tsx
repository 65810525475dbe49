import { Link } from 'wouter';
import { BrandLogo } from '../../components/BrandLogo';
import { routePaths, searchResultPath } from '../../lib/paths';

const columns = [
  {
    title: 'Company',
    links: [
      { label: 'About us', href: routePaths.about },
      { label: 'Career', href: routePaths.career },
      { label: 'Advertise with us', href: routePaths.advertise },
      { label: 'Blogs', href: routePaths.blogs },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Services & support', href: routePaths.services },
      { label: 'Refund policy', href: routePaths.refundPolicy },
      { label: 'Privacy policies', href: routePaths.privacyPolicies },
    ],
  },
  {
    title: 'Explore',
    links: [
      { label: 'Find a room', href: searchResultPath('all', 'room') },
      { label: 'Find a roommate', href: searchResultPath('all', 'roommate') },
      { label: 'Pre-loved items', href: searchResultPath('all', 'accessories') },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <BrandLogo tone="light" />
          <p>
            Pakistan&apos;s first room and roommate sharing platform. Find a room, a roommate or pre-loved furniture
            in your city, from Karachi to Mansehra.
          </p>
          <p className="footer__region">
            Support region: Pakistan · Customer care 24/7
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} className="footer__column" aria-label={column.title}>
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer__bottom">
        <span>© {new Date().getFullYear()} Kamra. All rights reserved.</span>
        <span>Rents in PKR, per month.</span>
      </div>
    </footer>
  );
}
