/**
 * Digits as people type them in Pakistan: an Urdu keyboard writes Extended Arabic-Indic digits
 * ('۰۳۰۰'), an Arabic one Arabic-Indic ('٠٣٠٠'), a phone's full-width keyboard '０３００'. Each
 * of their code points ends in its digit's value, so each folds to the ASCII digit it is.
 */
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g;

/** `text` with every digit written as an ASCII one; everything else as it was. */
export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}
