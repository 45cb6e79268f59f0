import type { en } from './en';

/** Every language must have every key of the English resource (checked when compiling). */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Translations = Strings<typeof en>;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}
