import { createContext, useContext } from 'react';

/**
 * Opens the sign-in modal from anywhere (a visitor's heart, "Save this search", the home
 * strip): app/ provides it with the auth feature's modal, so no feature imports that feature.
 */
export const SignInPromptContext = createContext<(() => void) | null>(null);

export function useSignInPrompt(): () => void {
  const prompt = useContext(SignInPromptContext);
  if (prompt === null) throw new Error('useSignInPrompt must be used inside the SignInPromptProvider.');
  return prompt;
}
