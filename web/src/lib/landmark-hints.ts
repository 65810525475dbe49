/** Suggestions for a listing's free-text landmark field, not a closed list. */
export const LANDMARK_HINTS = ['Hospital', 'Mosque', 'School', 'Restaurant'] as const;
export type LandmarkHint = (typeof LANDMARK_HINTS)[number];
