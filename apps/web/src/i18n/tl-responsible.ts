import type { Strings } from './i18n-types';
import type { responsibleEn } from './en-responsible';

/** Tagalog texts of the Responsible gaming page, the reality check and the session clock. */
export const responsibleTl: Strings<typeof responsibleEn> = {
  responsible: {
    title: 'Responsableng paglalaro',
    intro:
      'Ang paglalaro ay para sa libangan. Magtakda ng sariling limit: ang pagbaba ng limit ay agad na umiiral, ang pagtaas o pag-alis ay pagkalipas ng 24 na oras.',
    loggedOut: 'Mag-log in para itakda ang iyong deposit, loss, wager at session limit at ang iyong reality check.',
    login: 'Mag-log in',
    limitsTitle: 'Aking mga limit',
    kinds: { DEPOSIT: 'Deposit limit', LOSS: 'Loss limit', WAGER: 'Wager limit' },
    kindHints: {
      DEPOSIT: 'Ang pinakamalaking maidedeposito mo.',
      LOSS: 'Ang pinakamalaking maaari mong matalo: taya bawas panalo.',
      WAGER: 'Ang pinakamalaking maitataya mo.',
    },
    periods: { DAILY: 'Araw-araw', WEEKLY: 'Lingguhan', MONTHLY: 'Buwanan' },
    sessionTitle: 'Session time limit',
    sessionHint: 'Mga minuto bawat log-in. Kapag naubos ang oras, ila-log out ka.',
    minutes: 'minuto',
    noLimit: 'Walang limit',
    current: 'Ngayon: {{value}}',
    remaining: '{{amount}} pa ang natitira sa panahong ito (magre-reset {{time}})',
    pending: 'Magiging {{value}} sa {{time}}',
    pendingRemoval: 'Aalisin sa {{time}}',
    valueLabel: 'Bagong {{limit}}',
    save: 'I-save ang mga limit',
    saved: 'Na-save. Agad umiiral ang mas mababang limit; ang mas mataas pagkalipas ng 24 na oras.',
    moreTitle: 'Magpahinga',
    breakLink: 'Magpahinga o ibukod ang sarili sa paglalaro',
    selfTestLink: 'Maikling self-test tungkol sa iyong pagsusugal, at saan hihingi ng tulong',
    realityTitle: 'Reality check',
    realityHint: 'Paalala kung gaano ka na katagal naglalaro at ang iyong resulta, bawat:',
    realityOff: 'Naka-off',
    realityMinutes: '{{count}} minuto',
    realitySaved: 'Na-save ang reality check.',
    loadFailed: 'Hindi ma-load ang iyong mga limit.',
    retry: 'Subukang muli',
  },
  realityCheck: {
    title: 'Reality check',
    played: 'Naglaro ka na nang {{time}}.',
    result: 'Ang iyong resulta sa session na ito: {{amount}}.',
    continue: 'Magpatuloy sa paglalaro',
    logout: 'Mag-log out',
  },
  sessionClock: {
    label: 'Oras ng session',
    lastLogin: 'Huling log-in {{time}} mula sa {{ip}}',
    firstLogin: 'Unang log-in',
    limitEnded: 'Naabot na ang iyong session time limit. Na-log out ka na.',
  },
};
