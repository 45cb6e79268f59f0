/** English texts of the account flows (SMS, recovery, social sign-in, human check; KYC is in en-kyc.ts); new top-level keys only. */
export const accountEn = {
  accountCommon: {
    next: 'Next',
    back: 'Back',
  },
  humanCheck: {
    label: 'I am not a robot',
    verifying: 'Checking your browser…',
    verified: 'Verified',
    required: 'Please complete verification first.',
    failed: 'Verification failed. Please try again.',
    expired: 'Verification expired. Please verify again.',
  },
  smsCode: {
    label: 'SMS code',
    send: 'Send code',
    resend: 'Send again',
    resendIn: 'Send again in {{time}}',
    sent_one: 'We sent a code to {{number}}. It works for {{count}} minute.',
    sent_other: 'We sent a code to {{number}}. It works for {{count}} minutes.',
    failedTitle: 'The code was not sent',
  },
  smsLogin: {
    tab: 'Mobile',
  },
  registerForm: {
    birthday: 'Date of birth',
    birthdayHint: 'Optional. With your full name, it lets us confirm you are 21 or older and may play.',
    tab: 'Mobile',
    usernameHint: 'Optional. Leave it empty and your username becomes “m” and your number. {{rule}}',
    noPassword: 'No password needed: you log in with a code sent to your mobile. You can set a password later with “Forgot password”.',
    closed: 'Registration is closed on this site right now. Please contact customer service.',
  },
  socialLogin: {
    divider: 'or continue with',
    continueWith: 'Continue with {{provider}}',
    providers: { facebook: 'Facebook', google: 'Google', telegram: 'Telegram' },
    signingIn: 'Signing you in…',
    switchTitle: 'Switch to account {{account}}?',
    switchMessage: 'This tab is signed in as {{current}}. The link you opened signs in as {{account}}. Switch only if you asked for it.',
    switchMessageUnknown: 'This tab is already signed in. The link you opened signs in as {{account}}. Switch only if you asked for it.',
    switch: 'Switch account',
    keepCurrent: 'Keep current account',
  },
  forgotPassword: {
    link: 'Forgot password?',
    title: 'Forgot password',
    methods: 'Ways to recover your password',
    by: { email: 'By e-mail', phone: 'By phone' },
    emailIntro: 'Enter your username and the e-mail address of your account. We will send a link to set a new password.',
    phoneIntro: 'Enter the mobile number of your account. We will text you a code; then choose a new password and you are logged in.',
    sendLink: 'Send the link',
    setAndLogin: 'Set password and log in',
    unavailable: 'Password recovery is not available on this site. Please contact customer service.',
    backToLogin: 'Back to log in',
    sentTitle: 'Check your e-mail',
    sentText_one:
      'If the username and e-mail match an account, a link to set a new password is on its way. It works once, for {{count}} minute.',
    sentText_other:
      'If the username and e-mail match an account, a link to set a new password is on its way. It works once, for {{count}} minutes.',
  },
  resetPassword: {
    title: 'Set a new password',
    intro: 'Choose the new password for your account. The link works once.',
    done: 'Your password was changed. You can log in as {{username}} now.',
    logIn: 'Log in',
    noToken: 'This page needs the link from your e-mail. Please open the link again, or ask for a new one.',
  },
  // Unlocking a locked account from the log-in popup, and the page the e-mailed link opens.
  unlock: {
    smsTitle: 'Unlock by SMS code',
    emailTitle: 'Unlock by e-mail link',
    smsSent_one:
      'If {{username}} has a verified mobile number, we sent a 6-digit code to it. It works for {{count}} minute. Only the account’s own number gets it.',
    smsSent_other:
      'If {{username}} has a verified mobile number, we sent a 6-digit code to it. It works for {{count}} minutes. Only the account’s own number gets it.',
    emailSent_one:
      'If {{username}} has an e-mail address, we sent a link to it. Open it within {{count}} minute to unlock the account, then log in.',
    emailSent_other:
      'If {{username}} has an e-mail address, we sent a link to it. Open it within {{count}} minutes to unlock the account, then log in.',
    code: 'Unlock code',
    codeRequired: 'Please enter the 6-digit code.',
    submit: 'Unlock my account',
    sending: 'Sending…',
    resend: 'Send again',
    resendIn: 'Send again in {{time}}',
    back: 'Back to log-in',
    pageTitle: 'Unlock your account',
    pageIntro: 'Press the button to unlock your account. The link works once.',
    pageDone: 'The account {{username}} is unlocked. You can log in now.',
    logIn: 'Log in',
    noToken: 'This page needs the link from your e-mail. Please open the link again, or ask for a new one from the log-in.',
  },
  // A break's refusal at log-in (the break pages' own texts are in en-self-exclusion.ts, fetched later).
  selfExclusion: {
    until: 'Until {{date}}',
    permanent: 'Permanently',
    withdrawOnly: 'Log in to withdraw my balance',
  },
};
