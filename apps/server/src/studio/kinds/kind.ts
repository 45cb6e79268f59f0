import type { Language } from '@panalo/contract/constants';
import type { Game } from '@panalo/contract/games';
import type { FairStream } from '@panalo/contract/fair/fair-stream';
import type { StudioKind } from '@panalo/contract/studio';

/** What every studio table has: the game type, its RTP and the stakes the page offers. */
export interface StudioTableBase {
  kind: StudioKind;
  rtp: number;
  /** The smallest bet the page offers, in minor units. */
  minBet: number;
  /** The bets the page offers, smallest first. */
  bets: number[];
}

/** What a game page is drawn from. */
export interface StudioPageView<Table extends StudioTableBase = StudioTableBase> {
  vendor: string;
  vendorName: string;
  entry: Game;
  table: Table;
  brand: string | null;
  token: string | null;
  balance: number;
  currency: string;
  /** The player site's round verifier, for the fairness panel's link (studio-client.ts `verifyHref`). */
  verifyUrl: string;
}

/**
 * The rules of one studio game type: its table drawn from a catalogue entry, the bets it takes,
 * the round it plays from the provably fair stream, and its game page. A round is one bet and one
 * win at the wallet (rounds.service); a game type adds itself to the registry (kinds/registry.ts).
 */
export interface StudioKindRules<Table extends StudioTableBase, Bet, Outcome extends { payout: number }> {
  kind: StudioKind;
  table(entry: Game): Table;
  /** The bet of a request body, or a RangeError when it does not fit the table. */
  bet(table: Table, body: unknown): Bet;
  stake(table: Table, bet: Bet): number;
  play(table: Table, stream: FairStream, bet: Bet): Outcome;
  /** The bet as the verifier needs it to replay the round (sent with the win's fairness). */
  fairBet(table: Table, bet: Bet): Record<string, unknown>;
  /** The whole game page; its script runs under `nonce`. */
  page(view: StudioPageView<Table>, language: Language, nonce: string): string;
}

/** A game type's rules, with its own types forgotten so that the registry can hold every type. */
export type AnyKindRules = StudioKindRules<StudioTableBase, unknown, { payout: number }>;

export const defineKind = <Table extends StudioTableBase, Bet, Outcome extends { payout: number }>(
  rules: StudioKindRules<Table, Bet, Outcome>,
): AnyKindRules => rules as unknown as AnyKindRules;

/** 1, 2, 5, 10, 20, 50 and 100 times the minimum: the bet selector's steps. */
export const betLadder = (minBet: number): number[] => [1, 2, 5, 10, 20, 50, 100].map((times) => minBet * times);

export const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;

/** The next amount of the 1-2-5 series (1, 2, 5, 10, 20, 50…) at or above `value`: a bet people read at a glance. */
export function niceCeil(value: number): number {
  for (let scale = 1; ; scale *= 10) for (const step of [1, 2, 5]) if (step * scale >= value) return step * scale;
}

/** The body's field as one of the bets offered, or a RangeError. */
export function offeredBet(body: unknown, field: string, bets: readonly number[]): number {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'number' || !bets.includes(value)) throw new RangeError('choose one of the bets offered');
  return value;
}
