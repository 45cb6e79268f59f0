/**
 * A closed announcement popup stays closed for the session (spec 000 section 2). Visitors and
 * members see different popups, so each audience is remembered apart: a visitor who closed the
 * visitor popup still sees the member popup (and a first log-in's) after logging in.
 */
export type PopupAudience = 'visitor' | 'member';

const key = (audience: PopupAudience) => `panalo.popupClosed.${audience}`;

export function isPopupClosed(audience: PopupAudience): boolean {
  try {
    return sessionStorage.getItem(key(audience)) === '1';
  } catch {
    return false;
  }
}

export function rememberPopupClosed(audience: PopupAudience): void {
  try {
    sessionStorage.setItem(key(audience), '1');
  } catch {
    /* storage blocked: it may show again on the next page load */
  }
}
