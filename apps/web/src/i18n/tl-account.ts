import type { Strings } from './i18n-types';
import type { accountEn } from './en-account';

/** Tagalog texts of the account flows; every key of accountEn. */
export const accountTl: Strings<typeof accountEn> = {};
