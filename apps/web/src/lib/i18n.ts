import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@panalo/contract/constants';
import { readLanguage, storeLanguage } from './preferences';
import { en } from '../i18n/en';
import { tl } from '../i18n/tl';

/**
 * The spec names the languages EN and TY; i18next and HTTP use BCP 47 codes, so TY is "tl"
 * (Tagalog) there. The spec's codes stay at the edges: storage, the contract, the server.
 */
const CODES: Record<Language, string> = { EN: 'en', TY: 'tl' };
const LOCALES: Record<Language, string> = { EN: 'en-PH', TY: 'fil-PH' };

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, tl: { translation: tl } },
  lng: CODES[readLanguage()],
  fallbackLng: 'en',
  supportedLngs: ['en', 'tl'],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export const currentLanguage = (): Language => (i18n.language === 'tl' ? 'TY' : 'EN');
/** The Accept-Language header the server reads to translate its messages. */
export const acceptLanguage = (): string => CODES[currentLanguage()];
/** Locale for dates and numbers. */
export const currentLocale = (): string => LOCALES[currentLanguage()];

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  document.documentElement.lang = CODES[language];
  await i18n.changeLanguage(CODES[language]);
}

document.documentElement.lang = CODES[currentLanguage()];
