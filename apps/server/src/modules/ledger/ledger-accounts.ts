/**
 * The accounts of the ledger, per brand and currency. Member accounts hold what the brand owes a
 * member and can never go below zero; system accounts are the other side of every movement and
 * may (the house pays wins, clearing owes what gateways sent).
 */
/** A brand's books are kept per currency: every account and posting belongs to one. */
export interface Book {
  merchantId: number;
  currency: string;
}

export type AccountRef =
  | { kind: 'main'; memberId: number }
  | { kind: 'held'; memberId: number }
  /** Money on its way between the main wallet and a vendor's while the vendor is asked. */
  | { kind: 'transit'; memberId: number }
  /** A member's promotion money while its wagering is open; it moves to main once the turnover is met. */
  | { kind: 'member_bonus'; memberId: number }
  /** Funds of an ineligible player set aside until staff release or forfeit them (docs/aml.md). */
  | { kind: 'forfeit_hold'; memberId: number }
  | { kind: 'vendor'; memberId: number; vendor: string }
  /** A progressive jackpot pool (docs/jackpot.md): fed by the house from stakes, paid out whole to a winner; never below zero. */
  | { kind: 'jackpot'; poolId: number }
  /**
   * The house, the other side of every round's money. A round's side is kept in one of
   * `HOUSE_SHARDS` accounts chosen by the member (`houseOf`), so that concurrent rounds of a brand do
   * not queue on one row's lock; the house's balance is the sum of its accounts (kind `house`).
   * Without a shard: the house account of everything else (salaries, adjustments, jackpot funding).
   */
  | { kind: 'house'; shard?: number }
  | { kind: 'clearing' }
  | { kind: 'bonus' }
  /** What ineligible players forfeited: owed to the government, never paid out to anyone else. */
  | { kind: 'forfeited' };

export interface AccountIdentity {
  key: string;
  kind: AccountRef['kind'];
  memberId: number | null;
  vendor: string | null;
  floorZero: boolean;
}

export function identify(ref: AccountRef): AccountIdentity {
  switch (ref.kind) {
    case 'main':
    case 'held':
    case 'transit':
      return { key: `member:${ref.memberId}:${ref.kind}`, kind: ref.kind, memberId: ref.memberId, vendor: null, floorZero: true };
    case 'forfeit_hold':
      return { key: `member:${ref.memberId}:forfeit`, kind: ref.kind, memberId: ref.memberId, vendor: null, floorZero: true };
    case 'member_bonus':
      return { key: `member:${ref.memberId}:bonus`, kind: ref.kind, memberId: ref.memberId, vendor: null, floorZero: true };
    case 'vendor':
      return {
        key: `member:${ref.memberId}:vendor:${ref.vendor}`,
        kind: 'vendor',
        memberId: ref.memberId,
        vendor: ref.vendor,
        floorZero: true,
      };
    case 'jackpot':
      return { key: jackpotAccountKey(ref.poolId), kind: 'jackpot', memberId: null, vendor: null, floorZero: true };
    case 'house':
      return {
        key: ref.shard === undefined ? 'house' : `house:${ref.shard}`,
        kind: 'house',
        memberId: null,
        vendor: null,
        floorZero: false,
      };
    default:
      return { key: ref.kind, kind: ref.kind, memberId: null, vendor: null, floorZero: false };
  }
}

export const mainOf = (memberId: number): AccountRef => ({ kind: 'main', memberId });
export const heldOf = (memberId: number): AccountRef => ({ kind: 'held', memberId });
export const transitOf = (memberId: number): AccountRef => ({ kind: 'transit', memberId });
export const vendorOf = (memberId: number, vendor: string): AccountRef => ({ kind: 'vendor', memberId, vendor });
export const bonusOf = (memberId: number): AccountRef => ({ kind: 'member_bonus', memberId });
export const forfeitHoldOf = (memberId: number): AccountRef => ({ kind: 'forfeit_hold', memberId });
export const jackpotOf = (poolId: number): AccountRef => ({ kind: 'jackpot', poolId });
export const jackpotAccountKey = (poolId: number): string => `jackpot:${poolId}`;
export const FORFEITED: AccountRef = { kind: 'forfeited' };
export const HOUSE: AccountRef = { kind: 'house' };
/**
 * How many accounts a brand's house keeps its rounds' money in. Every bet and win moves the house,
 * and a row's lock is held until the commit: one row would let the brand's rounds commit one at a
 * time (docs/performance.md, "The spin path, round 6"). 32 spreads them past what one process runs
 * at once.
 */
export const HOUSE_SHARDS = 32;
/** The house account of a member's rounds. */
export const houseOf = (memberId: number): AccountRef => ({ kind: 'house', shard: memberId % HOUSE_SHARDS });
export const CLEARING: AccountRef = { kind: 'clearing' };
export const BONUS: AccountRef = { kind: 'bonus' };
