import {
  promotionDefinition,
  type ActivityState,
  type PromotionDefinition,
  type PromotionFilter,
  type PromotionKind,
} from '@panalo/contract/rewards';
import type { ParticipationRow, PromotionRow, RewardRow } from './rewards.repository';

/** The pure rules of promotions: what a reward is worth, what it must wager, what a card shows. */

const definitions = new Map<string, PromotionDefinition>();

/** The stored definition, parsed once per distinct text (the spin path reads it on every bet of a bonus holder). */
export function definitionOf(text: string): PromotionDefinition {
  let parsed = definitions.get(text);
  if (!parsed) {
    parsed = promotionDefinition.parse(JSON.parse(text));
    if (definitions.size > 1000) definitions.clear();
    definitions.set(text, parsed);
  }
  return parsed;
}

export const filterOf = (kind: PromotionKind): PromotionFilter =>
  kind === 'DEPOSIT_FIRST' || kind === 'DEPOSIT_RELOAD'
    ? 'DEPOSIT'
    : kind === 'CASHBACK' || kind === 'CHECK_IN' || kind === 'REBATE' || kind === 'RAFFLE'
      ? kind
      : 'MANUAL';

/** Basis points of `base`, rounded down, capped. */
export function rateOf(base: number, rate: number | undefined, cap: number | undefined): number {
  const value = Math.floor((base * (rate ?? 0)) / 10_000);
  return cap === undefined ? value : Math.min(value, cap);
}

/** The deposit bonus a credited deposit earns (0 below the minimum deposit). */
export function depositBonus(definition: PromotionDefinition, deposit: number): number {
  if (deposit < (definition.reward.minDeposit ?? 0)) return 0;
  return rateOf(deposit, definition.reward.rate, definition.reward.cap);
}

/** The turnover a claimed reward must reach before it moves to main. */
export function turnoverRequired(definition: PromotionDefinition, amount: number, depositAmount: number): number {
  const base = definition.wagering.base === 'BONUS_AND_DEPOSIT' ? amount + depositAmount : amount;
  return base * definition.wagering.multiple;
}

/** How much of a stake on a game of `gameType` counts towards this promotion's wagering. */
export function weightedTurnover(definition: PromotionDefinition, stake: number, gameType: string): number {
  if (definition.gameTypes.length > 0 && !definition.gameTypes.includes(gameType)) return 0;
  const weight = definition.wagering.weights[gameType] ?? definition.wagering.defaultWeight;
  return Math.floor((stake * weight) / 100);
}

/** Started, not ended, and budget left (a row without a budget pays nothing: every promotion has one). */
export const isOpen = (row: PromotionRow, now: number): boolean =>
  row.starts_at <= now && (row.ends_at === null || row.ends_at > now) && row.budget !== null && row.spent < row.budget;

export interface MemberView {
  memberId: number;
  participation: ParticipationRow | undefined;
  rewards: RewardRow[];
  /** Today's and yesterday's period keys (check-in, cashback). */
  today: string;
  yesterday: string;
  /** Cashback: yesterday's net loss. */
  cashbackDue: number;
  /** Rebate: the last period's rebate and the reward period key that pays it. */
  rebate?: { periodKey: string; amount: number } | undefined;
}

/** A raffle: join, then joined until the draw; after it the winner's prize wagers or is issued, and it is closed for the rest. */
function raffleState(drawAt: number, now: number, status: string | undefined, view?: MemberView): ActivityState {
  if (drawAt > now) return status === 'joined' ? 'joined' : 'join';
  const prize = view?.rewards.find((reward) => reward.status !== 'CLAIMABLE');
  if (prize?.status === 'WAGERING') return 'in process';
  if (prize?.status === 'RELEASED') return 'issued';
  return 'closed';
}

/** The card's activity state (spec 001 section 4) for a member, or for a visitor (view undefined). */
export function activityState(row: PromotionRow, definition: PromotionDefinition, now: number, view?: MemberView): ActivityState {
  if (row.starts_at > now) return 'coming soon';
  const claimable = view?.rewards.find((reward) => reward.status === 'CLAIMABLE');
  if (claimable) return 'claim';
  const status = view?.participation?.status;
  if (status === 'applying') return 'applying';
  if (status === 'rejected') return 'rejected';
  if (definition.raffle) return raffleState(definition.raffle.drawAt, now, status, view);
  if (!isOpen(row, now)) return 'closed';
  if (view?.rewards.some((reward) => reward.status === 'WAGERING')) return 'in process';
  const claimed = view?.rewards.filter((reward) => reward.status !== 'CLAIMABLE') ?? [];
  const released = claimed.some((reward) => reward.status === 'RELEASED');
  const limitReached = definition.perMemberLimit !== null && claimed.length >= definition.perMemberLimit;
  if (limitReached || status === 'used') return released ? 'issued' : 'claimed';
  if (definition.needsApplication && !status) return 'join';
  switch (row.kind) {
    case 'CHECK_IN':
      if (!view) return 'claim';
      return claimed.some((reward) => reward.period_key === view.today) ? 'claimed' : 'claim';
    case 'CASHBACK':
      if (!view) return 'join';
      if (claimed.some((reward) => reward.period_key === view.yesterday)) return 'claimed';
      return view.cashbackDue > 0 ? 'claim' : 'joined';
    case 'DEPOSIT_FIRST':
    case 'DEPOSIT_RELOAD':
      return status === 'joined' ? 'joined' : 'join';
    case 'REBATE': {
      if (status !== 'joined') return 'join';
      const due = view?.rebate;
      if (!due) return 'joined';
      if (claimed.some((reward) => reward.period_key === due.periodKey)) return 'claimed';
      return due.amount > 0 ? 'claim' : 'joined';
    }
    default:
      return released ? 'issued' : 'joined';
  }
}
