import type { ContractKind, ContractTerms, ContractTier, RealtimeRates } from '@panalo/contract/agent-contract';
import type { TeamSums } from './settlement.repository';

/**
 * What a contract pays for one window, as pure functions of the team's sums: the tier the team
 * reached, and the share that rate gives. Every share is linear in the rate, which is what lets
 * the differential subtract a sub-agent's share from its upline's.
 */

const ZERO_RATES: RealtimeRates = { winRateBp: 0, lossRateBp: 0, singleBetRateBp: 0 };

/** The rates a contract gives a team with these sums: its highest tier reached (none: 0). */
export interface Rates {
  rateBp: number;
  realtime?: RealtimeRates;
}

const reached = (tier: ContractTier, sums: TeamSums) =>
  sums.activeMembers >= tier.activeMembers &&
  sums.validBet >= tier.betAmount &&
  sums.validBet >= tier.periodValidBet &&
  Math.max(0, -sums.winLoss) >= tier.periodProfitLoss;

export function ratesFor(kind: ContractKind, terms: ContractTerms, sums: TeamSums): Rates {
  if (kind === 'REALTIME') return { rateBp: 0, realtime: terms.realtime ?? ZERO_RATES };
  let rateBp = 0;
  for (const tier of terms.tiers) if (reached(tier, sums)) rateBp = Math.max(rateBp, tier.rateBp);
  return { rateBp };
}

const part = (rateBp: number, base: number) => Math.floor((rateBp * Math.max(0, base)) / 10_000);

/**
 * The share these rates give on these sums: salaries on valid bets; dividends on the team's loss;
 * real-time salary the single-bet rate on valid bets, plus the loss rate on an hour's loss or the
 * win rate on the valid bets of an hour the team won.
 */
export function shareOf(kind: ContractKind, rates: Rates, sums: TeamSums): number {
  if (kind === 'DIVIDEND') return part(rates.rateBp, -sums.winLoss);
  if (kind !== 'REALTIME') return part(rates.rateBp, sums.validBet);
  const r = rates.realtime ?? ZERO_RATES;
  const result = sums.winLoss < 0 ? part(r.lossRateBp, -sums.winLoss) : part(r.winRateBp, sums.validBet);
  return part(r.singleBetRateBp, sums.validBet) + result;
}

/** A sub-agent's rates cut to its upline's: the upline never pays back more than it earns on a bet. */
export function capped(sub: Rates, upline: Rates): Rates {
  const rateBp = Math.min(sub.rateBp, upline.rateBp);
  if (!sub.realtime || !upline.realtime) return { rateBp };
  return {
    rateBp,
    realtime: {
      winRateBp: Math.min(sub.realtime.winRateBp, upline.realtime.winRateBp),
      lossRateBp: Math.min(sub.realtime.lossRateBp, upline.realtime.lossRateBp),
      singleBetRateBp: Math.min(sub.realtime.singleBetRateBp, upline.realtime.singleBetRateBp),
    },
  };
}

/**
 * The highest rate terms can pay on a bet: the top tier; for real-time salary the single-bet rate
 * plus the higher of the win rate (on the valid bets of a window the team won) and the loss rate
 * (on the team's loss, never more than its valid bets), since a window pays both.
 */
export function topRate(kind: ContractKind, terms: ContractTerms): number {
  if (kind === 'REALTIME') {
    const r = terms.realtime ?? ZERO_RATES;
    return r.singleBetRateBp + Math.max(r.winRateBp, r.lossRateBp);
  }
  return terms.tiers.reduce((top, tier) => Math.max(top, tier.rateBp), 0);
}

/**
 * Rates cut so that they pay at most `capBp` on a bet: a tier rate to the cap; real-time's
 * single-bet rate to the cap, and its win and loss rates to what the single-bet rate leaves.
 */
export function withinRate(rates: Rates, capBp: number): Rates {
  const cap = Math.max(0, capBp);
  if (!rates.realtime) return { rateBp: Math.min(rates.rateBp, cap) };
  const singleBetRateBp = Math.min(rates.realtime.singleBetRateBp, cap);
  const left = cap - singleBetRateBp;
  return {
    rateBp: Math.min(rates.rateBp, cap),
    realtime: {
      singleBetRateBp,
      winRateBp: Math.min(rates.realtime.winRateBp, left),
      lossRateBp: Math.min(rates.realtime.lossRateBp, left),
    },
  };
}

/** Whether each tier pays more than the one before and asks no less of the team. */
export function tiersIncrease(tiers: ContractTier[]): boolean {
  return tiers.every((tier, i) => {
    const before = tiers[i - 1];
    if (!before) return true;
    return (
      tier.rateBp > before.rateBp &&
      tier.activeMembers >= before.activeMembers &&
      tier.betAmount >= before.betAmount &&
      tier.periodValidBet >= before.periodValidBet &&
      tier.periodProfitLoss >= before.periodProfitLoss
    );
  });
}
