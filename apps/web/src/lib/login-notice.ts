import { errorMessage } from '@panalo/contract/error-codes';
import { currentLanguage } from './i18n';
import { sessionStore, type SessionSnapshot } from './session-store';

/**
 * Why the login popup opened for a members-only action or page (spec 000 section 6): "You are not
 * logged in, please login", or, when this tab's session has just ended, that it expired.
 */
export function loginNeededNotice(endedBy: SessionSnapshot['endedBy'] = sessionStore.get().endedBy): string {
  const code = endedBy === 'sessionLimit' ? 'RG_SESSION_LIMIT' : endedBy === 'expired' ? 'SESSION_EXPIRED' : 'NOT_LOGGED_IN';
  return errorMessage(code, currentLanguage());
}
