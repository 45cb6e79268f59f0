import { cardAt, type Card } from './baccarat';
import { ShuffleDealer, type FairStream } from './fair-stream';

/**
 * Dragon Tiger for the studio's live tables: one card to Dragon, one to Tiger, from the top of a
 * fresh shuffle of an 8-deck shoe (the baccarat shoe and its card order). Ace is low (1), king high
 * (13); suits do not count. Dragon and Tiger pay 1:1 and return half the stake on a tie; Tie pays 8:1.
 *
 * Exact odds: the second card matches the first's rank with 31/415 (32 cards a rank, 415 left), so
 * P(tie) = 31/415 and P(dragon) = P(tiger) = 192/415.
 *   Dragon (or Tiger): 2 × 192/415 + 0.5 × 31/415 = 399.5/415 ≈ 96.27%
 *   Tie: 9 × 31/415 = 279/415 ≈ 67.23%
 */

export const DRAGON_TIGER_SHOE = 416;
export type DragonTigerSpot = 'dragon' | 'tiger' | 'tie';
export const DRAGON_TIGER_SPOTS: readonly DragonTigerSpot[] = ['dragon', 'tiger', 'tie'];
export const DRAGON_TIGER_RTP: Record<DragonTigerSpot, number> = { dragon: 399.5 / 415, tiger: 399.5 / 415, tie: 279 / 415 };

export interface DragonTigerDeal {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerSpot;
}

export function dealDragonTiger(stream: FairStream): DragonTigerDeal {
  const dealer = new ShuffleDealer(stream, DRAGON_TIGER_SHOE);
  const dragon = cardAt(dealer.next());
  const tiger = cardAt(dealer.next());
  const winner = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner };
}

/** A spot's return, stake included; the half back on a tie is whole because stakes are even (the live tables' chips). */
export function dragonTigerSettle(spot: DragonTigerSpot, amount: number, winner: DragonTigerSpot): number {
  if (spot === winner) return spot === 'tie' ? amount * 9 : amount * 2;
  return winner === 'tie' ? Math.floor(amount / 2) : 0;
}
