import type { MerchantSettings } from '@panalo/contract/brand-settings';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { PostedMoney } from '../../db/money-writer';
import { MINUTE } from '../../lib/clock';
import { readableCode } from '../../lib/tokens';
import { merchantSettings, parseJson } from '../../kernel/merchant-settings';
import { countValidBet, notePointsEarned } from '../rebate/valid-bets';
import { brandSettingsJson, creditPoints, insertPointsEntry } from './points.repository';

/** Rates are per 100.00 (10,000 minor units) of valid bet or deposit. */
const PER = 10_000;

type PointsRules = MerchantSettings['points'];

async function rulesOf(ctx: AppContext, tx: Executor, merchantId: number): Promise<PointsRules> {
  const now = ctx.clock.now();
  const known = ctx.caches.brandEarningRules.get(merchantId);
  if (known && known.until > now) return known.rules;
  const stored = await brandSettingsJson(tx, merchantId);
  const rules = parseJson(merchantSettings, stored ?? '{}').points;
  ctx.caches.brandEarningRules.set(merchantId, { rules, until: now + MINUTE });
  return rules;
}

async function earn(tx: Executor, posting: PostedMoney, type: 'EARN_BET' | 'EARN_DEPOSIT', points: number, name: string): Promise<void> {
  const balance = await creditPoints(tx, posting.merchantId, posting.memberId, points, posting.at);
  await insertPointsEntry(tx, {
    merchantId: posting.merchantId,
    memberId: posting.memberId,
    type,
    reference: `${type === 'EARN_BET' ? 'PB' : 'PD'}${readableCode(12)}`,
    name,
    changed: points,
    balanceAfter: balance,
    now: posting.at,
  });
}

/**
 * The money writer's in-transaction listener for the points mall and rebates: bets and rollbacks
 * move the member's valid bet per game type (rebates are due on it), and valid bets and credited
 * deposits earn points by the brand's rules. Points earn on each stake once: a rolled-back stake
 * earns nothing again when it is staked anew, and points once earned stay (they never expire).
 */
export async function recordPointsActivity(ctx: AppContext, tx: Executor, posting: PostedMoney): Promise<void> {
  if (!ctx.config.REWARDS_ENGINE) return;
  if (posting.event === 'DEPOSIT') {
    const rules = await rulesOf(ctx, tx, posting.merchantId);
    const points = rules.enabled ? Math.floor((posting.amount * rules.perDeposit) / PER) : 0;
    if (points > 0) await earn(tx, posting, 'EARN_DEPOSIT', points, '');
    return;
  }
  if (posting.event !== 'BET' && posting.event !== 'ROLLBACK') return;
  const counted = await countValidBet(ctx, tx, posting);
  if (!counted || posting.event === 'ROLLBACK') return;
  const { row, gameType } = counted;
  const rules = await rulesOf(ctx, tx, posting.merchantId);
  const rate = rules.enabled ? (rules.perBet[gameType as keyof PointsRules['perBet']] ?? 0) : 0;
  if (rate === 0 || row.valid_bet <= row.points_mark) return;
  const points = Math.floor((row.valid_bet * rate) / PER) - Math.floor((row.points_mark * rate) / PER);
  if (points <= 0) return;
  // The mark moves only when points are earned, so the part of a stake short of a whole point carries over.
  await notePointsEarned(tx, row, row.valid_bet);
  await earn(tx, posting, 'EARN_BET', points, gameType);
}
