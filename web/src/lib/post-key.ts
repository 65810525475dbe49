import { useCallback, useRef } from 'react';

/**
 * An Idempotency-Key for what a person posts (a review, a comment): the same for the same words
 * until they are posted, so a post sent again after its answer was lost on a slow network finds
 * the first rather than making a second; new words, or words posted, get a new key.
 */
export function usePostKey(): { keyFor(text: string): string; posted(): void } {
  const current = useRef<{ text: string; key: string } | null>(null);
  const keyFor = useCallback((text: string) => {
    if (current.current?.text !== text) current.current = { text, key: crypto.randomUUID() };
    return current.current.key;
  }, []);
  const posted = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, posted };
}
