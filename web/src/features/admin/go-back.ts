/**
 * "The page goes back" (spec section 4): one step back in history when the admin came from a
 * list, or to `fallback` when the page was opened directly.
 */
export function goBack(navigate: (path: string, options: { replace: boolean }) => void, fallback: string): void {
  if (window.history.length > 1) window.history.back();
  else navigate(fallback, { replace: true });
}
