// Cumulative layout shift as the browser reports it, for the browser test that holds every route
// to it and for the bench (bench/src/layout-shift.ts), so both count the same way.
import type { Page } from 'playwright-core';

/** web.dev's "good": at or below it a page is judged stable. */
export const LAYOUT_SHIFT_TARGET = 0.1;

/**
 * Collects every `layout-shift` entry in window.__layoutShifts, with a short selector for each
 * element that moved. Install it with `context.addInitScript(LAYOUT_SHIFT_WATCH)` so it runs
 * before any script of the page; `buffered` also brings the shifts of the first paint. A string,
 * not a function: tsx would wrap the inner helpers in a `__name` call the page does not have.
 */
export const LAYOUT_SHIFT_WATCH = `
window.__layoutShifts = [];
(() => {
  const describe = (node) => {
    const path = [];
    for (let element = node; element && element.nodeType === 1 && path.length < 3 && element !== document.body; element = element.parentElement) {
      const id = element.id ? '#' + element.id : '';
      const classes = typeof element.className === 'string' && element.className.trim() !== '' ? '.' + element.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
      path.unshift(element.tagName.toLowerCase() + id + classes);
    }
    return path.length ? path.join(' > ') : 'removed element';
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts.push({
          value: entry.value,
          at: entry.startTime,
          sources: (entry.sources || []).map((source) => source.node ? describe(source.node) : 'removed element'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (error) {
    window.__layoutShifts = null;
  }
})();
`;

export interface LayoutShift {
  value: number;
  /** Milliseconds since the navigation started. */
  at: number;
  /** The elements that moved, e.g. `main > footer.site-footer`. */
  sources: string[];
}

export interface LayoutShiftReading {
  /** The plain sum of every shift not caused by input: stricter than web.dev's largest session window. */
  cls: number;
  shifts: LayoutShift[];
}

/**
 * What the page has shifted so far. Call it once the page's content is shown and the network is
 * quiet; it waits for the fonts and two frames so a late reflow is counted too.
 */
export async function readLayoutShift(page: Page): Promise<LayoutShiftReading> {
  await page.evaluate('document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))');
  const shifts: unknown = await page.evaluate('window.__layoutShifts');
  if (!Array.isArray(shifts)) throw new Error(`no layout-shift observer on ${page.url()} (install LAYOUT_SHIFT_WATCH before the page loads)`);
  const read = shifts as LayoutShift[];
  return { cls: read.reduce((sum, shift) => sum + shift.value, 0), shifts: read };
}

/** The shifts worth reading in a failure message: largest first, with what moved. */
export function describeShifts(reading: LayoutShiftReading): string {
  return [...reading.shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, 4)
    .map((shift) => `${shift.value.toFixed(3)} at ${shift.at.toFixed(0)} ms: ${[...new Set(shift.sources)].join(', ')}`)
    .join('; ');
}
