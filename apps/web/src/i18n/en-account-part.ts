import { accountEn } from './en-account';

/**
 * English texts of the log-in popup and the account flows (human check, SMS codes, social log-in,
 * registration, recovery, a break's refusal at log-in): fetched with the log-in popup,
 * so /login does not download the later pages' texts too (see en-later.ts), nor KYC's or the break pages'.
 */
export const enAccount = {
  ...accountEn,
};
