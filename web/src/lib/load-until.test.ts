import { describe, expect, it } from 'vitest';
import { loadUntil } from './load-until';

/** Answers each of `answers` in turn, then the last again, counting the asks. */
function answering(...answers: string[]) {
  let asked = 0;
  return { load: async () => answers[Math.min(asked++, answers.length - 1)] ?? '', asked: () => asked };
}

describe('loading until the read side shows a change', () => {
  it('asks again while the answer is the old one, and stops at the first new one', async () => {
    const read = answering('old', 'old', 'new', 'newer');
    expect(await loadUntil(read.load, (value) => value !== 'old', [0, 0, 0, 0])).toBe('new');
    expect(read.asked()).toBe(3);
  });

  it('asks once when the first answer is already new', async () => {
    const read = answering('new');
    expect(await loadUntil(read.load, (value) => value !== 'old', [0, 0])).toBe('new');
    expect(read.asked()).toBe(1);
  });

  it('answers what it has after the last wait', async () => {
    const read = answering('old');
    expect(await loadUntil(read.load, (value) => value !== 'old', [0, 0])).toBe('old');
    expect(read.asked()).toBe(3);
  });

  it('stops waiting when aborted', async () => {
    const read = answering('old');
    const controller = new AbortController();
    const loading = loadUntil(read.load, (value) => value !== 'old', [60_000], controller.signal);
    await Promise.resolve();
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
    expect(read.asked()).toBe(1);
  });
});
