import { messages, type MessageKey } from '@kamra/contracts/messages';
import { i18n } from './i18n';

// The rules answer with their English text (zod issues in the browser, `fields` and `message`
// in the server's errors). Each text is one key of the contracts' messages, so the reader's
// language is one lookup away.
const keyByText = new Map<string, string>(Object.entries(messages).map(([key, text]) => [text, key]));

/** Whether `text` is one of the rules' messages (so it has its translation). */
export const isMessageText = (text: string): boolean => keyByText.has(text);

/** A rule's message in the reader's language; text that is no rule's message is shown as it came. */
export function translateMessage(text: string): string {
  const key = keyByText.get(text);
  return key === undefined ? text : i18n.t(key, { ns: 'messages' });
}

/** The message for a key of the contracts' messages, in the reader's language. */
export const message = (key: MessageKey): string => i18n.t(key, { ns: 'messages' });
