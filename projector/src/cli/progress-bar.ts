import type { RebuildProgress } from '../rebuild.js';

const WIDTH = 30;

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** One line of rebuild progress: a bar and ETA when the total is known, the rate always. */
export function progressLine(progress: RebuildProgress, total: number | null): string {
  const seconds = progress.elapsedMs / 1000;
  const rate = seconds > 0 ? progress.events / seconds : 0;
  const speed = `${Math.round(rate).toLocaleString('en-US')} events/s`;
  if (total === null || total <= 0) return `${progress.events.toLocaleString('en-US')} events  ${speed}`;
  const done = Math.min(1, progress.events / total);
  const filled = Math.round(done * WIDTH);
  const eta = rate > 0 ? (total - progress.events) / rate : Number.POSITIVE_INFINITY;
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${Math.round(done * 100)}%  `
    + `${progress.events.toLocaleString('en-US')}/${total.toLocaleString('en-US')} events  ${speed}  ETA ${duration(eta)}`;
}
