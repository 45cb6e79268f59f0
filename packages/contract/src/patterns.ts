import type { Language } from './constants';

/**
 * The pattern families of spec 000 section 5. A registration field names one by patternId; its
 * message comes from the template, filled with the field's min and max length. `{range}` becomes
 * "min-max", or a single number when min equals max.
 */
interface PatternRule {
  name: string;
  regex: RegExp;
  en: string;
  ty: string;
}

export const PATTERNS: Record<number, PatternRule> = {
  1: { name: 'length', regex: /^[\s\S]*$/u, en: 'Must be {range} characters', ty: 'Dapat {range} na character' },
  2: {
    name: 'letterLeadingAlphanumeric',
    regex: /^[A-Za-z][A-Za-z0-9]*$/,
    en: '{range} letters and digits, starting with a letter',
    ty: '{range} na titik at numero, nagsisimula sa titik',
  },
  3: { name: 'kanjiDigits', regex: /^[\p{Script=Han}0-9]*$/u, en: '{range} kanji or digits', ty: '{range} na kanji o numero' },
  4: {
    name: 'email',
    regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    en: 'A valid e-mail address of {range} characters',
    ty: 'Wastong e-mail address na may {range} na character',
  },
  5: {
    name: 'lettersOrDigits',
    regex: /^([A-Za-z]*|[0-9]*)$/,
    en: '{range} letters only or digits only',
    ty: '{range} na titik lamang o numero lamang',
  },
  6: {
    name: 'lettersAndDigits',
    regex: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]*$/,
    en: '{range} characters combining letters and digits',
    ty: '{range} na character na may titik at numero',
  },
  7: { name: 'digits', regex: /^[0-9]*$/, en: '{range} digits', ty: '{range} na numero' },
  8: {
    name: 'alphanumericWithUppercase',
    regex: /^(?=.*[A-Z])[A-Za-z0-9]*$/,
    en: '{range} letters and digits with at least one uppercase letter',
    ty: '{range} na titik at numero na may kahit isang malaking titik',
  },
  9: {
    name: 'englishLettersSpaces',
    regex: /^[A-Za-z ]*$/,
    en: '{range} English letters and spaces',
    ty: '{range} na titik sa Ingles at espasyo',
  },
  10: { name: 'noSpaces', regex: /^\S*$/u, en: '{range} characters without spaces', ty: '{range} na character na walang espasyo' },
  11: {
    name: 'chinesePunctuation',
    regex: /^[\p{Script=Han}\p{P}]*$/u,
    en: '{range} Chinese characters and punctuation',
    ty: '{range} na Chinese character at bantas',
  },
  12: { name: 'dateIso', regex: /^\d{4}-\d{2}-\d{2}$/, en: 'A date as yyyy-MM-dd', ty: 'Petsa bilang yyyy-MM-dd' },
  13: { name: 'dateUs', regex: /^\d{2}-\d{2}-\d{4}$/, en: 'A date as MM-dd-yyyy', ty: 'Petsa bilang MM-dd-yyyy' },
  14: { name: 'lettersSpaces', regex: /^[\p{L} ]*$/u, en: '{range} letters and spaces', ty: '{range} na titik at espasyo' },
  15: { name: 'alphanumeric', regex: /^[A-Za-z0-9]*$/, en: '{range} letters or digits', ty: '{range} na titik o numero' },
  16: { name: 'korean', regex: /^[\p{Script=Hangul}]*$/u, en: '{range} Korean characters', ty: '{range} na Korean character' },
  17: { name: 'thai', regex: /^[\p{Script=Thai}]*$/u, en: '{range} Thai characters', ty: '{range} na Thai character' },
  18: {
    name: 'thaiEnglishSpaces',
    regex: /^[\p{Script=Thai}A-Za-z ]*$/u,
    en: '{range} Thai or English letters and spaces',
    ty: '{range} na Thai o Ingles na titik at espasyo',
  },
  19: {
    name: 'uppercaseSpaces',
    regex: /^[A-Z ]*$/,
    en: '{range} uppercase letters and spaces',
    ty: '{range} na malalaking titik at espasyo',
  },
  20: {
    name: 'lettersDigitsSymbols',
    regex: /^[A-Za-z0-9!-/:-@[-`{-~]*$/,
    en: '{range} letters, digits and symbols',
    ty: '{range} na titik, numero at simbolo',
  },
  21: {
    name: 'strongPassword',
    regex: /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9])\S*$/,
    en: '{range} characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    ty: '{range} na character na may malaking titik, maliit na titik, numero at simbolo',
  },
  22: {
    name: 'fullName',
    regex: /^\p{L}+(?:[ '.-]\p{L}+)* \p{L}+(?:[ '.-]\p{L}+)*$/u,
    en: 'First and last name separated by a space, {range} characters',
    ty: 'Pangalan at apelyido na may espasyo sa pagitan, {range} na character',
  },
  23: {
    name: 'japaneseFullWidth',
    regex: /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]*$/u,
    en: '{range} full-width Hiragana, Katakana or Kanji without spaces',
    ty: '{range} na full-width Hiragana, Katakana o Kanji na walang espasyo',
  },
  24: { name: 'uppercase', regex: /^[A-Z]*$/, en: '{range} uppercase letters', ty: '{range} na malalaking titik' },
  25: { name: 'phoneStartingWith9', regex: /^9[0-9]*$/, en: '{range} digits starting with 9', ty: '{range} na numero na nagsisimula sa 9' },
};

export const ANY_PATTERN = '*';

export function lengthRange(min: number, max: number): string {
  return min === max ? String(min) : `${min}-${max}`;
}

/** The message for a field that breaks its pattern or length, in the user's language. */
export function patternMessage(patternId: number | null, min: number, max: number, language: Language): string {
  const rule = (patternId !== null && PATTERNS[patternId]) || PATTERNS[1]!;
  return (language === 'TY' ? rule.ty : rule.en).replace('{range}', lengthRange(min, max));
}

export function matchesPattern(patternId: number | null, value: string): boolean {
  if (patternId === null) return true;
  const rule = PATTERNS[patternId];
  return rule ? rule.regex.test(value) : true;
}
