import type { Language } from './constants';
import { errorMessage, type ErrorCode } from './error-codes';
import {
  ID_TYPES,
  KYC_MIN_AGE,
  NATIONALITIES,
  NATURES_OF_WORK,
  SOURCES_OF_INCOME,
  type PersonalInfo,
  type PersonalInfoRequest,
} from './kyc';

/**
 * The KYC personal-info rules (spec 000 section 5), shared by the server (which decides) and the
 * web form (which explains early).
 */

/** Trims and joins words with single spaces. */
export const collapseSpaces = (value: string | undefined | null): string => (value ?? '').trim().split(/\s+/).filter(Boolean).join(' ');

/** First, middle and last name joined by single spaces; an empty middle name drops out. */
export const joinFullName = (first: string, middle: string, last: string): string =>
  [first, middle, last].map(collapseSpaces).filter(Boolean).join(' ');

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-MM-dd (2001-02-29 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type BirthdayProblem = 'invalid' | 'future' | 'under-age';

/**
 * Why a birthday does not allow play, or null: it must be a real date, not after today, and on or
 * before today minus 21 years. `today` is yyyy-MM-dd in the brand's time zone. Someone born on
 * 29 February turns 21 on 1 March in a common year.
 */
export function birthdayProblem(birthday: string, today: string): BirthdayProblem | null {
  if (!isCalendarDate(birthday)) return 'invalid';
  if (birthday > today) return 'future';
  const latest = `${String(Number(today.slice(0, 4)) - KYC_MIN_AGE).padStart(4, '0')}${today.slice(4)}`;
  // Zero-padded ISO dates compare as strings; `latest` may be 29 February of a common year, which still orders right.
  return birthday <= latest ? null : 'under-age';
}

/** Letters of any script (with accents), spaces, and the marks real names carry: . ' - */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
const NAME_MAX = 50;

export interface PersonalInfoProblem {
  code: Extract<ErrorCode, 'TERMS_NOT_ACCEPTED' | 'REQUIRED_FIELDS_MISSING' | 'AGE_UNDER_21' | 'NAME_FORMAT_INVALID' | 'VALIDATION_FAILED'>;
  /** A message per field at fault, in the user's language. */
  fields: Record<string, string>;
  /** For AGE_UNDER_21: what was wrong with the birthday. */
  birthday?: BirthdayProblem;
}

export type PersonalInfoCheck = { ok: true; info: PersonalInfo } | { ok: false; problem: PersonalInfoProblem };

const REQUIRED = [
  'idType',
  'firstName',
  'lastName',
  'birthday',
  'address',
  'permanentAddress',
  'placeOfBirth',
  'nationality',
  'sourceOfIncome',
  'occupation',
] as const;

const inList = (list: readonly { value: number }[], value: number) => list.some((item) => item.value === value);

/**
 * Checks the form in the spec's order: terms ticked (local_accept_terms), every field given
 * (form_all_fields_required; the middle name may be empty), age 21 (local_age_21), then names and
 * pick-list values. Returns the normalised info: names and addresses with single spaces.
 */
export function checkPersonalInfo(input: PersonalInfoRequest, today: string, language: Language): PersonalInfoCheck {
  const fail = (code: PersonalInfoProblem['code'], fields: string[], birthday?: BirthdayProblem): PersonalInfoCheck => ({
    ok: false,
    problem: {
      code,
      fields: Object.fromEntries(fields.map((field) => [field, errorMessage(code, language)])),
      ...(birthday ? { birthday } : {}),
    },
  });
  if (input.termsAccepted !== true) return fail('TERMS_NOT_ACCEPTED', ['termsAccepted']);

  const info: PersonalInfo = {
    idType: input.idType ?? 0,
    firstName: collapseSpaces(input.firstName),
    middleName: collapseSpaces(input.middleName),
    lastName: collapseSpaces(input.lastName),
    fullName: '',
    birthday: (input.birthday ?? '').trim(),
    address: collapseSpaces(input.address),
    permanentAddress: collapseSpaces(input.permanentAddress),
    placeOfBirth: collapseSpaces(input.placeOfBirth),
    nationality: collapseSpaces(input.nationality),
    sourceOfIncome: input.sourceOfIncome ?? 0,
    occupation: input.occupation ?? 0,
  };
  const missing = REQUIRED.filter((field) => (typeof info[field] === 'number' ? input[field] == null : info[field] === ''));
  if (missing.length > 0) return fail('REQUIRED_FIELDS_MISSING', missing);

  const age = birthdayProblem(info.birthday, today);
  if (age) return fail('AGE_UNDER_21', ['birthday'], age);

  const badNames = (['firstName', 'middleName', 'lastName'] as const).filter(
    (field) => info[field] !== '' && (info[field].length > NAME_MAX || !NAME.test(info[field])),
  );
  if (badNames.length > 0) return fail('NAME_FORMAT_INVALID', badNames);

  const wrong: string[] = [];
  if (!inList(ID_TYPES, info.idType)) wrong.push('idType');
  if (!inList(SOURCES_OF_INCOME, info.sourceOfIncome)) wrong.push('sourceOfIncome');
  if (!inList(NATURES_OF_WORK, info.occupation)) wrong.push('occupation');
  if (!NATIONALITIES.some((item) => item.key === info.nationality)) wrong.push('nationality');
  if (info.address.length > 255) wrong.push('address');
  if (info.permanentAddress.length > 255) wrong.push('permanentAddress');
  if (info.placeOfBirth.length > 100) wrong.push('placeOfBirth');
  if (wrong.length > 0) return fail('VALIDATION_FAILED', wrong);

  return { ok: true, info: { ...info, fullName: joinFullName(info.firstName, info.middleName, info.lastName) } };
}
