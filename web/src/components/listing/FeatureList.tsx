import { FeatureIcon } from '../icons/FeatureIcon';
import { featureIconFor } from '../icons/feature-icon-paths';

/** Features, furnishings and preferences, each with its icon (a tick when none is drawn). */
export function FeatureList({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <ul className="feature-list">
      {names.map((name) => {
        const icon = featureIconFor(name);
        return (
          <li key={name} className="feature-list__item">
            <span className="feature-list__icon">
              {icon === null ? <span aria-hidden="true">✓</span> : <FeatureIcon name={icon} />}
            </span>
            <span className="feature-list__name">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
