import { i18n } from './i18n';
import { localeOf, type Language } from './language';

// Numbers, rupees and dates go through Intl in the reader's language, with Western digits as
// Pakistani sites write them (Urdu's default numbering system would give Eastern digits).

const current = (): Language => (i18n.language === 'ur' ? 'ur' : 'en');

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(localeOf(language), { numberingSystem: 'latn', ...options });
    numberFormats.set(key, format);
  }
  return format;
}

/** 12,000 in either language. */
export const formatNumber = (value: number, language: Language = current()): string =>
  numberFormat(language, { maximumFractionDigits: 0 }).format(value);

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A date or time in Pakistan's time zone, in the reader's language. Pass `timeZone: 'UTC'`
 * for a calendar date kept as midnight UTC (as available-from is).
 */
export function formatDateTime(
  value: Date,
  options: Intl.DateTimeFormatOptions,
  language: Language = current(),
): string {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(localeOf(language), { timeZone: 'Asia/Karachi', numberingSystem: 'latn', ...options });
    dateFormats.set(key, format);
  }
  return format.format(value);
}
