import { REMEMBER_ME_DAYS } from '@panalo/contract/constants';

/**
 * "Remember me" keeps the username (never the password) for the spec's one day, so the next
 * visit starts with it filled in.
 */
const KEY = 'panalo.rememberedUsername';
const DAY_MS = 24 * 60 * 60 * 1000;

export function readRememberedUsername(): string {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return '';
    const { username, expires } = JSON.parse(raw) as { username?: unknown; expires?: unknown };
    if (typeof username === 'string' && typeof expires === 'number' && expires > Date.now()) return username;
    localStorage.removeItem(KEY);
  } catch {
    /* unreadable or blocked storage: nothing remembered */
  }
  return '';
}

export function rememberUsername(username: string | null): void {
  try {
    if (username) localStorage.setItem(KEY, JSON.stringify({ username, expires: Date.now() + REMEMBER_ME_DAYS * DAY_MS }));
    else localStorage.removeItem(KEY);
  } catch {
    /* storage blocked */
  }
}
