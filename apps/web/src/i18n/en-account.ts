/** English texts of the account flows (SMS, recovery, KYC, social sign-in, human check); new top-level keys only. */
export const accountEn = {};
