/** The key of this browser's device id in localStorage. */
const KEY = 'panalo.device';
const SHAPE = /^[A-Za-z0-9_-]{16,64}$/;
let known: string | null = null;

/**
 * A random id for this browser, kept in localStorage and sent with every call as X-Device-Id. The
 * server notes it at registration and log-in, so a member who registers a second account from the
 * same browser with their own friend code has the referral reward held for staff. Clearing the
 * storage makes a new one: it is a hint, not an identity.
 */
export function deviceId(): string {
  if (known) return known;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    /* storage blocked: an id for this page only */
  }
  if (stored && SHAPE.test(stored)) return (known = stored);
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    localStorage.setItem(KEY, made);
  } catch {
    /* as above */
  }
  return (known = made);
}
