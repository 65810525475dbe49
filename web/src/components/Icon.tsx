// A small hand-drawn icon set (24 x 24, stroked) so no icon font or library is downloaded.

const paths = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 11v6M12 7.5v.01',
  book: 'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15ZM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5',
  megaphone: 'M3 10.5v3a1.5 1.5 0 0 0 1.5 1.5H7l7 4.5v-15L7 9H4.5A1.5 1.5 0 0 0 3 10.5ZM7 15l1.5 5.5h2.5L10 15.8M18 9a4 4 0 0 1 0 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM21 21l-4.3-4.3',
  close: 'M6 6l12 12M18 6 6 18',
  'chevron-down': 'm6 9 6 6 6-6',
  'chevron-left': 'm15 6-6 6 6 6',
  'chevron-right': 'm9 6 6 6-6 6',
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  'map-pin': 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21ZM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  shield: 'M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6L12 3ZM8.8 12l2.2 2.2 4.2-4.4',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20c.9-3.2 3.3-5 6.5-5s5.6 1.8 6.5 5M16 4.3a3.5 3.5 0 0 1 0 6.4M18 15.3c1.7.6 2.9 2.1 3.5 4.7',
  sofa: 'M5 11V8a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v3M3 13.5a2 2 0 1 1 4 0V15h10v-1.5a2 2 0 1 1 4 0V19H3v-5.5ZM5 19v2M19 19v2',
  key: 'M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM11.5 11H21M18 11v3M15 11v2',
  wallet: 'M4 7.5A2.5 2.5 0 0 1 6.5 5H19v3M4 7.5V18a2 2 0 0 0 2 2h14v-5M4 7.5A2.5 2.5 0 0 0 6.5 10H20v5h-4a2.5 2.5 0 0 1 0-5',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1v-4ZM20 14h-3v5h2a1 1 0 0 0 1-1v-4ZM17 19c0 1.5-2 2-5 2',
  star: 'm12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3.5Z',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  briefcase: 'M4 8h16v11H4V8ZM9 8V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V8M4 13h16',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3.5 2',
  mail: 'M3.5 6h17v12h-17V6ZM4 6.5l8 6.5 8-6.5',
  sparkles: 'M12 3.5 13.8 9 19.5 11l-5.7 2L12 18.5 10.2 13 4.5 11l5.7-2L12 3.5ZM19 3v3M17.5 4.5h3M5 17v3M3.5 18.5h3',
  chat: 'M4 5h16v11H9l-5 4V5ZM8 9.5h8M8 12.5h5',
  tag: 'M3.5 12.5V4h8.5l8.5 8.5-8.5 8.5-8.5-8.5ZM8 8.5h.01',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.3 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2 2 0 0 0 4 0',
  refresh: 'M20 11a8 8 0 0 0-14.6-4.5L4 8.5M4 4v4.5h4.5M4 13a8 8 0 0 0 14.6 4.5l1.4-2M20 20v-4.5h-4.5',
} as const;

export type IconName = keyof typeof paths;

/** Icons that point along the line of reading: mirrored in right-to-left pages (see base.css). */
const POINTING: ReadonlySet<IconName> = new Set(['chevron-left', 'chevron-right', 'arrow-left', 'arrow-right']);

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden. */
  label?: string;
}

export function Icon({ name, size = 24, className, label }: IconProps) {
  return (
    <svg
      className={POINTING.has(name) ? `icon-directional ${className ?? ''}`.trimEnd() : className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label === undefined ? undefined : 'img'}
      aria-hidden={label === undefined ? true : undefined}
      aria-label={label}
    >
      <path d={paths[name]} />
    </svg>
  );
}
