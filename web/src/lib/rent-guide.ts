/**
 * What the rent guide says, in words: the listing page's comparison of a rent with its area's
 * middle half. (The wizard's hint is the wizards' rent-guide-hint.ts.)
 */
import type { ListingKind } from '@kamra/contracts/options';
import type { RentFigures } from '@kamra/contracts/read-models';
import { compareWithRange } from '@kamra/contracts/rules';
import { areaLabel, i18n } from '../i18n';
import { displayRupeeRange } from './display';

/** Figures the guide can speak of: a named place with its middle half. */
type Stated = RentFigures & { location: string; p25: number; p75: number };

export function stated(figures: RentFigures | null): figures is Stated {
  return figures !== null && figures.location !== null && figures.p25 !== null && figures.p75 !== null;
}

const t = (key: string, values: Record<string, unknown>): string => i18n.t(key, { ns: 'common', ...values });

/**
 * The guide's place in the reader's language: the server names it in English and in Urdu (an
 * answer from before it did names it in English only).
 */
export function guidePlace(figures: Stated): string {
  return areaLabel(figures.location, figures.locationUrdu ?? null);
}

/** 'This rent is typical for rooms in G-11 (PKR 20,000 to 30,000 a month)'; null without figures. */
export function rentComparisonSentence(kind: ListingKind, amount: number, figures: RentFigures | null): string | null {
  if (!stated(figures)) return null;
  const comparison = compareWithRange(amount, figures);
  if (comparison === null) return null;
  const rupees = displayRupeeRange(figures.p25, figures.p75);
  const range = kind === 'accessory' ? rupees : t('rentGuide.monthly', { range: rupees });
  return t(`rentGuide.compare.${kind}.${comparison}`, { location: guidePlace(figures), range });
}
