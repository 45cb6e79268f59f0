import { useMutation } from '@tanstack/react-query';
import { smsCodeValue, type SmsCodeValue, type SMS_REGISTER_TYPES } from '@panalo/contract/verification';
import { apiRequest } from '../../../lib/api-client';

/** What a code is for: log-in (sms tab), registration, or a new password by phone (noLogin). */
export type SmsPurpose = 'login' | 'register' | 'recovery';

const PATHS: Record<SmsPurpose, string> = {
  login: '/wps/verification/sms/login',
  register: '/wps/verification/sms/register',
  recovery: '/wps/verification/sms/noLogin',
};

export interface SmsSendInput {
  mobileNum: string;
  countryDialingCode: string;
  /** Registration only: which form asks (the mobile tab, or the username tab's mobile field). */
  regType?: (typeof SMS_REGISTER_TYPES)[number];
  captchaId?: string;
  captcha?: string;
  humanCheck?: string;
}

/** POST /wps/verification/sms/{login,register,noLogin}; the answer's expiredMinutes drives the countdown. */
export function sendSmsCode(purpose: SmsPurpose, input: SmsSendInput): Promise<SmsCodeValue> {
  const { mobileNum, regType, ...rest } = input;
  // The register call names the number mobileNo (spec 000 section 7).
  const body = purpose === 'register' ? { mobileNo: mobileNum, regType, ...rest } : { mobileNum, ...rest };
  return apiRequest(PATHS[purpose], smsCodeValue, { method: 'POST', body });
}

export const useSendSmsCode = (purpose: SmsPurpose) => useMutation({ mutationFn: (input: SmsSendInput) => sendSmsCode(purpose, input) });
