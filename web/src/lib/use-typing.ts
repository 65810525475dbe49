import { useEffect, useState } from 'react';

/** Fields that open a phone's on-screen keyboard. */
function opensKeyboard(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'file', 'color', 'image', 'hidden'].includes(target.type);
}

/**
 * Whether the visitor is typing in a field, i.e. whether a phone's keyboard is likely open. A
 * bar fixed to the bottom of the screen then rides on top of the keyboard and covers what sits
 * just above it (the place suggestions), so it steps aside while this is true.
 */
export function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let comeBack: ReturnType<typeof setTimeout> | undefined;
    // A tap on a button beside the field moves focus to the button on pointerdown and clicks on
    // pointerup: a bar that came back at once would cover the button in between and take the tap.
    const stopTypingSoon = () => {
      clearTimeout(comeBack);
      comeBack = setTimeout(() => setTyping(false), TYPING_GRACE_MS);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!opensKeyboard(event.target)) return stopTypingSoon();
      clearTimeout(comeBack);
      setTyping(true);
    };
    const onFocusOut = stopTypingSoon;
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(comeBack);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return typing;
}

/** Long enough for a slow tap to finish, short enough that the bar seems to return with the keyboard's closing. */
const TYPING_GRACE_MS = 400;
