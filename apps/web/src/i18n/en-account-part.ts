import { accountEn } from './en-account';
import { selfExclusionEn } from './en-self-exclusion';

/**
 * English texts of the log-in popup and the account flows (human check, SMS codes, social log-in,
 * registration, recovery, KYC, security; a break's refusal at log-in): fetched with the log-in popup,
 * so /login does not download the later pages' texts too (see en-later.ts).
 */
export const enAccount = {
  ...accountEn,
  ...selfExclusionEn,
};
