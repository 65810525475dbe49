import type { AdminStats } from '@kamra/contracts/read-models';
import { Trans, useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { formatNumber } from '../../../i18n';
import { displayRupees } from '../../../lib/display';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { getAdminStats } from '../api/get-admin-stats';
import { DayBarChart } from '../components/DayBarChart';
import { PriceFlagList } from '../components/PriceFlagList';
import { displayWait, waitingSince } from '../dashboard-figures';

/** Dashboard index: how moderation is doing, from GET /api/admin/stats. */
export function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  usePage(t('overview.title'));
  const stats = useQuery('admin-stats', getAdminStats);
  return (
    <section className="admin-page admin-stats">
      <header className="admin-page__head">
        <h1>{t('overview.heading')}</h1>
        <p className="muted admin-stats__period">{t('overview.period')}</p>
      </header>
      {stats.state.status === 'failed' && <LoadError onRetry={stats.reload} />}
      {(stats.state.status === 'loading' || stats.state.status === 'idle') && <Spinner />}
      {stats.state.status === 'succeeded' && <StatsBody stats={stats.state.data} />}
    </section>
  );
}

function StatsBody({ stats }: { stats: AdminStats }) {
  // The boost namespace names the packages.
  const { t } = useTranslation(['admin', 'boost']);
  const strong = { strong: <strong /> };
  const now = new Date(stats.at);
  const days = stats.decisionsPerDay.map((d) => d.day);
  const { timeToDecision: wait, openReports, flags } = stats;
  return (
    <>
      <div className="admin-stats__tiles">
        <article className="admin-stat">
          <h2 className="admin-stat__label">{t('overview.waiting')}</h2>
          <ul className="admin-stat__list">
            {stats.queue.map((q) => (
              <li key={q.kind}>
                <strong>{formatNumber(q.pending)}</strong> {t(`overview.kinds.${q.kind}`, { count: q.pending })}
                {q.oldestSubmittedAt !== null && (
                  <span className="muted">{t('overview.oldestWaiting', { wait: waitingSince(q.oldestSubmittedAt, now) })}</span>
                )}
              </li>
            ))}
          </ul>
        </article>
        <article className="admin-stat">
          <h2 className="admin-stat__label">{t('overview.timeToDecision')}</h2>
          {wait.medianSeconds === null || wait.p90Seconds === null ? (
            <p className="muted">{t('overview.noDecisions')}</p>
          ) : (
            <>
              <p className="admin-stat__value">{displayWait(wait.medianSeconds)}</p>
              <p className="muted">{t('overview.median', { wait: displayWait(wait.p90Seconds), decisions: formatNumber(wait.decisions) })}</p>
            </>
          )}
        </article>
        <article className="admin-stat">
          <h2 className="admin-stat__label">{t('overview.openReports')}</h2>
          <p className="admin-stat__value">{formatNumber(openReports.reports)}</p>
          <p className="muted">{t('overview.onListings', { count: openReports.listings })}</p>
        </article>
        <article className="admin-stat">
          <h2 className="admin-stat__label">{t('overview.flagged')}</h2>
          <ul className="admin-stat__list">
            <li>
              <Trans t={t} i18nKey="overview.duplicates" values={{ count: flags.duplicates }} components={strong} />
            </li>
            <li>
              <Trans t={t} i18nKey="overview.prices" values={{ count: flags.prices }} components={strong} />
            </li>
          </ul>
        </article>
      </div>

      <div className="admin-stats__charts">
        <DayBarChart
          title={t('overview.decisionsPerDay')}
          days={days}
          series={[
            { label: t('overview.approved'), tone: 'approved', values: stats.decisionsPerDay.map((d) => d.approved) },
            { label: t('overview.rejected'), tone: 'rejected', values: stats.decisionsPerDay.map((d) => d.rejected) },
          ]}
        />
        <DayBarChart
          title={t('overview.membersPerDay')}
          days={stats.newUsersPerDay.map((d) => d.day)}
          series={[{ label: t('overview.members'), tone: 'members', values: stats.newUsersPerDay.map((d) => d.count) }]}
        />
      </div>

      <section className="admin-stats__section">
        <h2>{t('overview.boostsSold')}</h2>
        <table className="admin-stats__table">
          <thead>
            <tr>
              <th scope="col">{t('overview.package')}</th>
              <th scope="col">{t('overview.sold')}</th>
              <th scope="col">{t('overview.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.boosts.map((b) => (
              <tr key={b.package}>
                <th scope="row">{t(`packages.${b.package}.name`, { ns: 'boost' })}</th>
                <td>{formatNumber(b.sold)}</td>
                <td>{displayRupees(b.revenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('overview.total')}</th>
              <td>{formatNumber(stats.boosts.reduce((sum, b) => sum + b.sold, 0))}</td>
              <td>{displayRupees(stats.boosts.reduce((sum, b) => sum + b.revenue, 0))}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <section className="admin-stats__section">
        <h2>{t('priceFlags.heading')}</h2>
        <PriceFlagList flags={flags.latestPrices} />
      </section>
    </>
  );
}
