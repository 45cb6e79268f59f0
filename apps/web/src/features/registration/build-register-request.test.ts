import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRegisterRequest } from './build-register-request';
import { EMPTY_REGISTER_VALUES, type OptionalField, type RegisterFormValues } from './register-fields';

const PAGE = 'https://play.example.ph/register?referralCode=FRIEND1';

beforeEach(() => {
  vi.stubGlobal('window', { location: new URL(PAGE) });
});

const values = (changes: Partial<RegisterFormValues>): RegisterFormValues => ({
  ...EMPTY_REGISTER_VALUES,
  termsAccepted: true,
  ageConfirmed: true,
  ...changes,
});

const context = (changes: Partial<Parameters<typeof buildRegisterRequest>[1]> = {}): Parameters<typeof buildRegisterRequest>[1] => ({
  method: 'username',
  shownFields: new Set<OptionalField>(),
  passwordShown: true,
  smsShown: false,
  dialingCode: '+63',
  captchaId: undefined,
  venueShown: false,
  referralCode: undefined,
  language: 'EN',
  humanCheck: undefined,
  ...changes,
});

describe('buildRegisterRequest', () => {
  it('sends the username form with the page it came from', () => {
    const request = buildRegisterRequest(values({ username: 'newplayer', password: 'Secret123', confirmPassword: 'Secret123' }), context());
    expect(request).toEqual({
      termsAccepted: true,
      ageConfirmed: true,
      registerMethod: 'WEB',
      registerUrl: PAGE,
      domain: 'play.example.ph',
      language: 'EN',
      username: 'newplayer',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
  });

  it('sends only the optional fields the form showed, and the birthday with the full name', () => {
    const filled = values({ username: 'u1', email: 'a@b.example', payeeName: 'Juan Cruz', birthday: '1990-01-02', qqNum: '123' });
    const request = buildRegisterRequest(filled, context({ shownFields: new Set<OptionalField>(['email', 'payeeName']) }));
    expect(request).toMatchObject({ email: 'a@b.example', payeeName: 'Juan Cruz', birthday: '1990-01-02' });
    expect(request).not.toHaveProperty('qqNum');
    expect(buildRegisterRequest(filled, context({ shownFields: new Set<OptionalField>(['email']) }))).not.toHaveProperty('birthday');
  });

  it('by mobile: the number with its dialling code, the SMS code when asked, no username when left empty', () => {
    const request = buildRegisterRequest(
      values({ mobileNum: '9171234567', verificationCode: '123456' }),
      context({ method: 'mobile', passwordShown: false, smsShown: true }),
    );
    expect(request).toMatchObject({ mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: '123456' });
    expect(request).not.toHaveProperty('username');
    expect(request).not.toHaveProperty('password');
  });

  it('adds the captcha, the venue, the human check and the link referral code, but a typed referral code wins', () => {
    const request = buildRegisterRequest(
      values({ username: 'u2', captcha: 'ab12', gamingVenue: 'V1' }),
      context({ captchaId: 'cap-1', venueShown: true, referralCode: 'FRIEND1', humanCheck: 'proof' }),
    );
    expect(request).toMatchObject({ captcha: 'ab12', captchaId: 'cap-1', gamingVenue: 'V1', referralCode: 'FRIEND1', humanCheck: 'proof' });
    const typed = buildRegisterRequest(
      values({ username: 'u3', referralCode: 'TYPED' }),
      context({ shownFields: new Set<OptionalField>(['referralCode']), referralCode: 'FRIEND1' }),
    );
    expect(typed.referralCode).toBe('TYPED');
  });
});
