/**
 * After Next or Submit finds fields missing, the person must see what to fix: on a long step the
 * messages can sit a screen or more above the button, and a Next that changes nothing in view
 * looks dead. The first field in error (in reading order) is scrolled to the middle of the view
 * and takes the focus, so a screen reader reads its label and its message too.
 */
const CONTROLS = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** The first element marked invalid under `root`, and the control inside it that can take the focus. */
export function firstFieldInError(root: ParentNode): { field: HTMLElement; control: HTMLElement } | null {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field === null) return null;
  // A group (a fieldset of choices, a picture picker) is marked as a whole: its first control takes the focus.
  const control = field.matches(CONTROLS) ? field : field.querySelector<HTMLElement>(CONTROLS);
  return { field, control: control ?? field };
}

export function focusFirstFieldInError(root: ParentNode): boolean {
  const found = firstFieldInError(root);
  if (found === null) return false;
  // The field's whole block (label, control, message) is brought into view; motion only when the person allows it.
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const block = found.field.closest<HTMLElement>('.wizard-field, fieldset') ?? found.field;
  block.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'instant' });
  found.control.focus({ preventScroll: true });
  return true;
}
