import { Link } from 'wouter';
import { routePaths } from '../lib/paths';

/**
 * A page whose route exists but whose screen is not built yet. It says so plainly, so nobody
 * waits on a spinner for something that will never load.
 */
export function PageNotBuilt({ heading }: { heading: string }) {
  return (
    <section className="container section">
      <h1>{heading}</h1>
      <p role="status">This page is not built yet.</p>
      <p>
        <Link href={routePaths.home}>Back to the home page</Link>
      </p>
    </section>
  );
}
