import type { Projection } from './projection.js';

/** Every projection the projector runs, live and on rebuild. Features add theirs here. */
export const projections: readonly Projection[] = [];
