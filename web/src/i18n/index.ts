export { i18n } from './i18n';
export { LANGUAGES, directionOf, isLanguage, localeOf, type Language } from './language';
export { formatDateTime, formatNumber } from './format';
export { isMessageText, message, translateMessage } from './messages';
export { areaLabel, cityLabel, optionLabel, optionNamed, placeLabel } from './options';
export { chooseLanguage, startInChosenLanguage, useDocumentLanguage } from './choose-language';
export { applyArrivedUrduFonts } from './urdu-fonts';
