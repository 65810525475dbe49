import { describe, expect, it } from 'vitest';
import { toggleAccordionItem } from './accordion-state';

describe('accordion', () => {
  it('keeps at most one item open in single mode', () => {
    let open: ReadonlySet<string> = new Set(['a']);
    open = toggleAccordionItem(open, 'b', 'single');
    expect([...open]).toEqual(['b']);
    open = toggleAccordionItem(open, 'b', 'single');
    expect([...open]).toEqual([]);
  });

  it('lets several items stay open in multiple mode', () => {
    let open: ReadonlySet<string> = new Set(['a']);
    open = toggleAccordionItem(open, 'b', 'multiple');
    expect([...open].sort()).toEqual(['a', 'b']);
    open = toggleAccordionItem(open, 'a', 'multiple');
    expect([...open]).toEqual(['b']);
  });
});
