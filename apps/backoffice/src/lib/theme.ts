import { useCallback, useState } from 'react';

/* Dark (default) or light, on <html data-theme>, kept in this browser. */

const STORE = 'panalo.bo.theme';
export type Theme = 'dark' | 'light';

export const storedTheme = (): Theme => (localStorage.getItem(STORE) === 'light' ? 'light' : 'dark');
export const applyTheme = (theme: Theme) => document.documentElement.setAttribute('data-theme', theme);

export function useTheme() {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      localStorage.setItem(STORE, next);
      applyTheme(next);
      return next;
    });
  }, []);
  return { theme, toggle };
}
