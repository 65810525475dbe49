import { usePage } from '../../../lib/use-page';

/** Dashboard index: an overview text only (spec section 2). */
export function AdminOverviewPage() {
  usePage('Admin Dashboard');
  return (
    <section>
      <h1>Dashboard overview</h1>
      <p className="lead">Welcome to the Kamra admin area.</p>
      <p className="muted">
        Review new room, roommate and accessory listings before they go live, keep an eye on user accounts, and
        publish blogs for renters and listers across Pakistan. Pick a section from the menu to begin.
      </p>
    </section>
  );
}
