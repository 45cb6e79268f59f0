import type { HTMLInputTypeAttribute } from 'react';
import type { RegistrationField } from '@panalo/contract/registration';

/** What the register form holds; text fields mirror the contract's registration fields. */
// A type alias (not an interface) so it fits the contract's Record-shaped helpers such as trimStrings.
export type RegisterFormValues = {
  username: string;
  password: string;
  confirmPassword: string;
  payeeName: string;
  /** yyyy-MM-dd; asked with the full name so registration can check age 21 and the restricted list. */
  birthday: string;
  email: string;
  qqNum: string;
  mobileNum: string;
  recommenderId: string;
  captcha: string;
  /** The SMS code proving the mobile number, when the brand verifies numbers. */
  verificationCode: string;
  affiliateCode: string;
  paymentPassword: string;
  line: string;
  whatsapp: string;
  facebook: string;
  wechat: string;
  idNumber: string;
  referralCode: string;
  gamingVenue: string;
  termsAccepted: boolean;
  ageConfirmed: boolean;
};

export type OptionalField = Exclude<RegistrationField, 'username' | 'password' | 'captcha' | 'verificationCode'>;

interface FieldMeta {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  /** Show the dialling code before the input. */
  dialingPrefix?: boolean;
}

/** Which registration form: by username, or by mobile number (PUT /wps/member/register/mobile). */
export type RegisterMethod = 'username' | 'mobile';

/**
 * The optional fields in the order the form shows them, when the brand enables them. The SMS
 * code is drawn by the form itself, right under the mobile number it proves.
 */
export const OPTIONAL_FIELDS: ReadonlyArray<readonly [OptionalField, FieldMeta]> = [
  ['payeeName', { autoComplete: 'name' }],
  ['mobileNum', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', dialingPrefix: true }],
  ['email', { type: 'email', inputMode: 'email', autoComplete: 'email' }],
  ['qqNum', { inputMode: 'numeric', autoComplete: 'off' }],
  ['line', { autoComplete: 'off' }],
  ['whatsapp', { type: 'tel', inputMode: 'numeric', autoComplete: 'off' }],
  ['facebook', { autoComplete: 'off' }],
  ['wechat', { autoComplete: 'off' }],
  ['idNumber', { autoComplete: 'off' }],
  ['paymentPassword', { type: 'password', inputMode: 'numeric', autoComplete: 'new-password' }],
  ['recommenderId', { autoComplete: 'off' }],
  ['referralCode', { autoComplete: 'off' }],
  ['affiliateCode', { autoComplete: 'off' }],
];

export const EMPTY_REGISTER_VALUES: RegisterFormValues = {
  username: '',
  password: '',
  confirmPassword: '',
  payeeName: '',
  birthday: '',
  email: '',
  qqNum: '',
  mobileNum: '',
  recommenderId: '',
  captcha: '',
  verificationCode: '',
  affiliateCode: '',
  paymentPassword: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  referralCode: '',
  gamingVenue: '',
  termsAccepted: false,
  ageConfirmed: false,
};

export const isFormField = (key: string): key is keyof RegisterFormValues => key in EMPTY_REGISTER_VALUES;
