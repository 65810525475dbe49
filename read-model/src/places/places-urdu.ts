// The gazetteer's places as people write them in Urdu script, kept apart from the English specs
// so those stay readable. Each is an alias like any other: it finds the same city or area, and
// suggestions still name the place by its English name. Spelling variants that differ only in
// diacritics, yeh, kaf or heh forms, hamza, spaces or zero-width joiners need no entry here: the
// matcher folds them (see foldUrdu in places.ts).

/** Urdu names of cities, by city id. Names that are also everyday words (مری, قصور) are left out. */
export const URDU_CITY_NAMES: Readonly<Record<string, readonly string[]>> = {
  karachi: ['کراچی'],
  lahore: ['لاہور'],
  faisalabad: ['فیصل آباد', 'لائل پور'],
  rawalpindi: ['راولپنڈی', 'پنڈی'],
  gujranwala: ['گوجرانوالہ'],
  peshawar: ['پشاور'],
  multan: ['ملتان'],
  hyderabad: ['حیدرآباد'],
  islamabad: ['اسلام آباد'],
  quetta: ['کوئٹہ'],
  bahawalpur: ['بہاولپور'],
  sargodha: ['سرگودھا'],
  sialkot: ['سیالکوٹ'],
  sukkur: ['سکھر'],
  larkana: ['لاڑکانہ'],
  sheikhupura: ['شیخوپورہ'],
  gujrat: ['گجرات'],
  sahiwal: ['ساہیوال'],
  mardan: ['مردان'],
  abbottabad: ['ایبٹ آباد'],
  mansehra: ['مانسہرہ'],
};

/**
 * Urdu names of areas, by the area's English name. An English name shared by several cities
 * (DHA, Saddar, Model Town) has the same Urdu name in each, so the Urdu is exactly as ambiguous
 * as the English and the city is told the same way.
 */
export const URDU_AREA_NAMES: Readonly<Record<string, readonly string[]>> = {
  DHA: ['ڈیفنس', 'ڈی ایچ اے'],
  Cantt: ['کینٹ', 'چھاؤنی'],
  'Bahria Town': ['بحریہ ٹاؤن'],
  'Model Town': ['ماڈل ٹاؤن'],
  'Satellite Town': ['سیٹلائٹ ٹاؤن'],
  'Wapda Town': ['واپڈا ٹاؤن'],
  'Garden Town': ['گارڈن ٹاؤن'],
  'Civil Lines': ['سول لائنز'],
  'Mall Road': ['مال روڈ'],
  'Peoples Colony': ['پیپلز کالونی'],
  Saddar: ['صدر'],
  Samanabad: ['سمن آباد'],
  Gulberg: ['گلبرگ'],
  'Johar Town': ['جوہر ٹاؤن'],
  'Iqbal Town': ['اقبال ٹاؤن', 'علامہ اقبال ٹاؤن'],
  Township: ['ٹاؤن شپ'],
  'Faisal Town': ['فیصل ٹاؤن'],
  Shadman: ['شادمان'],
  Anarkali: ['انارکلی'],
  Clifton: ['کلفٹن'],
  'Gulshan-e-Iqbal': ['گلشن اقبال'],
  'Gulistan-e-Jauhar': ['گلستان جوہر'],
  'North Nazimabad': ['نارتھ ناظم آباد'],
  Nazimabad: ['ناظم آباد'],
  Korangi: ['کورنگی'],
  Malir: ['ملیر'],
  'Orangi Town': ['اورنگی ٹاؤن'],
  Lyari: ['لیاری'],
  'Madina Town': ['مدینہ ٹاؤن'],
  'D Ground': ['ڈی گراؤنڈ'],
  Chaklala: ['چکلالہ'],
  Westridge: ['ویسٹریج'],
  Hayatabad: ['حیات آباد'],
  'University Town': ['یونیورسٹی ٹاؤن'],
  'Gulgasht Colony': ['گلگشت'],
  Latifabad: ['لطیف آباد'],
  Qasimabad: ['قاسم آباد'],
  'Blue Area': ['بلیو ایریا'],
  'Bani Gala': ['بنی گالا'],
  'Jinnah Town': ['جناح ٹاؤن'],
};

/** How the letters of Islamabad's sectors are said, in Urdu script. */
const SECTOR_LETTERS: Readonly<Record<string, string>> = { B: 'بی', D: 'ڈی', E: 'ای', F: 'ایف', G: 'جی', H: 'ایچ', I: 'آئی' };

/** Sector numbers as they are said, in English written in Urdu script ('جی الیون' for G-11). */
const SECTOR_NUMBERS: Readonly<Record<string, string>> = {
  5: 'فائیو', 6: 'سکس', 7: 'سیون', 8: 'ایٹ', 9: 'نائن', 10: 'ٹین', 11: 'الیون', 12: 'ٹویلو',
  13: 'تھرٹین', 14: 'فورٹین', 15: 'ففٹین', 16: 'سکسٹین', 17: 'سیونٹین',
};

/**
 * The Urdu names of an area: its listed names, and for a sector ('G-11') its letter said in
 * Urdu with the number in digits or in words ('جی 11', 'جی الیون').
 */
export function urduAreaNames(name: string): readonly string[] {
  const sector = /^([A-Z])-(\d{1,2})$/.exec(name);
  const letter = sector && SECTOR_LETTERS[sector[1] ?? ''];
  if (!sector || letter === undefined || letter === null) return URDU_AREA_NAMES[name] ?? [];
  const number = sector[2] ?? '';
  const word = SECTOR_NUMBERS[number];
  return [`${letter} ${number}`, ...(word === undefined ? [] : [`${letter} ${word}`])];
}

/** Province and country names in Urdu: words that tell no city, like their English names. */
export const URDU_REGION_NAMES: readonly string[] = ['پاکستان', 'پنجاب', 'سندھ', 'خیبر پختونخوا', 'بلوچستان', 'گلگت بلتستان', 'آزاد کشمیر'];
