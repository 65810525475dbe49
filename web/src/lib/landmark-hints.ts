import { optionLabel, optionNamed } from '../i18n';

/** Suggestions for a listing's free-text landmark field, not a closed list. */
export const LANDMARK_HINTS = ['Hospital', 'Mosque', 'School', 'Restaurant'] as const;
export type LandmarkHint = (typeof LANDMARK_HINTS)[number];

/** The hint a landmark as written names ('Hospital', ' hospital ', and on the Urdu site 'ہسپتال'), if any. */
export function landmarkHintOf(written: string): LandmarkHint | undefined {
  return optionNamed('landmarkHints', LANDMARK_HINTS, written);
}

/**
 * What the landmark field stores: a hint as the form offered it in the lister's language
 * ('ہسپتال') is kept as its value ('Hospital'), so each reader sees it in their own language;
 * anything else as written.
 */
export function storedLandmark(written: string): string {
  return landmarkHintOf(written) ?? written;
}

/** The landmark field's text for a stored landmark: a hint as the form offers it in the lister's language, the inverse of storedLandmark. */
export function landmarkAnswer(stored: string): string {
  const hint = LANDMARK_HINTS.find((value) => value === stored);
  return hint === undefined ? stored : optionLabel('landmarkHints', hint);
}
