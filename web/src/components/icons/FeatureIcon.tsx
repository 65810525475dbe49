import { featureIconPaths, type FeatureIconName } from './feature-icon-paths';

interface FeatureIconProps {
  name: FeatureIconName;
  size?: number;
}

/** A feature's icon; decorative, since the feature's name is always written beside it. */
export function FeatureIcon({ name, size = 22 }: FeatureIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={featureIconPaths[name]} />
    </svg>
  );
}
