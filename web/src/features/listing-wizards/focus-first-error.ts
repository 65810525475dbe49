/**
 * After Next or Submit finds fields missing, the person must see what to fix: on a long step the
 * messages can sit a screen or more above the button, and a Next that changes nothing in view
 * looks dead. The first field in error (in reading order) is brought into view and takes the
 * focus, so a screen reader reads its label and its message too.
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

/** Page positions (px from the top of the view) that decide where the scroll stops. */
export interface ErrorLayout {
  /** The step's title. */
  titleTop: number;
  /** The field's block (label, control, message). */
  blockTop: number;
  blockBottom: number;
  /** The bottom of the field's message. */
  messageBottom: number;
  /**
   * How much of the view is clear: below the sticky navbar and above the phone's tab bar (the
   * blocks' scroll margins).
   */
  clearHeight: number;
}

/**
 * What to scroll to: the step's title when it fits on screen with the field's message (the
 * first field of a step: the person sees which step and what is wrong), else the field's block
 * from its label down when it fits (a title cut in half under the navbar reads worse than one
 * left above), else the message itself (a group of choices taller than the view).
 */
export function errorScrollTarget(layout: ErrorLayout): 'title' | 'block' | 'message' {
  if (layout.messageBottom - layout.titleTop <= layout.clearHeight) return 'title';
  if (layout.blockBottom - layout.blockTop <= layout.clearHeight) return 'block';
  return 'message';
}

const px = (value: string): number => Number.parseFloat(value) || 0;

export function focusFirstFieldInError(root: ParentNode, title: HTMLElement | null): boolean {
  const found = firstFieldInError(root);
  if (found === null) return false;
  const block = found.field.closest<HTMLElement>('.wizard-field, fieldset') ?? found.field;
  const message = block.querySelector<HTMLElement>('.wizard-field__error') ?? block;
  // The scroll margins (listing-wizards.css) are the navbar's and tab bar's heights: what is left is clear.
  const margins = getComputedStyle(title ?? block);
  const clearHeight = window.innerHeight - px(margins.scrollMarginTop) - px(margins.scrollMarginBottom);
  const blockBox = block.getBoundingClientRect();
  const target = errorScrollTarget({
    titleTop: title?.getBoundingClientRect().top ?? Number.NEGATIVE_INFINITY,
    blockTop: blockBox.top,
    blockBottom: blockBox.bottom,
    messageBottom: message.getBoundingClientRect().bottom,
    clearHeight,
  });
  // Motion only when the person allows it.
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
  if (target === 'title' && title !== null) title.scrollIntoView({ block: 'start', behavior });
  else if (target === 'message') message.scrollIntoView({ block: 'end', behavior });
  else block.scrollIntoView({ block: 'start', behavior });
  found.control.focus({ preventScroll: true });
  return true;
}
