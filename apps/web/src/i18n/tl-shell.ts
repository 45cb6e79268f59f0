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
