/** Whether an element lays out right to left (Urdu), where "next" lies to the left. */
export const isRightToLeft = (element: Element = document.documentElement): boolean =>
  getComputedStyle(element).direction === 'rtl';

/** 1 left to right, -1 right to left: turns a step along the line of reading into screen x. */
export const inlineSign = (element?: Element): 1 | -1 => (isRightToLeft(element) ? -1 : 1);
