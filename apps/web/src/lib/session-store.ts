import { useSyncExternalStore } from 'react';
import { PASSWORD_CHANGE_REASONS, type PasswordChangeReason } from '@panalo/contract/session';

/**
 * The session lives in sessionStorage so it ends with the tab, as the spec asks. Only the token
 * and why the password must change are kept: never the password (the old client did that). The
 * password typed at a log-in that must change it is held in this page's memory only, so the
 * forced change does not ask for it again; it is gone on a reload, a change or a sign-out.
 */
const TOKEN_KEY = 'panalo.token';
const PASSWORD_CHANGE_KEY = 'panalo.passwordChangeRequired';

export interface SessionSnapshot {
  token: string | null;
  /** Set after a login whose password has expired: the account is usable only to change it. */
  passwordChangeRequired: boolean;
  /** Why, when required (an older session without a reason counts as expired). */
  passwordChangeReason: PasswordChangeReason | null;
  /** Why the last session ended, if one did while the page was open: a sign-out goes home, not to /login. */
  endedBy: 'signout' | 'expired' | 'sessionLimit' | null;
}

// Defined before the first read() below runs.
const toReason = (stored: string | null): PasswordChangeReason | null =>
  stored === null ? null : (PASSWORD_CHANGE_REASONS.find((reason) => reason === stored) ?? 'expired');

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = read();
let typedPassword: string | null = null;

function read(): SessionSnapshot {
  try {
    const reason = toReason(sessionStorage.getItem(PASSWORD_CHANGE_KEY));
    return {
      token: sessionStorage.getItem(TOKEN_KEY),
      passwordChangeRequired: reason !== null,
      passwordChangeReason: reason,
      endedBy: null,
    };
  } catch {
    // Storage can be blocked (privacy modes); the app then works without a remembered session.
    return { token: null, passwordChangeRequired: false, passwordChangeReason: null, endedBy: null };
  }
}

function write(next: SessionSnapshot): void {
  try {
    if (next.token) sessionStorage.setItem(TOKEN_KEY, next.token);
    else sessionStorage.removeItem(TOKEN_KEY);
    if (next.passwordChangeRequired) sessionStorage.setItem(PASSWORD_CHANGE_KEY, next.passwordChangeReason ?? 'expired');
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
  /** `mustChange` names why the password must change first; `typed` is the password just typed for it. */
  start(token: string, mustChange: PasswordChangeReason | null = null, typed?: string): void {
    typedPassword = mustChange ? (typed ?? null) : null;
    write({ token, passwordChangeRequired: mustChange !== null, passwordChangeReason: mustChange, endedBy: null });
  },
  /** The password typed at this page's log-in, when it must be changed; never stored. */
  typedPassword: (): string | null => typedPassword,
  passwordChanged(token?: string): void {
    typedPassword = null;
    write({ token: token ?? snapshot.token, passwordChangeRequired: false, passwordChangeReason: null, endedBy: null });
  },
  /** `sessionLimit`: the member's own session time limit ended it (responsible gaming). */
  clear(reason: 'signout' | 'expired' | 'sessionLimit' = 'expired'): void {
    typedPassword = null;
    if (snapshot.token || snapshot.passwordChangeRequired)
      write({ token: null, passwordChangeRequired: false, passwordChangeReason: null, endedBy: reason });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
