import { REMEMBER_ME_DAYS } from '@panalo/contract/constants';

/**
 * "Remember me" keeps the username (never the password) in a cookie for the spec's one day
 * (spec 000 section 4: "Remember-me: cookies for 1 day"), so the next visit starts with it filled
 * in. The browser drops the cookie when the day is over.
 */
const COOKIE = 'panalo_remember';
const DAY_SECONDS = 24 * 60 * 60;

export function readRememberedUsername(): string {
  try {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
    return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : '';
  } catch {
    return '';
  }
}

export function rememberUsername(username: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = username ? encodeURIComponent(username) : '';
  const maxAge = username ? REMEMBER_ME_DAYS * DAY_SECONDS : 0;
  document.cookie = `${COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}
