/** English texts of the home page's jackpot tickers: on the first screen. */
export const jackpotHomeEn = {
  jackpotHome: {
    title: 'Progressive jackpots',
    more: 'See jackpots',
  },
};

/** English texts of the /jackpot page (a later part); new top-level keys only. */
export const jackpotEn = {
  jackpot: {
    title: 'Jackpots',
    poolAmount: '{{name}}: {{amount}}',
    live: 'Live: grows with every qualifying bet',
    intro: 'A share of every bet on these games goes into the pool. Any bet can win the whole pool.',
    share: '{{rate}} of each bet feeds this pool',
    chance: 'Chance per bet: 1 in {{odds}}',
    feedingGames: 'Games that feed {{name}}',
    noGames: 'No games feed this pool right now.',
    winnersTitle: 'Jackpot winners',
    noWinners: 'No jackpot has been won yet. Yours could be the first.',
    winner: 'Winner',
    pool: 'Jackpot',
    game: 'Game',
    amount: 'Amount',
    when: 'When',
    verify: 'Verify',
    verifyLabel: 'Verify the draw of {{name}} jackpot round {{cycle}}',
    howTitle: 'How it works',
    how1: 'Each jackpot has a share rate. When you bet on a game that feeds it, that share of your bet is added to the pool by the house: your bet and your winnings stay the same.',
    how2: 'Every qualifying bet gets one draw. If it hits, you win everything in the pool, paid straight to your main wallet. The pool then starts again from its seed amount.',
    howFair:
      'The draws are provably fair. Before a round of a jackpot starts we publish the hash of its secret server seed. Your draw is HMAC-SHA256 of your bet reference with that seed; when the jackpot is won the seed is revealed, so anyone can check every draw of the round.',
    seedHash: 'Server seed hash of this round (round {{cycle}})',
    fairLink: 'How provable fairness works',
    proofTitle: 'Draw check: {{name}} round {{cycle}}',
    serverSeed: 'Server seed (revealed)',
    winningReference: 'Winning bet reference',
    roll: 'Roll {{roll}} of 1,000,000: below {{chance}} wins',
    hashMatches: 'SHA-256 of the seed matches the published hash',
    hashDiffers: 'SHA-256 of the seed does NOT match the published hash',
    drawMatches: 'Recomputed roll: {{roll}} — a hit',
    drawDiffers: 'Recomputed roll: {{roll}} — not what was stored',
    draws: 'Bets that drew in this round: {{count}}',
    close: 'Close',
  },
};
