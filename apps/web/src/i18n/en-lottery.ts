/** English texts of the lottery board (/lott, /elott and the lottery pages); new top-level keys only. */
export const lotteryEn = {
  lottery: {
    boardTitle: 'Draws',
    boardLabel: 'Lotteries and their next draw',
    prizeModes: { LOTT: 'Vietnam · North', ZY: 'Vietnam · South', SEA: 'SEA lottery', ELOTT: 'Quick draw' },
    everyMinutes: 'Every {{minutes}} min',
    nextDraw: 'Next draw in',
    drawing: 'Drawing now…',
    lastResults: 'Last results',
    special: 'Special prize {{number}}',
    draw: 'Draw #{{no}}',
    noResults: 'No draws yet.',
    resultsFailed: 'Results could not be loaded.',
    play: 'Bet now',
    playLabel: 'Bet on {{name}}',
    empty: 'No lotteries are open right now.',
    favouritesOnly: 'Favourites only',
    noFavourites: 'No favourite lotteries yet: tap a star to keep one here.',
    pickTitle: 'Choose a lottery',
  },
};
