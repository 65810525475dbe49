import type { Migration } from 'kysely';
import * as checkpoints from './0001-checkpoints.js';

/** Versioned read-table migrations, applied in key order. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-checkpoints': checkpoints,
};
