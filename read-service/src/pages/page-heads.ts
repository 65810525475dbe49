import { addressInLanguage, type Language } from '@kamra/contracts/language';
import { pageTitle } from '@kamra/contracts/rules';
import { BUILT_FOR_SERVER, BuiltFile } from './built-file.js';
import { clip } from './html.js';
import type { PageHead } from './page-head.js';

interface HeadTexts {
  title: string;
  description?: string;
}
/** page-heads.json (web/build/page-heads.ts): route pattern, then language, then texts. */
type HeadsFile = Record<string, Partial<Record<Language, HeadTexts>>>;

/**
 * The heads of the public pages without a listing or blog of their own (home, about, blogs,
 * the policies...), in the reader's language, from the texts each page sets its own title and
 * description from (the build copies them). A link shared from the Urdu site previews in Urdu,
 * and each page names its address in both languages, as a listing's does.
 */
export class PageHeads {
  private readonly built: BuiltFile<HeadsFile>;

  constructor(webDist: string, private readonly fallbackDescription: string) {
    this.built = BuiltFile.in<HeadsFile>(webDist, BUILT_FOR_SERVER.pageHeads);
  }

  /** `route`: the client's route pattern the path matched; null when the build has no texts for it (the shell's head stays). */
  async of(route: string, language: Language, origin: string): Promise<PageHead | null> {
    const texts = (await this.built.content())[route]?.[language];
    if (typeof texts?.title !== 'string') return null;
    return {
      title: pageTitle(texts.title),
      description: clip(typeof texts.description === 'string' ? texts.description : this.fallbackDescription, 200),
      canonical: origin + addressInLanguage(route, language),
      language,
      alternates: { en: origin + addressInLanguage(route, 'en'), ur: origin + addressInLanguage(route, 'ur') },
      og: { type: 'website', images: [] },
    };
  }
}
