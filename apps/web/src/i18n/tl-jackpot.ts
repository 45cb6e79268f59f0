import type { Strings } from './i18n-types';
import type { jackpotEn, jackpotHomeEn } from './en-jackpot';

/** Tagalog texts of the home page's jackpot tickers (first screen). */
export const jackpotHomeTl: Strings<typeof jackpotHomeEn> = {
  jackpotHome: {
    title: 'Progressive na jackpot',
    more: 'Tingnan ang mga jackpot',
  },
};

/** Tagalog texts of the /jackpot page. */
export const jackpotTl: Strings<typeof jackpotEn> = {
  jackpot: {
    title: 'Mga jackpot',
    poolAmount: '{{name}}: {{amount}}',
    live: 'Live: lumalaki sa bawat kwalipikadong taya',
    intro: 'Napupunta sa pool ang bahagi ng bawat taya sa mga larong ito. Kahit anong taya ay puwedeng manalo ng buong pool.',
    share: '{{rate}} ng bawat taya ang pumupunta sa pool na ito',
    chance: 'Tsansa bawat taya: 1 sa {{odds}}',
    feedingGames: 'Mga larong nagpapalaki ng {{name}}',
    noGames: 'Walang larong nagpapalaki ng pool na ito sa ngayon.',
    winnersTitle: 'Mga nanalo ng jackpot',
    noWinners: 'Wala pang nanalo ng jackpot. Baka ikaw ang mauna.',
    winner: 'Nanalo',
    pool: 'Jackpot',
    game: 'Laro',
    amount: 'Halaga',
    when: 'Kailan',
    verify: 'Suriin',
    verifyLabel: 'Suriin ang bunot ng {{name}} jackpot, round {{cycle}}',
    howTitle: 'Paano ito gumagana',
    how1: 'Bawat jackpot ay may share rate. Kapag tumaya ka sa larong kasali, ang bahaging iyon ng taya mo ay idinadagdag ng house sa pool: hindi nababawasan ang taya o panalo mo.',
    how2: 'Bawat kwalipikadong taya ay may isang bunot. Kapag tumama, panalo mo ang lahat ng laman ng pool, diretso sa iyong main wallet. Magsisimula ulit ang pool mula sa seed amount nito.',
    howFair:
      'Provably fair ang mga bunot. Bago magsimula ang isang round ng jackpot, inilalabas namin ang hash ng lihim na server seed nito. Ang bunot mo ay HMAC-SHA256 ng reference ng taya mo gamit ang seed na iyon; kapag napanalunan ang jackpot, ilalabas ang seed para masuri ng kahit sino ang bawat bunot ng round.',
    seedHash: 'Hash ng server seed ng round na ito (round {{cycle}})',
    fairLink: 'Paano gumagana ang provably fair',
    proofTitle: 'Pagsuri ng bunot: {{name}} round {{cycle}}',
    serverSeed: 'Server seed (inilabas na)',
    winningReference: 'Reference ng nanalong taya',
    roll: 'Roll {{roll}} sa 1,000,000: panalo kapag mas mababa sa {{chance}}',
    hashMatches: 'Tugma ang SHA-256 ng seed sa inilabas na hash',
    hashDiffers: 'HINDI tugma ang SHA-256 ng seed sa inilabas na hash',
    drawMatches: 'Muling kinuwentang roll: {{roll}} — tumama',
    drawDiffers: 'Muling kinuwentang roll: {{roll}} — iba sa nakatala',
    draws: 'Mga tayang bumunot sa round na ito: {{count}}',
    close: 'Isara',
  },
};
