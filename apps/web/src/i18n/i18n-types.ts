import type { enFirst } from './en';
import type { enAccount } from './en-account-part';
import type { enLater } from './en-later';

/** Every language must have every key of the English resource (checked when compiling). */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The texts of the first screen, of the log-in popup and account flows, and of every later page (fetched apart). */
export type FirstTexts = Strings<typeof enFirst>;
export type AccountTexts = Strings<typeof enAccount>;
export type LaterTexts = Strings<typeof enLater>;
type English = typeof enFirst & typeof enAccount & typeof enLater;
export type Translations = Strings<English>;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: English };
    returnNull: false;
  }
}
