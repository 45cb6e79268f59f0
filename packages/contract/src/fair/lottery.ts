import type { FairStream } from './fair-stream';

/**
 * The studio's lotteries (docs/studio.md, "Lotteries"): a draw on a schedule, shared by every
 * player of a brand. A draw is a list of five-digit prize numbers, the first of them the special
 * prize; a simplified Vietnamese "lô / đề" is played on their last digits:
 *
 * - DE2 ("đề"): the special prize ends in your two digits (1 in 100), pays 95×.
 * - DE3 ("ba càng"): the special prize ends in your three digits (1 in 1,000), pays 950×.
 * - LO2 ("lô"): every prize number ending in your two digits pays once (the expected count is
 *   prizes / 100), so a number drawn twice pays twice.
 * - BIG / SMALL: the special prize's last two digits are 50–99 / 00–49 (1 in 2), pays 1.95×.
 *
 * Each number is one `nextInt(100000)` of the round's result stream (nonce 1), in order, so a
 * player can redo the draw from the revealed seed. Multipliers are in hundredths.
 */

export const LOTTERY_BET_TYPES = ['DE2', 'DE3', 'LO2', 'BIG', 'SMALL'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

/** How a prize mode's draws run: every `periodMs`, with `prizes` numbers drawn. */
export interface LotteryMode {
  periodMs: number;
  prizes: number;
}

const MINUTE = 60_000;

/**
 * Each prize mode's schedule (spec 001: LOTT, ZY, SEA and the e-lottery ELOTT). The demo runs
 * "daily-style" draws every 10–15 minutes and e-lottery quick draws every 3 minutes.
 */
export const LOTTERY_MODES = {
  LOTT: { periodMs: 15 * MINUTE, prizes: 18 },
  ZY: { periodMs: 10 * MINUTE, prizes: 18 },
  SEA: { periodMs: 10 * MINUTE, prizes: 18 },
  ELOTT: { periodMs: 3 * MINUTE, prizes: 10 },
} as const satisfies Record<string, LotteryMode>;
export type LotteryModeName = keyof typeof LOTTERY_MODES;

/** How long a draw is made between the close of bets and its result (the page's draw animation). */
export const LOTTERY_DRAW_MS = 20_000;

export const lotteryModeOf = (prizeMode: string | null | undefined): LotteryMode =>
  LOTTERY_MODES[(prizeMode ?? 'LOTT') as LotteryModeName] ?? LOTTERY_MODES.LOTT;

/** The target return of every bet type (its stated RTP). */
export const LOTTERY_RTP = 0.95;

/** One LO2 hit's multiplier in hundredths: the RTP spread over the numbers drawn, rounded down. */
export const loMultiplier = (prizes: number) => Math.floor((LOTTERY_RTP * 10_000) / prizes);

/** Each bet type's multiplier (hundredths) and its chance of paying, for the prize table. */
export function lotteryPrizeTable(prizes: number): { type: LotteryBetType; multiplier: number; rtp: number; digits: number }[] {
  const lo = loMultiplier(prizes);
  return [
    { type: 'DE2', multiplier: 9_500, rtp: 0.95, digits: 2 },
    { type: 'DE3', multiplier: 95_000, rtp: 0.95, digits: 3 },
    { type: 'LO2', multiplier: lo, rtp: (lo * prizes) / 10_000, digits: 2 },
    { type: 'BIG', multiplier: 195, rtp: 0.975, digits: 0 },
    { type: 'SMALL', multiplier: 195, rtp: 0.975, digits: 0 },
  ];
}

/** A ticket: a bet type and, for DE2 / LO2 (0–99) and DE3 (0–999), its number. */
export interface LotteryPick {
  type: LotteryBetType;
  number?: number;
}

/** A pick read from a request; a RangeError says what is wrong. */
export function lotteryPickOf(body: unknown): LotteryPick {
  const { type, number } = (body ?? {}) as { type?: unknown; number?: unknown };
  if (!LOTTERY_BET_TYPES.includes(type as LotteryBetType)) throw new RangeError(`the type is one of ${LOTTERY_BET_TYPES.join(', ')}`);
  const kind = type as LotteryBetType;
  if (kind === 'BIG' || kind === 'SMALL') {
    if (number !== undefined) throw new RangeError('big and small take no number');
    return { type: kind };
  }
  const top = kind === 'DE3' ? 999 : 99;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > top)
    throw new RangeError(`the number is a whole number from 0 to ${top}`);
  return { type: kind, number };
}

/** The draw: `prizes` five-digit numbers, the special prize first. */
export function drawLottery(stream: FairStream, prizes: number): string[] {
  if (!Number.isInteger(prizes) || prizes < 1 || prizes > 100) throw new RangeError('a draw has 1 to 100 prizes');
  return Array.from({ length: prizes }, () => String(stream.nextInt(100_000)).padStart(5, '0'));
}

const tail = (number: string, digits: number) => Number(number.slice(-digits));

/** How many times the ticket pays in this draw (0: it lost). */
export function lotteryHits(numbers: readonly string[], pick: LotteryPick): number {
  const special = numbers[0] ?? '00000';
  switch (pick.type) {
    case 'DE2':
      return tail(special, 2) === pick.number ? 1 : 0;
    case 'DE3':
      return tail(special, 3) === pick.number ? 1 : 0;
    case 'LO2':
      return numbers.filter((number) => tail(number, 2) === pick.number).length;
    case 'BIG':
      return tail(special, 2) >= 50 ? 1 : 0;
    case 'SMALL':
      return tail(special, 2) < 50 ? 1 : 0;
  }
}

/** A winning ticket's whole multiplier in hundredths (hits × the type's), 0 when it lost. */
export function lotteryMultiplier(numbers: readonly string[], pick: LotteryPick): number {
  const row = lotteryPrizeTable(numbers.length).find((entry) => entry.type === pick.type)!;
  return lotteryHits(numbers, pick) * row.multiplier;
}
