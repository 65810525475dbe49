export type AccordionMode = 'single' | 'multiple';

/**
 * Which items are open after the user toggles `id`. In single mode opening one item closes
 * the others, so at most one answer is visible at a time.
 */
export function toggleAccordionItem(
  open: ReadonlySet<string>,
  id: string,
  mode: AccordionMode,
): ReadonlySet<string> {
  if (open.has(id)) {
    const next = new Set(open);
    next.delete(id);
    return next;
  }
  return mode === 'single' ? new Set([id]) : new Set([...open, id]);
}
