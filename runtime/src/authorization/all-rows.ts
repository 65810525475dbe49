import type { MatrixRow } from './matrix.js';

/** Every command route so far. Features append their rows. */
export const ALL_ROWS: readonly MatrixRow[] = [];
