import type { Strings } from './i18n-types';
import type { selfExclusionEn } from './en-self-exclusion';

/** Tagalog texts of taking a break, self-exclusion and the self-test; every key of selfExclusionEn. */
export const selfExclusionTl: Strings<typeof selfExclusionEn> = {
  selfExclusion: {
    withdrawOnlyNote: 'Naka-self-exclude ka: ang session na ito ay para lamang sa iyong wallet at mga withdrawal.',
    breakTitle: 'Magpahinga',
    breakIntro:
      'Lumayo muna sa paglalaro. Habang may pahinga, hindi ka makakapag-login, at matatapos agad ang lahat ng session na bukas ngayon.',
    timeOutTitle: 'Time-out',
    timeOutText: 'Maikling pahinga: hindi ka makakapag-login hanggang matapos ito, pagkatapos ay gagana muli ang iyong account.',
    exclusionTitle: 'Self-exclusion',
    exclusionText:
      'Mahabang pahinga: hindi ka makakapag-login o makakapaglaro, titigil ang marketing, at hindi ka makakapagbukas ng bagong account gamit ang parehong detalye. Maaari mo pa ring i-withdraw ang iyong balanse. Hindi ito maaaring alisin sa unang 6 na buwan; pagkatapos nito, kailangan ng kahilingan at 7 araw na paghihintay.',
    periods: {
      '24h': '24 oras',
      '7d': '7 araw',
      '30d': '30 araw',
      '6w': '6 na linggo',
      '6m': '6 na buwan',
      '1y': '1 taon',
      '5y': '5 taon',
      permanent: 'Permanente',
    },
    periodLabel: 'Gaano katagal',
    choose: 'Magpatuloy',
    confirmTitle: 'Pakikumpirma',
    confirmTimeOut: 'Mala-logout ka ngayon at hindi makakapag-login sa loob ng {{period}}, hanggang {{date}}.',
    confirmExclusion:
      'Mala-logout ka ngayon at mabubukod sa loob ng {{period}} ({{until}}). Hindi ito maaaring bawiin sa loob ng hindi bababa sa 6 na buwan.',
    confirmPermanent: 'Mala-logout ka ngayon at permanenteng mabubukod. Hindi ito maaaring bawiin sa loob ng hindi bababa sa 6 na buwan.',
    password: 'Ang iyong password',
    confirm: 'Oo, simulan na',
    confirming: 'Sinisimulan…',
    back: 'Bumalik',
    activeTitle: 'Ang iyong pahinga',
    activeTimeOut: 'Time-out hanggang {{date}}.',
    activeExclusion: 'Naka-self-exclude: {{until}}.',
    liftableFrom: 'Maaari kang humiling na alisin ito simula {{date}}.',
    liftRequested: 'Hiniling na alisin noong {{date}}; maaalis ito sa {{lifts}}.',
    liftTitle: 'Humiling na alisin ang self-exclusion',
    liftText: 'Magkakabisa ang pag-alis 7 araw pagkatapos ng iyong kahilingan.',
    liftSubmit: 'Humiling na alisin',
    history: 'Kasaysayan',
    noHistory: 'Wala pang pahinga.',
    statuses: { ACTIVE: 'Umiiral', ENDED: 'Natapos', LIFTED: 'Inalis', REPLACED: 'Pinalitan' },
    kinds: { TIME_OUT: 'Time-out', SELF_EXCLUSION: 'Self-exclusion' },
    selfTestLink: 'Sagutan ang self-test',
    selfTestTitle: 'Self-test sa pagsusugal',
    selfTestIntro:
      'Siyam na tanong (ang Problem Gambling Severity Index). Isipin ang nakaraang 12 buwan. Nananatili sa browser na ito ang iyong mga sagot; walang ipinapadala.',
    questions: {
      q1: 'Tumaya ka na ba nang higit sa kaya mong mawala?',
      q2: 'Kinailangan mo na bang magsugal ng mas malaking halaga para maramdaman ang parehong pananabik?',
      q3: 'Kapag nagsugal ka, bumalik ka ba sa ibang araw para subukang bawiin ang perang natalo?',
      q4: 'Nanghiram ka na ba ng pera o nagbenta ng anuman para may maipangsugal?',
      q5: 'Naramdaman mo na bang maaaring may problema ka sa pagsusugal?',
      q6: 'Nagdulot ba ang pagsusugal ng anumang problema sa kalusugan, kasama ang stress o pagkabalisa?',
      q7: 'May mga tao bang pumuna sa iyong pagtaya o nagsabing may problema ka sa pagsusugal, totoo man ito o hindi sa tingin mo?',
      q8: 'Nagdulot ba ang iyong pagsusugal ng problema sa pera para sa iyo o sa iyong pamilya?',
      q9: 'Nakaramdam ka na ba ng pagkakasala sa paraan ng iyong pagsusugal o sa nangyayari kapag nagsusugal ka?',
    },
    answers: { '0': 'Hindi kailanman', '1': 'Minsan', '2': 'Kadalasan', '3': 'Halos palagi' },
    score: 'Ang iyong iskor: {{score}} sa 27',
    answerAll: 'Pakisagot ang bawat tanong.',
    showResult: 'Ipakita ang resulta',
    results: {
      none: 'Walang palatandaan ng problema sa pagsusugal. Panatilihing masaya: magtakda ng limitasyon at magpahinga.',
      low: 'Mababang panganib: may ilang palatandaan. Isiping magtakda ng limitasyon at bantayan ang oras at perang ginagastos.',
      moderate:
        'Katamtamang panganib: maaaring nakakasama na sa iyo ang pagsusugal. Isipin ang time-out, at kausapin ang taong pinagkakatiwalaan mo.',
      high: 'Mataas na panganib: malamang na nakakasama na sa iyo ang pagsusugal. Isipin ang self-exclusion at tumawag sa isang help line sa ibaba.',
    },
    helpTitle: 'Tulong sa Pilipinas',
    helpLines: {
      pagcor: 'PAGCOR Responsible Gaming (mga referral sa Gamblers Anonymous at ang exclusion program)',
      ncmh: 'National Center for Mental Health crisis hotline: 1553 (landline sa buong Luzon, libre), 0917 899 8727, 0966 351 4518',
      hopeline: 'Hopeline Philippines: (02) 8804 4673, 0917 558 4673, 2919 (Globe at TM, libre)',
    },
    takeBreakLink: 'Magpahinga o ibukod ang sarili',
  },
};
