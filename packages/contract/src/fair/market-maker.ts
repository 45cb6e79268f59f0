/**
 * How the studio's moving books price a bet (docs/decisions/0001-own-money-never-moves-own-price.md):
 * a market maker with a cost function, Hanson's logarithmic market scoring rule. A market (a fight's
 * meron/wala, a fixture's 1/X/2 or over/under) has fair chances f and a depth β; its state is the
 * payout the book owes on each outcome, q. Its cost is C(q) = β·ln Σ f_j·e^(q_j/β), the chance it
 * gives outcome i now is π_i = f_i·e^(q_i/β) / Σ f_j·e^(q_j/β), and a bet buying payout h on i costs
 * C(q + h·e_i) − C(q) at fair chances (the game's margin on top).
 *
 * Why this rule: the cost of moving a book from one state to another is the same whatever path the
 * bets took, and buying the same payout h on every outcome costs exactly h. So no set of bets, in any
 * order and split across any number of players, pays more than it cost in every outcome: the money
 * that moved a price is what the better price was bought with. And whatever happens, the book's
 * loss on a market is at most β·ln(1/f_i) (the outcome i that wins), less the margins it took.
 *
 * A player's own money is counted only where it works against them (bookForBet, bookForCashOut), so
 * a player's earlier bets never improve a price or a cash-out offer they get.
 */

/** The payouts owed on each outcome of a market, minor units (parlay legs count as singles of the parlay's stake). */
export type OwedBook = Partial<Record<string, number>>;

/**
 * Each outcome's chance of the moment, π_i = f_i·e^(q_i/β) / Σ f_j·e^(q_j/β). The exponents are
 * taken from the largest down, so a deep book does not overflow; an empty book gives the fair
 * chances back exactly (e^0 = 1).
 */
export function bookChances(fair: readonly number[], owed: readonly number[], depth: number): number[] {
  const top = Math.max(...owed.map((q) => q / depth));
  const weights = fair.map((f, i) => f * Math.exp(owed[i]! / depth - top));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return weights.map((weight) => weight / sum);
}

/**
 * The payout that a fair cost c buys on an outcome given its chance π of the moment: the h with
 * C(q + h·e_i) − C(q) = c, that is h = β·ln(1 + (e^(c/β) − 1)/π). Its own stake moves the price as
 * it is bought: a big stake takes the price it moves to. A chance of 0 (a book pushed far past the
 * outcome) buys without bound: the game's price cap then holds the payout.
 */
export function payoutBought(chance: number, cost: number, depth: number): number {
  if (cost <= 0) return 0;
  if (chance <= 0) return Number.POSITIVE_INFINITY;
  return depth * Math.log1p(Math.expm1(cost / depth) / chance);
}

/** The price (decimal odds × 10,000, on the 0.01 grid, rounded down) a payout h bought for a stake comes to. */
export const priceOfPayout = (payout: number, stake: number): number => Math.floor((payout * 100) / stake) * 100;

/**
 * The book a player's new bet on `pick` is priced on: every bet's payout owed, less the player's own
 * on the other outcomes (their own money there would lengthen this price). Their own money on `pick`
 * stays: it only shortens the price, and splitting one stake into many bets then gains nothing.
 */
export function bookForBet(owed: OwedBook, own: OwedBook, pick: string): OwedBook {
  const book: OwedBook = {};
  for (const key of new Set([...Object.keys(owed), pick])) book[key] = Math.max(0, (owed[key] ?? 0) - (key === pick ? 0 : (own[key] ?? 0)));
  return book;
}

/**
 * The book a cash-out of a player's bet on `pick` is valued on: every bet's payout owed, less the
 * player's own on `pick` (the bet itself included: their own money there would raise the offer).
 * Their own money on the other outcomes stays: it only lowers the offer.
 */
export function bookForCashOut(owed: OwedBook, own: OwedBook, pick: string): OwedBook {
  const book: OwedBook = { ...owed };
  book[pick] = Math.max(0, (owed[pick] ?? 0) - (own[pick] ?? 0));
  return book;
}
