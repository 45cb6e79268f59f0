import type { Merchant } from '../../kernel/merchant';

/**
 * Which account methods a brand offers, from its whitelabel flags and feature modules (spec 000
 * section 3; a module is on when it equals 1). A method is on when either its flag or its module
 * says so, as the register settings have always read them.
 */
export function accountMethods(merchant: Merchant) {
  const { flags, modules } = merchant.whitelabel;
  return {
    usernameRegistration: flags.USERNAMEREG3 === 1,
    mobileRegistration: flags.MOBILENUMREG3 === 1 || modules.mobileRegistration === 1,
    /** Registration by mobile asks for a password too (MOBILENUMPASSREG3). */
    mobilePassword: flags.MOBILENUMPASSREG3 === 1 || modules.mobilePasswordRegistration === 1,
    /** The registration forms prove the mobile number with an SMS code (REGMOBVERF3). */
    smsVerification: flags.REGMOBVERF3 === 1 || modules.smsVerification === 1,
    /** The log-in form's mobile + SMS code tab. */
    smsLogin: modules.verificationCodeLogin === 1,
    /** Forgot password by phone (CHNGPASSVERIF3) and by e-mail (CHNGPASSMAIL3). */
    phoneRecovery: flags.CHNGPASSVERIF3 === 1,
    emailRecovery: flags.CHNGPASSMAIL3 === 1,
  };
}

export type LoginTab = 'username' | 'sms';
export type RegisterTab = 'username' | 'mobile';

/**
 * The tabs of the log-in and register forms and which opens first: log-in defaults to username;
 * register defaults to mobile when MOBILENUMREG3 is on, otherwise username (spec 000 section 2),
 * or to whichever tab exists when only one does.
 */
export function formTabs(merchant: Merchant) {
  const methods = accountMethods(merchant);
  const loginTabs: LoginTab[] = methods.smsLogin ? ['username', 'sms'] : ['username'];
  const registerTabs: RegisterTab[] = [];
  if (methods.usernameRegistration) registerTabs.push('username');
  if (methods.mobileRegistration) registerTabs.push('mobile');
  const mobileFirst = merchant.whitelabel.flags.MOBILENUMREG3 === 1 && methods.mobileRegistration;
  const defaultRegisterTab: RegisterTab = mobileFirst ? 'mobile' : (registerTabs[0] ?? 'username');
  return { loginTabs, defaultLoginTab: 'username' as LoginTab, registerTabs, defaultRegisterTab };
}

/**
 * Registration by mobile asks for a password when MOBILENUMPASSREG3 says so, and whenever the
 * member could not log in without one: without SMS verification, or without log-in by SMS code.
 */
export function mobilePasswordRequired(merchant: Merchant): boolean {
  const methods = accountMethods(merchant);
  return methods.mobilePassword || !methods.smsVerification || !methods.smsLogin;
}

export function passwordRecovery(merchant: Merchant) {
  const methods = accountMethods(merchant);
  return { phone: methods.phoneRecovery, email: methods.emailRecovery };
}
