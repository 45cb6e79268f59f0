import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@panalo/contract/constants';
import { readLanguage, storeLanguage } from './preferences';
import type { Translations } from '../i18n/i18n-types';
import { loadChunk } from './chunk-load';

/**
 * The spec names the languages EN and TY; i18next and HTTP use BCP 47 codes, so TY is "tl"
 * (Tagalog) there. The spec's codes stay at the edges: storage, the contract, the server.
 */
const CODES: Record<Language, string> = { EN: 'en', TY: 'tl' };
const LOCALES: Record<Language, string> = { EN: 'en-PH', TY: 'fil-PH' };

/**
 * Each language's texts are a chunk of their own, fetched when that language is first used: the
 * first screen downloads only the language it shows. Every language has every key (checked when
 * compiling, see i18n-types.ts), so none falls back to another.
 */
const TEXTS: Record<Language, () => Promise<Translations>> = {
  EN: () => import('../i18n/en').then((m) => m.en),
  TY: () => import('../i18n/tl').then((m) => m.tl),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: CODES[readLanguage()],
  fallbackLng: false,
  supportedLngs: ['en', 'tl'],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export const currentLanguage = (): Language => (i18n.language === 'tl' ? 'TY' : 'EN');
/** The Accept-Language header the server reads to translate its messages. */
export const acceptLanguage = (): string => CODES[currentLanguage()];
/** Locale for dates and numbers. */
export const currentLocale = (): string => LOCALES[currentLanguage()];

/** Fetches a language's texts once (a failed fetch is tried again on the next call). */
async function loadTexts(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(CODES[language], 'translation')) return;
  i18n.addResourceBundle(CODES[language], 'translation', await loadChunk(TEXTS[language]));
}

/** The texts of the language in use; the app renders once they are in (main.tsx). */
export const textsReady: Promise<void> = loadTexts(readLanguage());

/** Switches the texts; `remember` keeps it as the visitor's choice (not when the brand's default is applied). */
export async function changeLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await loadTexts(language);
  if (remember) storeLanguage(language);
  document.documentElement.lang = CODES[language];
  await i18n.changeLanguage(CODES[language]);
}

document.documentElement.lang = CODES[currentLanguage()];
