import { describe, expect, it } from 'vitest';
import { retryMessage, waitText } from './error-codes';

describe('the wait a limit states', () => {
  it('rounds up to the minute, and speaks in hours from an hour on, in both languages', () => {
    expect(waitText(1, 'EN')).toBe('1 second');
    expect(waitText(45, 'EN')).toBe('45 seconds');
    expect(waitText(60, 'EN')).toBe('1 minute');
    expect(waitText(299, 'EN')).toBe('5 minutes');
    expect(waitText(3595, 'EN')).toBe('1 hour');
    expect(waitText(3900, 'EN')).toBe('1 hour 5 minutes');
    expect(waitText(7200, 'TY')).toBe('2 oras');
    expect(waitText(3900, 'TY')).toBe('1 oras at 5 minuto');
    expect(retryMessage(594, 'EN')).toBe('Too many requests, please retry after 10 minutes');
  });
});
