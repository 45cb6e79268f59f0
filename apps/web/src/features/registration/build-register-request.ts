import type { Language } from '@panalo/contract/constants';
import type { RegisterRequest } from '@panalo/contract/registration';
import type { OptionalField, RegisterFormValues } from './register-fields';

interface RequestContext {
  /** Optional fields the form showed; hidden ones are not sent. */
  shownFields: ReadonlySet<OptionalField>;
  dialingCode: string;
  captchaId: string | undefined;
  venueShown: boolean;
  /** The ?referralCode= of the link the visitor came from. */
  referralCode: string | undefined;
  language: Language;
}

/** The registration payload: the shown fields plus what the spec adds (URL, domain, method WEB). */
export function buildRegisterRequest(values: RegisterFormValues, context: RequestContext): RegisterRequest {
  const request: RegisterRequest = {
    username: values.username,
    password: values.password,
    confirmPassword: values.confirmPassword,
    termsAccepted: values.termsAccepted,
    ageConfirmed: values.ageConfirmed,
    registerMethod: 'WEB',
    registerUrl: window.location.href.slice(0, 2048),
    domain: window.location.hostname,
    language: context.language,
  };
  for (const field of context.shownFields) {
    if (values[field]) request[field] = values[field];
  }
  if (request.mobileNum) request.countryDialingCode = context.dialingCode;
  if (context.captchaId && values.captcha) {
    request.captcha = values.captcha;
    request.captchaId = context.captchaId;
  }
  if (context.venueShown) request.gamingVenue = values.gamingVenue;
  if (context.referralCode && !request.referralCode) request.referralCode = context.referralCode;
  return request;
}
