import { FeatureIcon } from '../icons/FeatureIcon';
import { featureIconFor } from '../icons/feature-icon-paths';

/** One entry: its stored value (which picks the icon) and what the reader sees. */
export interface FeatureItem {
  name: string;
  label: string;
  /** The lister's own words (a landmark), shown in their own direction. */
  written?: boolean;
}

/** Features, furnishings and preferences, each with its icon (a tick when none is drawn). */
export function FeatureList({ items }: { items: readonly FeatureItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="feature-list">
      {items.map((item) => {
        const icon = featureIconFor(item.name);
        return (
          <li key={item.name} className="feature-list__item">
            <span className="feature-list__icon">
              {icon === null ? <span aria-hidden="true">✓</span> : <FeatureIcon name={icon} />}
            </span>
            <span className="feature-list__name" dir={item.written === true ? 'auto' : undefined}>
              {item.label}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
