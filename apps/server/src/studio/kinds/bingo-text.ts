import type { Language } from '@panalo/contract/constants';

/** The bingo page's own words (the shared ones are studio-page-text.ts). */
export const BINGO_TEXT = {
  EN: {
    play: 'Draw',
    drawing: 'Drawing…',
    cards: 'Cards',
    cardBet: 'Price per card',
    card: 'Card {n}',
    balls: 'Balls drawn',
    ballCount: '{count} of {total}',
    paytable: 'Pays per card',
    line: 'Each line (row, column or diagonal)',
    corners: 'Four corners',
    x: 'The X (both diagonals)',
    free: 'FREE',
    hint: '35 of the 75 balls are drawn. Every pattern a card completes pays, added up.',
    cardWon: 'Card {n}: {amount}',
  },
  TY: {
    play: 'Bumunot',
    drawing: 'Bumubunot…',
    cards: 'Mga card',
    cardBet: 'Presyo bawat card',
    card: 'Card {n}',
    balls: 'Mga nabunot na bola',
    ballCount: '{count} sa {total}',
    paytable: 'Bayad bawat card',
    line: 'Bawat linya (hanay, kolum o dayagonal)',
    corners: 'Apat na sulok',
    x: 'Ang X (dalawang dayagonal)',
    free: 'LIBRE',
    hint: '35 sa 75 na bola ang bubunutin. Binabayaran ang bawat pattern na mabuo ng card, pinagsasama.',
    cardWon: 'Card {n}: {amount}',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type BingoText = Record<keyof (typeof BINGO_TEXT)['EN'], string>;
