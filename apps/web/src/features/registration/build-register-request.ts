import type { Language } from '@panalo/contract/constants';
import type { RegisterMobileRequest } from '@panalo/contract/registration';
import type { OptionalField, RegisterFormValues, RegisterMethod } from './register-fields';

interface RequestContext {
  method: RegisterMethod;
  /** Optional fields the form showed; hidden ones are not sent. */
  shownFields: ReadonlySet<OptionalField>;
  passwordShown: boolean;
  smsShown: boolean;
  dialingCode: string;
  captchaId: string | undefined;
  venueShown: boolean;
  /** The ?referralCode= of the link the visitor came from. */
  referralCode: string | undefined;
  language: Language;
  humanCheck: string | undefined;
}

/** The registration payload: the shown fields plus what the spec adds (URL, domain, method WEB). */
export function buildRegisterRequest(values: RegisterFormValues, context: RequestContext): RegisterMobileRequest {
  const byMobile = context.method === 'mobile';
  const request: RegisterMobileRequest = {
    termsAccepted: values.termsAccepted,
    ageConfirmed: values.ageConfirmed,
    registerMethod: 'WEB',
    registerUrl: window.location.href.slice(0, 2048),
    domain: window.location.hostname,
    language: context.language,
  };
  // The mobile form's username is optional: left out, the server derives one from the number.
  if (!byMobile || values.username) request.username = values.username;
  if (context.passwordShown) {
    request.password = values.password;
    request.confirmPassword = values.confirmPassword;
  }
  for (const field of context.shownFields) {
    if (values[field]) request[field] = values[field];
  }
  if (context.shownFields.has('payeeName') && values.birthday) request.birthday = values.birthday;
  if (byMobile) request.mobileNum = values.mobileNum;
  if (request.mobileNum) request.countryDialingCode = context.dialingCode;
  if (context.smsShown && request.mobileNum && values.verificationCode) request.verificationCode = values.verificationCode;
  if (context.captchaId && values.captcha) {
    request.captcha = values.captcha;
    request.captchaId = context.captchaId;
  }
  if (context.venueShown) request.gamingVenue = values.gamingVenue;
  if (context.referralCode && !request.referralCode) request.referralCode = context.referralCode;
  if (context.humanCheck) request.humanCheck = context.humanCheck;
  return request;
}
