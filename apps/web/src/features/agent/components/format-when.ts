import { currentLocale } from '../../../lib/i18n';

/** A time as the team pages show it ("24 Nov 2026, 13:05"), or the given word when there is none. */
export const formatWhen = (at: number | null, never: string): string =>
  at === null ? never : new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
