import { toLanguage, type Language } from '@panalo/contract/constants';

/** Choices that outlive a session (theme, language, hidden balance) live in localStorage. */
const THEME_KEY = 'panalo.theme';
const LANGUAGE_KEY = 'panalo.language';
const BALANCE_HIDDEN_KEY = 'panalo.balanceHidden';

export type Theme = 'dark' | 'light';

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
}

export const readTheme = (): Theme => (readItem(THEME_KEY) === 'light' ? 'light' : 'dark');

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  writeItem(THEME_KEY, theme);
}

/** An unsupported stored language (or none) falls back to EN, per the spec. */
export const readLanguage = (): Language => toLanguage(readItem(LANGUAGE_KEY));
/** The language the visitor chose on this device, or null when they never chose one. */
export const readChosenLanguage = (): Language | null => {
  const stored = readItem(LANGUAGE_KEY);
  return stored ? toLanguage(stored) : null;
};
export const storeLanguage = (language: Language): void => writeItem(LANGUAGE_KEY, language);

export const readBalanceHidden = (): boolean => readItem(BALANCE_HIDDEN_KEY) === '1';
export const storeBalanceHidden = (hidden: boolean): void => writeItem(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');

/** The brand name last shown on this site, for the offline page (public/offline.js reads it). */
const BRAND_NAME_KEY = 'panalo.brandName';
export const storeBrandName = (name: string): void => {
  if (readItem(BRAND_NAME_KEY) !== name) writeItem(BRAND_NAME_KEY, name);
};
