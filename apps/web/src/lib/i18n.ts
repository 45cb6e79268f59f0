import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@panalo/contract/constants';
import { readLanguage, storeLanguage } from './preferences';
import { loadChunk } from './chunk-load';

/**
 * The spec names the languages EN and TY; i18next and HTTP use BCP 47 codes, so TY is "tl"
 * (Tagalog) there. The spec's codes stay at the edges: storage, the contract, the server.
 */
const CODES: Record<Language, string> = { EN: 'en', TY: 'tl' };
const LOCALES: Record<Language, string> = { EN: 'en-PH', TY: 'fil-PH' };

/**
 * Each language's texts are three chunks, fetched when that language is first used: those of the
 * first screen (home, the shell, the footer), those of the log-in popup and the account flows, and
 * those of every later page and popup; the last two come with the first part that needs them
 * (lazyPart, the router's lazy pages). Home downloads only the first part of the language it shows,
 * /login the first two. Every language has every key (checked when compiling, see i18n-types.ts),
 * so none falls back to another.
 */
export type TextsPart = 'first' | 'account' | 'later';
const TEXTS: Record<Language, Record<TextsPart, () => Promise<object>>> = {
  EN: {
    first: () => import('../i18n/en').then((m) => m.enFirst),
    account: () => import('../i18n/en-account-part').then((m) => m.enAccount),
    later: () => import('../i18n/en-later').then((m) => m.enLater),
  },
  TY: {
    first: () => import('../i18n/tl').then((m) => m.tlFirst),
    account: () => import('../i18n/tl-account-part').then((m) => m.tlAccount),
    later: () => import('../i18n/tl-later').then((m) => m.tlLater),
  },
};
const PARTS: readonly TextsPart[] = ['first', 'account', 'later'];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: CODES[readLanguage()],
  fallbackLng: false,
  supportedLngs: ['en', 'tl'],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  // Texts that arrive after a screen rendered (the later part) render it again.
  react: { bindI18nStore: 'added' },
});

export const currentLanguage = (): Language => (i18n.language === 'tl' ? 'TY' : 'EN');
/** The Accept-Language header the server reads to translate its messages. */
export const acceptLanguage = (): string => CODES[currentLanguage()];
/** Locale for dates and numbers. */
export const currentLocale = (): string => LOCALES[currentLanguage()];

const loading = new Map<string, Promise<void>>();

/** Fetches a part of a language's texts once (a failed fetch is tried again on the next call). */
function loadTexts(language: Language, part: TextsPart): Promise<void> {
  const key = `${language}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loadChunk(TEXTS[language][part]).then((texts) => {
      i18n.addResourceBundle(CODES[language], 'translation', texts, true, false);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * The texts a lazy part needs beyond the first screen's, in the language in use: the account part
 * (the log-in popup), or by default everything (any other page or popup). It renders once they are in.
 */
export const textsFor = (needs: 'account' | 'all' = 'all'): Promise<void> =>
  Promise.all([loadTexts(currentLanguage(), 'account'), needs === 'all' ? loadTexts(currentLanguage(), 'later') : undefined]).then(
    () => undefined,
  );

/**
 * Addresses whose first screen needs only the first part: home, and the log-in and registration
 * popups over it (whose own chunk then fetches its texts alongside). Any other address (a member
 * page, a lobby, a handed-over session in the hash) waits for every part before the first paint.
 */
const FIRST_SCREEN = /^\/(index|index\.html|home|login|register)?\/?$/i;
const needsLaterAtStart = (): boolean => !FIRST_SCREEN.test(window.location.pathname) || window.location.hash.length > 1;

/** The texts the first screen shows; the app renders once they are in (main.tsx). */
export const textsReady: Promise<void> = Promise.all(
  (needsLaterAtStart() ? PARTS : ['first' as const]).map((part) => loadTexts(readLanguage(), part)),
).then(() => undefined);

/**
 * Switches the texts (fetching first the new language's parts that the old one had in use);
 * `remember` keeps it as the visitor's choice (not when the brand's default is applied).
 */
export async function changeLanguage(language: Language, { remember = true } = {}): Promise<void> {
  const inUse = PARTS.filter((part) => part === 'first' || loading.has(`${currentLanguage()}:${part}`));
  await Promise.all(inUse.map((part) => loadTexts(language, part)));
  if (remember) storeLanguage(language);
  document.documentElement.lang = CODES[language];
  await i18n.changeLanguage(CODES[language]);
}

document.documentElement.lang = CODES[currentLanguage()];
