import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import type { PromotionCard, RewardValue } from '@panalo/contract/rewards';
import { bearer, type TestApp } from '../../test-support/test-app.test-kit';
import { pressOnPage, startDeposit } from '../deposit/deposit.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import { createPromotion } from './promotion-catalogue';

/** Shared steps of the rewards suites: promotions of each kind, and what a member does over HTTP. */

const DAY = 86_400_000;
const rules = { EN: '<p>Rules</p><script>alert(1)</script>', TY: '<p>Mga tuntunin</p>' };
const noWagering = { multiple: 0, base: 'BONUS' as const };

export async function seedPromotions(t: TestApp) {
  const db = t.app.ctx.db;
  const now = t.clock.now();
  const base = {
    rulesHtml: rules,
    audience: { kind: 'ALL' as const },
    startsAt: now - DAY,
    endsAt: null,
    budget: 100_000_000,
    perMemberCap: 10_000_000,
    perMemberLimit: null,
  };
  const make = (input: object) => createPromotion(db, t.merchantId, { ...base, ...input } as never, now);
  await offerOriginals(db, t.merchantId, now);
  return {
    first: await make({
      kind: 'DEPOSIT_FIRST',
      title: { EN: 'First deposit 10%', TY: 'Unang deposito 10%' },
      reward: { rate: 1000, cap: 10_000, minDeposit: 10_000 },
      wagering: { multiple: 5, base: 'BONUS' },
      perMemberLimit: 1,
    }),
    reload: await make({
      kind: 'DEPOSIT_RELOAD',
      title: { EN: 'Reload 5%', TY: 'Reload 5%' },
      reward: { rate: 500, cap: 100_000 },
      wagering: { multiple: 1, base: 'BONUS_AND_DEPOSIT', weights: { LIVE: 10 } },
    }),
    cashback: await make({
      kind: 'CASHBACK',
      title: { EN: 'Daily cashback 10%', TY: 'Cashback 10%' },
      reward: { rate: 1000, cap: 500_000 },
      wagering: noWagering,
    }),
    checkIn: await make({
      kind: 'CHECK_IN',
      title: { EN: 'Daily check-in', TY: 'Araw-araw na check-in' },
      reward: { amount: 1_000 },
      wagering: noWagering,
    }),
    manual: await make({
      kind: 'MANUAL',
      title: { EN: 'VIP gift', TY: 'Regalo ng VIP' },
      reward: {},
      wagering: { multiple: 2, base: 'BONUS' },
      perMemberLimit: 2,
    }),
    applied: await make({
      kind: 'MANUAL',
      title: { EN: 'Share and win', TY: 'Ibahagi at manalo' },
      reward: {},
      wagering: noWagering,
      needsApplication: true,
    }),
    soon: await make({
      kind: 'CHECK_IN',
      title: { EN: 'Soon', TY: 'Malapit na' },
      reward: { amount: 1 },
      wagering: noWagering,
      startsAt: now + DAY,
    }),
    ended: await make({
      kind: 'CHECK_IN',
      title: { EN: 'Ended', TY: 'Tapos na' },
      reward: { amount: 1 },
      wagering: noWagering,
      endsAt: now - 1,
    }),
  };
}

export type SeededPromotions = Awaited<ReturnType<typeof seedPromotions>>;

export async function cards(t: TestApp, token?: string, type = 'ALL'): Promise<PromotionCard[]> {
  const url = token ? `/wps/v2/promotions?type=${type}` : `/wps/promotions?type=${type}`;
  const response = await t.request({ method: 'GET', url, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.list;
}

export async function stateOf(t: TestApp, token: string, id: number): Promise<string> {
  return (await cards(t, token)).find((card) => card.id === id)!.state;
}

export const join = (t: TestApp, token: string, id: number) =>
  t.request({ method: 'POST', url: `/wps/v2/promotions/${id}/join`, headers: bearer(token) });

export const claimPromotion = (t: TestApp, token: string, id: number) =>
  t.request({ method: 'POST', url: `/wps/v2/promotions/${id}/claim`, headers: bearer(token) });

export const claimReward = (t: TestApp, token: string, id: number) =>
  t.request({ method: 'POST', url: `/wps/v2/rewards/${id}/claim`, headers: bearer(token) });

export async function rewardCenter(t: TestApp, token: string): Promise<{ ready: RewardValue[]; badge: number; history: RewardValue[] }> {
  const response = await t.request({ method: 'GET', url: '/wps/v2/rewards', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

export async function bonuses(t: TestApp, token: string): Promise<{ list: RewardValue[]; turnoverLeft: number }> {
  const response = await t.request({ method: 'GET', url: '/wps/v2/rewards/bonuses', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

/** A deposit paid through the sandbox gateway's page. */
export async function depositPaid(t: TestApp, token: string, amount: number): Promise<void> {
  const started = await startDeposit(t, token, amount);
  expect((await pressOnPage(t, started.payUrl, 'pay')).statusCode).toBe(303);
}

/** Launches the built-in dice and plays `rounds` bets of `stake`; returns the member's net loss. */
export async function playDice(t: TestApp, token: string, rounds: number, stake: number): Promise<number> {
  const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${ORIGINALS_VENDOR}` })).json().value.games as {
    gameCode: string;
    nodeId: number;
  }[];
  const nodeId = list.find((game) => game.gameCode === 'dice')!.nodeId;
  const launched = (await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) })).json()
    .value;
  const session = new URL(launched.url, 'http://site.test').searchParams.get('token')!;
  let loss = 0;
  for (let round = 0; round < rounds; round++) {
    const played = await t.request({
      method: 'POST',
      url: '/lgw/originals/v1/play',
      payload: { token: session, game: 'dice', bet: { amount: stake, direction: 'under', target: 4_950 } },
    });
    expect(played.statusCode, played.body).toBe(200);
    loss += stake - (played.json().value.payout as number);
  }
  return loss;
}

export const newKey = (): string => randomUUID();
