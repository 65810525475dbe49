import { describe, expect, it } from 'vitest';
import { clip } from './html.js';

describe('clip', () => {
  it('keeps short text, flattening its spaces', () => {
    expect(clip('  Room \n near   the park ', 40)).toBe('Room near the park');
  });

  it('cuts long text at a word and marks the cut', () => {
    expect(clip('A quiet room near the park with a big window', 20)).toBe('A quiet room near…');
  });

  it('counts and cuts whole code points, never half an emoji', () => {
    const emoji = '😀'.repeat(50);
    const cut = clip(`X${emoji}`, 20);
    expect(Array.from(cut)).toHaveLength(20);
    expect(cut.endsWith('😀…')).toBe(true);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect(clip('😀'.repeat(10), 10)).toBe('😀'.repeat(10));
  });
});
