import { createContext, useContext } from 'react';
import type { SignInIntent } from './sign-in-intent';

/**
 * Opens the sign-in modal from anywhere (a visitor's heart, "Save this search", the home
 * strip): app/ provides it with the auth feature's modal, so no feature imports that feature.
 * A button that was about to do something passes it as `intent`, to be finished after sign-in.
 */
export type SignInPrompt = (intent?: SignInIntent) => void;

export const SignInPromptContext = createContext<SignInPrompt | null>(null);

export function useSignInPrompt(): SignInPrompt {
  const prompt = useContext(SignInPromptContext);
  if (prompt === null) throw new Error('useSignInPrompt must be used inside the SignInPromptProvider.');
  return prompt;
}
