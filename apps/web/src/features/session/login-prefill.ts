/**
 * A username handed to the login form, e.g. after a password was set from an e-mailed link. It
 * stays until a log-in succeeds (reading it twice is harmless, which React's development double
 * renders rely on); it lives in memory only.
 */
let prefill: string | null = null;

export const setLoginPrefill = (username: string): void => {
  prefill = username;
};
export const readLoginPrefill = (): string | null => prefill;
export const clearLoginPrefill = (): void => {
  prefill = null;
};
