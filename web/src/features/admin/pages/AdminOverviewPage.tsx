import { BOOST_PACKAGES } from '@kamra/contracts/boost';
import type { AdminStats } from '@kamra/contracts/read-models';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { displayRupees } from '../../../lib/display';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { getAdminStats } from '../api/get-admin-stats';
import { DayBarChart } from '../components/DayBarChart';
import { PriceFlagList } from '../components/PriceFlagList';
import { displayWait, waitingSince } from '../dashboard-figures';

const KIND_ONE = { room: 'room', roommate: 'roommate ad', accessory: 'accessory' } as const;
const KIND_MANY = { room: 'rooms', roommate: 'roommate ads', accessory: 'accessories' } as const;

/** Dashboard index: how moderation is doing, from GET /api/admin/stats. */
export function AdminOverviewPage() {
  usePage('Admin Dashboard');
  const stats = useQuery('admin-stats', getAdminStats);
  return (
    <section className="admin-page admin-stats">
      <header className="admin-page__head">
        <h1>Dashboard overview</h1>
        <p className="muted admin-stats__period">Last 30 days, Pakistan time</p>
      </header>
      {stats.state.status === 'failed' && <LoadError onRetry={stats.reload} />}
      {(stats.state.status === 'loading' || stats.state.status === 'idle') && <Spinner />}
      {stats.state.status === 'succeeded' && <StatsBody stats={stats.state.data} />}
    </section>
  );
}

function StatsBody({ stats }: { stats: AdminStats }) {
  const now = new Date(stats.at);
  const days = stats.decisionsPerDay.map((d) => d.day);
  const { timeToDecision: wait, openReports, flags } = stats;
  return (
    <>
      <div className="admin-stats__tiles">
        <article className="admin-stat">
          <h2 className="admin-stat__label">Waiting for review</h2>
          <ul className="admin-stat__list">
            {stats.queue.map((q) => (
              <li key={q.kind}>
                <strong>{q.pending}</strong> {(q.pending === 1 ? KIND_ONE : KIND_MANY)[q.kind]}
                {q.oldestSubmittedAt !== null && <span className="muted">, oldest waiting {waitingSince(q.oldestSubmittedAt, now)}</span>}
              </li>
            ))}
          </ul>
        </article>
        <article className="admin-stat">
          <h2 className="admin-stat__label">Time to decision</h2>
          {wait.medianSeconds === null || wait.p90Seconds === null ? (
            <p className="muted">No decisions in the last 30 days.</p>
          ) : (
            <>
              <p className="admin-stat__value">{displayWait(wait.medianSeconds)}</p>
              <p className="muted">median; 90% within {displayWait(wait.p90Seconds)} ({wait.decisions} decisions)</p>
            </>
          )}
        </article>
        <article className="admin-stat">
          <h2 className="admin-stat__label">Open reports</h2>
          <p className="admin-stat__value">{openReports.reports}</p>
          <p className="muted">on {openReports.listings} listing{openReports.listings === 1 ? '' : 's'}</p>
        </article>
        <article className="admin-stat">
          <h2 className="admin-stat__label">Flagged listings</h2>
          <ul className="admin-stat__list">
            <li><strong>{flags.duplicates}</strong> possible duplicate photos</li>
            <li><strong>{flags.prices}</strong> priced below their area</li>
          </ul>
        </article>
      </div>

      <div className="admin-stats__charts">
        <DayBarChart
          title="Decisions per day"
          days={days}
          series={[
            { label: 'Approved', tone: 'approved', values: stats.decisionsPerDay.map((d) => d.approved) },
            { label: 'Rejected', tone: 'rejected', values: stats.decisionsPerDay.map((d) => d.rejected) },
          ]}
        />
        <DayBarChart
          title="New members per day"
          days={stats.newUsersPerDay.map((d) => d.day)}
          series={[{ label: 'Members', tone: 'members', values: stats.newUsersPerDay.map((d) => d.count) }]}
        />
      </div>

      <section className="admin-stats__section">
        <h2>Boosts sold</h2>
        <table className="admin-stats__table">
          <thead>
            <tr>
              <th scope="col">Package</th>
              <th scope="col">Sold</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {stats.boosts.map((b) => (
              <tr key={b.package}>
                <th scope="row">{BOOST_PACKAGES[b.package].name}</th>
                <td>{b.sold}</td>
                <td>{displayRupees(b.revenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{stats.boosts.reduce((sum, b) => sum + b.sold, 0)}</td>
              <td>{displayRupees(stats.boosts.reduce((sum, b) => sum + b.revenue, 0))}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <section className="admin-stats__section">
        <h2>Priced below their area</h2>
        <PriceFlagList flags={flags.latestPrices} />
      </section>
    </>
  );
}
