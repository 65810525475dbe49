import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n';
import { displayDay, niceCeiling } from '../dashboard-figures';

export interface DaySeries {
  label: string;
  /** One value per day, in the order of `days`. */
  values: readonly number[];
  /** The modifier of its bars and legend key (admin-chart__bar--<tone>). */
  tone: 'approved' | 'rejected' | 'members';
}

const WIDTH = 320;
const HEIGHT = 140;
const LEFT = 26;
const BOTTOM = 18;
const TOP = 6;
/** Room for the last day's label, centred under the last bar. */
const RIGHT = 12;

/**
 * Bars per day, stacked when there are several series, in plain SVG: it scales with its column
 * (a 320-unit view box reads at 360 px as at 1280), and a table of the same figures follows for
 * screen readers and for anyone who wants the numbers.
 */
export function DayBarChart({ title, days, series }: { title: string; days: readonly string[]; series: readonly DaySeries[] }) {
  const { t } = useTranslation('admin');
  const totals = days.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const top = niceCeiling(Math.max(0, ...totals));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number): number => TOP + plotHeight - (value / top) * plotHeight;
  const labelEvery = Math.ceil(days.length / 5);
  return (
    <figure className="admin-chart">
      <figcaption className="admin-chart__title">{title}</figcaption>
      <svg className="admin-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('chart.summary', { title, total: formatNumber(totals.reduce((a, b) => a + b, 0)), days: formatNumber(days.length) })}>
        {/* Counts are whole: a half-way line only where it is a whole number. */}
        {(Number.isInteger(top / 2) ? [0, top / 2, top] : [0, top]).map((tick) => (
          <g key={tick}>
            <line className="admin-chart__grid" x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} />
            <text className="admin-chart__axis" x={LEFT - 4} y={y(tick) + 3} textAnchor="end">
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          let base = 0;
          const x = LEFT + i * slot + (slot - barWidth) / 2;
          return (
            <g key={day}>
              {series.map((s) => {
                const value = s.values[i] ?? 0;
                if (value === 0) return null;
                const bar = (
                  <rect key={s.label} className={`admin-chart__bar admin-chart__bar--${s.tone}`} x={x} width={barWidth} y={y(base + value)} height={y(base) - y(base + value)}>
                    <title>{t('chart.bar', { day: displayDay(day), value: formatNumber(value), series: s.label.toLocaleLowerCase() })}</title>
                  </rect>
                );
                base += value;
                return bar;
              })}
              {(days.length - 1 - i) % labelEvery === 0 && (
                <text className="admin-chart__axis" x={x + barWidth / 2} y={HEIGHT - 5} textAnchor="middle">
                  {displayDay(day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <ul className="admin-chart__legend">
          {series.map((s) => (
            <li key={s.label}>
              <span className={`admin-chart__key admin-chart__bar--${s.tone}`} aria-hidden="true" />
              {s.label}: {formatNumber(s.values.reduce((a, b) => a + b, 0))}
            </li>
          ))}
        </ul>
      )}
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">{s.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day}>
              <th scope="row">{displayDay(day)}</th>
              {series.map((s) => (
                <td key={s.label}>{formatNumber(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
