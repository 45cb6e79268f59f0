import type { AccountTexts } from './i18n-types';
import { accountTl } from './tl-account';
import { selfExclusionTl } from './tl-self-exclusion';

/** Tagalog texts of the log-in popup and the account flows (see en-account-part.ts). */
export const tlAccount: AccountTexts = {
  ...accountTl,
  ...selfExclusionTl,
};
