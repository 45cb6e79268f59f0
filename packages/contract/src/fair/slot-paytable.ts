/**
 * The published maths of the slot "Panalo Fortune": symbols, reel strips, paylines and paytable.
 * Everything the RTP depends on is here, so the help page can show it and anyone can recompute
 * the RTP (slot-odds.ts does, exactly).
 */

export const SLOT_SYMBOLS = ['WILD', 'SCATTER', 'CROWN', 'GEM', 'BELL', 'ACE', 'KING', 'QUEEN', 'JACK', 'TEN'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/**
 * Line pays in line bets for 3, 4 and 5 of a kind from the leftmost reel. WILD substitutes for
 * every symbol but SCATTER and has no pay of its own (a line of wilds alone pays as CROWN).
 */
export type SlotLinePays = Readonly<Record<Exclude<SlotSymbol, 'WILD' | 'SCATTER'>, readonly [number, number, number]>>;
export const SLOT_LINE_PAYS: SlotLinePays = {
  CROWN: [25, 100, 500],
  GEM: [20, 75, 250],
  BELL: [15, 40, 150],
  ACE: [10, 25, 100],
  KING: [8, 20, 80],
  QUEEN: [6, 15, 60],
  JACK: [5, 12, 50],
  TEN: [4, 10, 40],
};

/** SCATTER pays anywhere on the screen, in total bets, for 3, 4 or 5 of them. */
export const SLOT_SCATTER_PAYS: Readonly<Record<number, number>> = { 3: 2, 4: 10, 5: 50 };

/**
 * 25 paylines: the row (0 top, 1 middle, 2 bottom) on each reel, left to right.
 */
// prettier-ignore
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2], [1, 1, 0, 1, 1], [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 2, 0, 2, 0], [2, 0, 2, 0, 2], [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2], [0, 2, 2, 2, 0], [2, 0, 0, 0, 2], [1, 0, 2, 0, 1], [1, 2, 0, 2, 1],
];
export const SLOT_LINES = SLOT_PAYLINES.length;

/**
 * The reel strips. A spin picks one stop per reel, uniformly; the screen shows the stop's symbol
 * on the top row and the next two below it, wrapping round the end of the strip. Each strip has
 * 30 stops; WILD is on reels 2-5 only, SCATTER once per reel.
 */
// prettier-ignore
export const SLOT_REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  ['BELL', 'TEN', 'JACK', 'ACE', 'KING', 'TEN', 'QUEEN', 'TEN', 'JACK', 'CROWN', 'GEM', 'BELL', 'ACE', 'KING', 'QUEEN', 'SCATTER', 'JACK', 'TEN', 'ACE', 'KING', 'BELL', 'QUEEN', 'JACK', 'TEN', 'CROWN', 'GEM', 'ACE', 'KING', 'QUEEN', 'JACK'],
  ['BELL', 'ACE', 'QUEEN', 'KING', 'JACK', 'TEN', 'WILD', 'TEN', 'QUEEN', 'CROWN', 'GEM', 'BELL', 'ACE', 'KING', 'WILD', 'SCATTER', 'QUEEN', 'JACK', 'JACK', 'TEN', 'BELL', 'ACE', 'WILD', 'KING', 'CROWN', 'GEM', 'QUEEN', 'JACK', 'WILD', 'TEN'],
  ['TEN', 'QUEEN', 'CROWN', 'GEM', 'BELL', 'ACE', 'KING', 'WILD', 'SCATTER', 'QUEEN', 'JACK', 'JACK', 'TEN', 'BELL', 'ACE', 'WILD', 'KING', 'CROWN', 'GEM', 'QUEEN', 'JACK', 'WILD', 'TEN', 'BELL', 'ACE', 'QUEEN', 'KING', 'JACK', 'TEN', 'WILD'],
  ['WILD', 'SCATTER', 'QUEEN', 'JACK', 'JACK', 'TEN', 'BELL', 'ACE', 'WILD', 'KING', 'CROWN', 'GEM', 'QUEEN', 'JACK', 'WILD', 'TEN', 'BELL', 'ACE', 'QUEEN', 'KING', 'JACK', 'TEN', 'WILD', 'TEN', 'QUEEN', 'CROWN', 'GEM', 'BELL', 'ACE', 'KING'],
  ['ACE', 'WILD', 'KING', 'CROWN', 'GEM', 'QUEEN', 'JACK', 'WILD', 'TEN', 'BELL', 'ACE', 'QUEEN', 'KING', 'JACK', 'TEN', 'WILD', 'TEN', 'QUEEN', 'CROWN', 'GEM', 'BELL', 'ACE', 'KING', 'WILD', 'SCATTER', 'QUEEN', 'JACK', 'JACK', 'TEN', 'BELL'],
];
