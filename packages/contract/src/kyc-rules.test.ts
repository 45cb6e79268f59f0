import { describe, expect, it } from 'vitest';
import { ID_TYPES, NATIONALITIES, NATURES_OF_WORK, SOURCES_OF_INCOME } from './kyc';
import { birthdayProblem, checkPersonalInfo, isCalendarDate, joinFullName } from './kyc-rules';

describe('KYC rules', () => {
  it('counts age 21 from the birthday, to the day', () => {
    expect(birthdayProblem('2005-11-21', '2026-11-21')).toBeNull();
    expect(birthdayProblem('2005-11-22', '2026-11-21')).toBe('under-age');
    expect(birthdayProblem('2026-11-22', '2026-11-21')).toBe('future');
    expect(birthdayProblem('2026-11-21', '2026-11-21')).toBe('under-age');
    // Born on 29 February: 21 on 1 March of a common year; on a leap day the limit is that day.
    expect(birthdayProblem('2004-02-29', '2025-02-28')).toBe('under-age');
    expect(birthdayProblem('2004-02-29', '2025-03-01')).toBeNull();
    expect(birthdayProblem('2007-02-28', '2028-02-29')).toBeNull();
    expect(birthdayProblem('2007-03-01', '2028-02-29')).toBe('under-age');
    for (const bad of ['2001-02-29', '1990-00-10', '1990-1-10', '1899-12-31', ''])
      expect(birthdayProblem(bad, '2026-11-21')).toBe('invalid');
    expect(isCalendarDate('2000-02-29')).toBe(true);
  });

  it('joins names with single spaces', () => {
    expect(joinFullName('  Juan ', '', ' Dela   Cruz')).toBe('Juan Dela Cruz');
    expect(joinFullName('Ma.  Clara', ' Santos ', 'Reyes')).toBe('Ma. Clara Santos Reyes');
  });

  it('carries the spec pick-lists', () => {
    expect(ID_TYPES.map((item) => item.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(SOURCES_OF_INCOME.map((item) => item.value)).toEqual([1, 2, -1, -2, -3]);
    expect(NATURES_OF_WORK.map((item) => item.value)).toEqual(Array.from({ length: 19 }, (_, index) => index + 3));
    expect(NATIONALITIES.length).toBeGreaterThanOrEqual(190);
    expect(new Set(NATIONALITIES.map((item) => item.key)).size).toBe(NATIONALITIES.length);
    expect(NATIONALITIES.every((item) => item.key === item.name)).toBe(true);
  });

  it('checks in the spec order and explains in the language asked', () => {
    const result = checkPersonalInfo({ termsAccepted: true, birthday: '2010-01-01' }, '2026-11-21', 'TY');
    expect(result).toMatchObject({ ok: false, problem: { code: 'REQUIRED_FIELDS_MISSING' } });
    if (!result.ok) expect(result.problem.fields.firstName).toBe('Kailangang kumpletuhin ang lahat ng kinakailangang field');
  });
});
