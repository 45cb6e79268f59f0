import type { Strings } from './i18n-types';
import type { shellEn } from './en-shell';

/** Tagalog texts of the site shell; every key of shellEn. */
export const shellTl: Strings<typeof shellEn> = {
  shellDialog: { ok: 'OK' },
  accountMenu: {
    label: 'Menu ng account ni {{account}}',
    memberId: 'Member ID',
    bettingRecord: 'Talaan ng taya',
    liveChat: 'Live-chat na serbisyo',
    copyId: 'Kopyahin ang member ID',
    copySuccess: 'Nakopya',
    copiedId: 'Nakopya ang iyong member ID na {{id}}. I-paste ito kapag hiningi ng customer service.',
    copyFailedTitle: 'Hindi nakopya',
  },
  sideMenu: {
    providers: 'Mga provider ng laro',
    linksLabel: 'Account at mga alok',
    referral: 'Mag-imbita ng kaibigan',
  },
  vendorMenu: {
    empty: 'Ililista rito ang mga provider ng ganitong uri ng laro sa sandaling bukas na ang kanilang mga laro.',
    games_one: '{{count}} laro',
    games_other: '{{count}} laro',
  },
  appDownload: {
    title: 'Kunin ang app',
    ios: 'iOS',
    android: 'Android',
    qrLabel: 'QR code para i-download ang {{platform}} app',
    webLead: 'I-scan gamit ang iyong telepono para buksan ang site at idagdag ito sa home screen bilang app.',
    webQrLabel: 'QR code na nagbubukas ng site na ito sa iyong telepono para i-install ito bilang app',
  },
  appInstall: {
    title: 'I-install ang {{brand}} bilang app',
    text: 'Buksan ito mula sa home screen tulad ng ibang app, buong screen at walang browser bar.',
    install: 'I-install ang app',
    howApple: 'Sa Safari, i-tap ang Share, saka ang Add to Home Screen.',
    howOther: 'Buksan ang menu ng iyong browser at piliin ang Install app o Add to Home screen.',
  },
  appUpdate: {
    available: 'May bagong bersyon na.',
    reload: 'I-reload',
    later: 'Mamaya',
  },
  pageMeta: {
    home: {
      title: 'Online casino, pustahan sa sports at lottery',
      description:
        'Maglaro ng pustahan sa sports, live casino, slots, fishing, card games at lottery sa {{brand}}. Para sa edad 21 pataas.',
    },
    lobby: {
      title: '{{area}}',
      description:
        '{{area}} sa {{brand}}: tingnan ang mga laro at provider, maglaro nang totoo o subukan ang free play. Para sa edad 21 pataas.',
    },
    originals: {
      title: 'Mga provably fair na laro',
      description: 'Mga provably fair na laro ng {{brand}}: masusuri ang bawat round gamit ang mga seed nito. Para sa edad 21 pataas.',
    },
    verify: {
      title: 'Suriin ang isang round',
      description: 'Suriin ang anumang round ng mga provably fair na laro ng {{brand}} mula sa server seed, client seed at nonce nito.',
    },
    help: {
      title: 'Help center',
      description: 'Mga sagot tungkol sa account, deposito, pag-withdraw, mga laro at responsableng paglalaro sa {{brand}}.',
    },
    applyAgent: {
      title: 'Maging ahente',
      description: 'Mag-apply bilang ahente ng {{brand}}: mag-imbita ng mga manlalaro at kumita ng komisyon.',
    },
    login: { title: 'Mag-log in', description: 'Mag-log in sa iyong {{brand}} account.' },
    register: { title: 'Magparehistro', description: 'Magbukas ng {{brand}} account sa loob ng isang minuto. Para sa edad 21 pataas.' },
    member: { title: 'Aking account', description: 'Ang iyong {{brand}} account.' },
    agent: { title: 'Agent center', description: 'Ang agent center ng {{brand}}.' },
  },
  announcements: {
    title: 'Mga anunsyo',
    popupTitle: 'Mga anunsyo',
    noticesTitle: 'Mga abiso',
    titlesLabel: 'Mga pamagat',
    accept: 'Tanggapin',
    empty: 'Walang anunsyo sa ngayon.',
    noticesEmpty: 'Walang abiso sa ngayon.',
    messages: 'Buksan ang aking mga mensahe',
    messagesUnread_one: 'May {{count}} kang hindi pa nababasang mensahe',
    messagesUnread_other: 'May {{count}} kang hindi pa nababasang mensahe',
  },
  disclaimer: {
    title: 'Bago ka magpatuloy',
    lead: 'Ang site na ito ay para sa mga may edad 21 pataas na pinapayagan ng batas na maglaro.',
    termsBefore: 'Sa pagpapatuloy, tinatanggap mo ang aming',
    termsLink: 'mga tuntunin at kundisyon',
    termsAfter: '.',
    accept: '21 taong gulang na ako at tinatanggap ko',
  },
  terms: {
    title: 'Mga tuntunin at kundisyon',
    missing: 'Hindi makita ang mga tuntunin. Pakikontak ang customer service.',
    agreeLabel: 'Nabasa ko at sumasang-ayon ako sa mga tuntunin at kundisyon',
    agreeRequired: 'Pakilagyan ng tsek ang kahon para sumang-ayon sa mga tuntunin at kundisyon.',
    agree: 'Sumang-ayon',
  },
  legal: {
    title: 'Legal na lisensya',
    regulatorDefault: 'ang pambansang regulator ng gaming',
    text: 'Pinapatakbo ang {{brand}} sa ilalim ng lisensyang inisyu ng {{regulator}}, na nagbabantay sa patas na laro, sa kaligtasan ng pondo ng mga manlalaro at sa responsableng paglalaro.',
    regulator: 'Regulator',
    licenseNumber: 'Numero ng lisensya',
    notPublished: 'Ilalathala ng operator',
    restricted:
      'Hindi maaaring magparehistro o maglaro ang mga restricted person. Mapupunta sa gobyerno ang mga panalo ng mga hindi kwalipikadong manlalaro.',
    visitRegulator: 'Bisitahin ang site ng regulator',
  },
  homeContent: {
    bannersLabel: 'Tampok',
    slideOf: 'Slide {{index}} ng {{count}}',
    previous: 'Naunang slide',
    next: 'Susunod na slide',
    marqueeLabel: 'Mga abiso',
  },
  helpCenter: { empty: 'Wala pang paksa ng tulong. Pakikontak ang customer service.' },
};
