import type { Strings } from './i18n-types';
import type { accountEn } from './en-account';

/** Tagalog texts of the account flows; every key of accountEn. */
export const accountTl: Strings<typeof accountEn> = {
  accountCommon: {
    next: 'Susunod',
    back: 'Bumalik',
  },
  humanCheck: {
    label: 'Hindi ako robot',
    verifying: 'Sinusuri ang iyong browser…',
    verified: 'Na-verify na',
    required: 'Pakikumpleto muna ang beripikasyon.',
    failed: 'Hindi pumasa ang beripikasyon. Pakisubukang muli.',
    expired: 'Nag-expire ang beripikasyon. Pakiberipika muli.',
  },
  smsCode: {
    label: 'SMS code',
    send: 'Ipadala ang code',
    resend: 'Ipadala muli',
    resendIn: 'Maipapadala muli sa loob ng {{time}}',
    sent_one: 'Nagpadala kami ng code sa {{number}}. Gagana ito nang {{count}} minuto.',
    sent_other: 'Nagpadala kami ng code sa {{number}}. Gagana ito nang {{count}} minuto.',
    failedTitle: 'Hindi naipadala ang code',
  },
  smsLogin: {
    tab: 'Mobile',
  },
  registerForm: {
    birthday: 'Petsa ng kapanganakan',
    birthdayHint: 'Opsyonal. Kasama ang iyong buong pangalan, makukumpirma namin na ikaw ay 21 pataas at maaaring maglaro.',
    tab: 'Mobile',
    usernameHint: 'Opsyonal. Kapag iniwang blangko, ang username mo ay “m” at ang iyong numero. {{rule}}',
    noPassword:
      'Hindi kailangan ng password: mag-log in gamit ang code na ipapadala sa iyong mobile. Maaari kang magtakda ng password mamaya sa “Nakalimutan ang password”.',
    closed: 'Sarado ang pagpaparehistro sa site na ito ngayon. Mangyaring makipag-ugnayan sa customer service.',
  },
  socialLogin: {
    divider: 'o magpatuloy gamit ang',
    continueWith: 'Magpatuloy gamit ang {{provider}}',
    providers: { facebook: 'Facebook', google: 'Google', telegram: 'Telegram' },
    signingIn: 'Sini-sign in ka…',
    switchTitle: 'Lumipat sa account na {{account}}?',
    switchMessage:
      'Naka-sign in ang tab na ito bilang {{current}}. Ang link na binuksan mo ay magsa-sign in bilang {{account}}. Lumipat lamang kung ikaw ang humiling nito.',
    switchMessageUnknown:
      'Naka-sign in na ang tab na ito. Ang link na binuksan mo ay magsa-sign in bilang {{account}}. Lumipat lamang kung ikaw ang humiling nito.',
    switch: 'Lumipat ng account',
    keepCurrent: 'Manatili sa kasalukuyang account',
  },
  forgotPassword: {
    link: 'Nakalimutan ang password?',
    title: 'Nakalimutan ang password',
    methods: 'Mga paraan para mabawi ang password',
    by: { email: 'Sa e-mail', phone: 'Sa telepono' },
    emailIntro:
      'Ilagay ang iyong username at ang e-mail address ng iyong account. Magpapadala kami ng link para magtakda ng bagong password.',
    phoneIntro:
      'Ilagay ang mobile number ng iyong account. Magte-text kami ng code; pagkatapos ay pumili ng bagong password at naka-log in ka na.',
    sendLink: 'Ipadala ang link',
    setAndLogin: 'Itakda ang password at mag-log in',
    unavailable: 'Hindi available ang pagbawi ng password sa site na ito. Mangyaring makipag-ugnayan sa customer service.',
    backToLogin: 'Bumalik sa pag-log in',
    sentTitle: 'Tingnan ang iyong e-mail',
    sentText_one:
      'Kung tugma ang username at e-mail sa isang account, papunta na ang link para magtakda ng bagong password. Isang beses lang itong gagana, sa loob ng {{count}} minuto.',
    sentText_other:
      'Kung tugma ang username at e-mail sa isang account, papunta na ang link para magtakda ng bagong password. Isang beses lang itong gagana, sa loob ng {{count}} minuto.',
  },
  resetPassword: {
    title: 'Magtakda ng bagong password',
    intro: 'Piliin ang bagong password ng iyong account. Isang beses lang gagana ang link.',
    done: 'Napalitan na ang iyong password. Maaari ka nang mag-log in bilang {{username}}.',
    logIn: 'Mag-log in',
    noToken: 'Kailangan ng page na ito ang link mula sa iyong e-mail. Pakibuksan muli ang link, o humiling ng bago.',
  },
  unlock: {
    smsTitle: 'I-unlock gamit ang SMS code',
    emailTitle: 'I-unlock gamit ang link sa e-mail',
    smsSent_one:
      'Kung may beripikadong mobile number ang {{username}}, nagpadala kami roon ng 6 na digit na code. Gagana ito sa loob ng {{count}} minuto. Ang sariling number lang ng account ang makakatanggap nito.',
    smsSent_other:
      'Kung may beripikadong mobile number ang {{username}}, nagpadala kami roon ng 6 na digit na code. Gagana ito sa loob ng {{count}} minuto. Ang sariling number lang ng account ang makakatanggap nito.',
    emailSent_one:
      'Kung may e-mail address ang {{username}}, nagpadala kami roon ng link. Buksan ito sa loob ng {{count}} minuto para i-unlock ang account, saka mag-login.',
    emailSent_other:
      'Kung may e-mail address ang {{username}}, nagpadala kami roon ng link. Buksan ito sa loob ng {{count}} minuto para i-unlock ang account, saka mag-login.',
    code: 'Unlock code',
    codeRequired: 'Pakilagay ang 6 na digit na code.',
    submit: 'I-unlock ang aking account',
    sending: 'Ipinapadala…',
    resend: 'Ipadala muli',
    resendIn: 'Ipadala muli sa loob ng {{time}}',
    back: 'Bumalik sa log-in',
    pageTitle: 'I-unlock ang iyong account',
    pageIntro: 'Pindutin ang button para i-unlock ang iyong account. Isang beses lang gagana ang link.',
    pageDone: 'Na-unlock na ang account na {{username}}. Maaari ka nang mag-login.',
    logIn: 'Mag-login',
    noToken: 'Kailangan ng page na ito ang link mula sa iyong e-mail. Pakibuksan muli ang link, o humiling ng bago mula sa log-in.',
  },
  selfExclusion: {
    until: 'Hanggang {{date}}',
    permanent: 'Permanente',
    withdrawOnly: 'Mag-login para i-withdraw ang aking balanse',
  },
};
