import type { AccountTexts } from './i18n-types';
import { accountTl } from './tl-account';

/** Tagalog texts of the log-in popup and the account flows (see en-account-part.ts). */
export const tlAccount: AccountTexts = {
  ...accountTl,
};
