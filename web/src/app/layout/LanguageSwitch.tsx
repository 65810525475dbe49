import { useTranslation } from 'react-i18next';
import { chooseLanguage, directionOf, type Language } from '../../i18n';

/**
 * "English / اردو": offers the language not being read, written in that language and tagged
 * with it so a screen reader says it in the right voice. Switching re-renders in place.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const other: Language = i18n.language === 'ur' ? 'en' : 'ur';
  const name = t(other === 'ur' ? 'language.urdu' : 'language.english');
  return (
    <button
      type="button"
      className="language-switch"
      lang={other}
      dir={directionOf(other)}
      onClick={() => void chooseLanguage(other)}
    >
      {name}
    </button>
  );
}
