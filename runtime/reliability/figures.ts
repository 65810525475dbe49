import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIGURES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench/reliability.json');

/** Merges one suite's figures into bench/reliability.json, keeping the other suites'. */
export function recordFigures(suite: string, figures: Record<string, unknown>): void {
  const all: Record<string, unknown> = existsSync(FIGURES_FILE) ? (JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as Record<string, unknown>) : {};
  all[suite] = { ...figures, measuredAt: new Date().toISOString() };
  mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  writeFileSync(FIGURES_FILE, `${JSON.stringify(all, null, 2)}\n`);
}
