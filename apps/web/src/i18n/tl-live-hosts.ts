import type { Strings } from './i18n-types';
import type { liveHostsEn } from './en-live-hosts';

/** Tagalog texts of the live hosts; every key of liveHostsEn. */
export const liveHostsTl: Strings<typeof liveHostsEn> = {
  liveHosts: {
    title: 'Mga live host',
    lead: 'Makipag-chat sa mga dealer ng aming live table habang nagdi-deal sila, saka sumali sa kanila sa mesa.',
    seeAll: 'Tingnan lahat ({{count}})',
    crumbs: 'Nandito ka',
    speaks: 'Nagsasalita ng {{language}}',
    languages: { EN: 'Ingles', TY: 'Tagalog' },
    online: 'Live ngayon',
    viewers_one: '{{count}} nanonood',
    viewers_other: '{{count}} nanonood',
    onBreak: 'Naka-break',
    backAt: 'Babalik ng {{time}}',
    backSoon: 'Babalik agad',
    openRoom: 'Buksan ang room',
    openRoomOf: 'Buksan ang room ni {{name}}',
    room: 'Live room',
    roomOf: 'Room ni {{name}}',
    opening: 'Binubuksan ang room…',
    frameTitle: 'Live stream at chat ni {{name}}',
    playTable: 'Laruin ang {{table}}',
    playFailed: 'Hindi nabuksan ang mesa',
    breakTitle: 'Naka-break si {{name}}',
    otherHosts: 'Tingnan ang ibang host',
    empty: 'Walang live host ngayong araw.',
    toTables: 'Tingnan ang mga live table',
    loadFailed: 'Hindi ma-load ang mga live host.',
  },
};
