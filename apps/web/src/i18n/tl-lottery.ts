import type { Strings } from './i18n-types';
import type { lotteryEn } from './en-lottery';

/** Tagalog texts of the lottery board. */
export const lotteryTl: Strings<typeof lotteryEn> = {
  lottery: {
    boardTitle: 'Mga bola',
    boardLabel: 'Mga lotto at ang susunod nilang bola',
    prizeModes: { LOTT: 'Vietnam · Hilaga', ZY: 'Vietnam · Timog', SEA: 'SEA lotto', ELOTT: 'Mabilis na bola' },
    everyMinutes: 'Bawat {{minutes}} min',
    nextDraw: 'Susunod na bola sa',
    drawing: 'Binubola na…',
    lastResults: 'Mga huling resulta',
    special: 'Espesyal na premyo {{number}}',
    draw: 'Bola #{{no}}',
    noResults: 'Wala pang bola.',
    resultsFailed: 'Hindi ma-load ang mga resulta.',
    play: 'Tumaya na',
    playLabel: 'Tumaya sa {{name}}',
    empty: 'Walang bukas na lotto ngayon.',
    favouritesOnly: 'Mga paborito lang',
    noFavourites: 'Wala pang paboritong lotto: pindutin ang bituin para itabi rito.',
    pickTitle: 'Pumili ng lotto',
  },
};
