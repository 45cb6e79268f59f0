import { useSyncExternalStore } from 'react';

/**
 * The session lives in sessionStorage so it ends with the tab, as the spec asks. Only the token
 * and a "must change password" flag are kept: never the password (the old client did that).
 */
const TOKEN_KEY = 'panalo.token';
const PASSWORD_CHANGE_KEY = 'panalo.passwordChangeRequired';

export interface SessionSnapshot {
  token: string | null;
  /** Set after a login whose password has expired: the account is usable only to change it. */
  passwordChangeRequired: boolean;
  /** Why the last session ended, if one did while the page was open: a sign-out goes home, not to /login. */
  endedBy: 'signout' | 'expired' | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = read();

function read(): SessionSnapshot {
  try {
    return {
      token: sessionStorage.getItem(TOKEN_KEY),
      passwordChangeRequired: sessionStorage.getItem(PASSWORD_CHANGE_KEY) === '1',
      endedBy: null,
    };
  } catch {
    // Storage can be blocked (privacy modes); the app then works without a remembered session.
    return { token: null, passwordChangeRequired: false, endedBy: null };
  }
}

function write(next: SessionSnapshot): void {
  try {
    if (next.token) sessionStorage.setItem(TOKEN_KEY, next.token);
    else sessionStorage.removeItem(TOKEN_KEY);
    if (next.passwordChangeRequired) sessionStorage.setItem(PASSWORD_CHANGE_KEY, '1');
    else sessionStorage.removeItem(PASSWORD_CHANGE_KEY);
  } catch {
    /* kept in memory only */
  }
  snapshot = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionSnapshot => snapshot,
  getToken: (): string | null => snapshot.token,
  start(token: string, passwordChangeRequired = false): void {
    write({ token, passwordChangeRequired, endedBy: null });
  },
  passwordChanged(token?: string): void {
    write({ token: token ?? snapshot.token, passwordChangeRequired: false, endedBy: null });
  },
  clear(reason: 'signout' | 'expired' = 'expired'): void {
    if (snapshot.token || snapshot.passwordChangeRequired) write({ token: null, passwordChangeRequired: false, endedBy: reason });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
