import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { en, type MessageKey } from '../i18n/en';
import { tl } from '../i18n/tl';

export type Lang = 'en' | 'tl';
const STORE = 'panalo.bo.lang';
const dictionaries: Record<Lang, Record<MessageKey, string>> = { en, tl };

export const initialLang = (): Lang => (localStorage.getItem(STORE) === 'tl' ? 'tl' : 'en');

interface I18n {
  lang: Lang;
  setLang: (lang: Lang) => void;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
}

const I18nContext = createContext<I18n | null>(null);

/** The language of the back office (English or Tagalog), kept in this browser; the server answers errors in it too. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const setLang = useCallback((next: Lang) => {
    localStorage.setItem(STORE, next);
    document.documentElement.lang = next === 'tl' ? 'tl' : 'en';
    setLangState(next);
  }, []);
  // A key built from data (a settings group, a state) escapes the type check: a missing one shows
  // the key itself rather than taking the whole screen down.
  const t = useCallback(
    (key: MessageKey, params: Record<string, string | number> = {}) =>
      (dictionaries[lang][key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)),
    [lang],
  );
  const value = useMemo(() => ({ lang, setLang, t }), [lang, setLang, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
