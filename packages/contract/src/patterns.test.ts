import { describe, expect, it } from 'vitest';
import { lengthRange, matchesPattern, patternMessage, PATTERNS } from './patterns';
import { toLanguage } from './constants';

describe('pattern rules', () => {
  it('has the 25 families of the spec, each with both languages', () => {
    expect(Object.keys(PATTERNS)).toHaveLength(25);
    for (const rule of Object.values(PATTERNS)) {
      expect(rule.en).not.toBe('');
      expect(rule.ty).not.toBe('');
    }
  });

  it.each([
    [2, 'abc123', true],
    [2, '1abc', false],
    [4, 'juan@example.ph', true],
    [4, 'juan@', false],
    [6, 'abc123', true],
    [6, 'abcdef', false],
    [7, '0917', true],
    [7, '09a', false],
    [12, '2000-01-31', true],
    [13, '01-31-2000', true],
    [21, 'Aa1!aaaa', true],
    [21, 'Aa1aaaaa', false],
    [22, 'Juan Dela Cruz', true],
    [22, 'Juan', false],
    [25, '9171234567', true],
    [25, '8171234567', false],
    [16, '안녕', true],
    [17, 'สวัสดี', true],
  ])('pattern %i on %s is %s', (id, value, expected) => {
    expect(matchesPattern(id, value)).toBe(expected);
  });

  it('collapses the range to one number when min equals max', () => {
    expect(lengthRange(10, 10)).toBe('10');
    expect(lengthRange(6, 16)).toBe('6-16');
    expect(patternMessage(25, 10, 10, 'EN')).toBe('10 digits starting with 9');
    expect(patternMessage(2, 6, 16, 'TY')).toBe('6-16 na titik at numero, nagsisimula sa titik');
  });

  it('falls back to EN for an unsupported language', () => {
    expect(toLanguage('pt-BR')).toBe('EN');
    expect(toLanguage('TY')).toBe('TY');
    expect(toLanguage('tl-PH')).toBe('TY');
    expect(toLanguage(undefined)).toBe('EN');
  });
});
