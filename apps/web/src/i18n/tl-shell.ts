import type { Strings } from './i18n-types';
import type { shellEn } from './en-shell';

/** Tagalog texts of the site shell; every key of shellEn. */
export const shellTl: Strings<typeof shellEn> = {};
