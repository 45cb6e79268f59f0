import { MemberType } from '@panalo/contract/member-types';
import type { AppContext } from '../app-context';
import { enabledChannels, insertDeposit, settleDeposit } from '../modules/deposit/deposit.repository';
import { bonusCredited, depositCredited, memberTransferred } from '../modules/ledger/ledger';
import { MINUTE } from '../lib/clock';
import { playDemoRounds, type DemoGame, type DemoRound } from './demo-rounds';
import { createAccount } from './fixtures';

const DAY = 24 * 60 * 60_000;
const DAYS = 14;

/** A small deterministic generator, so every first start makes the same team. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/**
 * The demo agent's team (docs/agents.md): 20 members under agent1, a sub-agent (subagent1, code
 * DEMOSUB1) with 8 members of their own, registered over the last two weeks, with deposits and
 * settled rounds (played through the seamless wallet's services, demo-rounds.ts, so bet records and
 * rollups fill as in production).
 * Every member's password is Member1234; one hash serves them all to keep the first start fast.
 * The agent also gets rebates and sends downlines transfers (the salaries come from the demo
 * contracts' settlement), so every agent report (my income, account details) has figures at first start.
 */
export async function seedDemoTeam(
  ctx: AppContext,
  { merchantId, agentId, memberHash, agentHash }: { merchantId: number; agentId: number; memberHash: string; agentHash: string },
): Promise<{ subAgentId: number; since: number }> {
  const now = ctx.clock.now();
  const random = numbers(20_261_124);
  const subAgentId = await createAccount(ctx, {
    merchantId,
    username: 'subagent1',
    password: 'Agent1234',
    passwordHash: agentHash,
    type: MemberType.AGENT,
    uplineId: agentId,
    referralCode: 'DEMOSUB1',
    nickname: 'Demo Sub-agent',
    agentRateBp: 150,
    kycStatus: 'A',
    createdAt: now - (DAYS - 1) * DAY,
  });
  const team: number[] = [subAgentId];
  const place = async (username: string, uplineId: number) => {
    const id = await createAccount(ctx, {
      merchantId,
      username,
      password: '',
      passwordHash: memberHash,
      uplineId,
      // Verified: their rounds run for weeks, past the KYC deadline (kernel/money-screen.ts).
      kycStatus: 'A',
      createdAt: now - random(DAYS) * DAY - random(DAY),
    });
    team.push(id);
  };
  for (let index = 1; index <= 20; index++) await place(`team${String(index).padStart(2, '0')}`, agentId);
  for (let index = 1; index <= 8; index++) await place(`sub${String(index).padStart(2, '0')}`, subAgentId);

  // Games of seamless vendors: the team's rounds are played through the seamless wallet. They lead
  // the lobby's popular lists and the maintenance dialog's suggestions, so they are ones a visitor
  // can also try in free play (support_play 0).
  const games: DemoGame[] = await ctx.db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.id', 'v.code as vendorCode'])
    .where('g.game_type', 'in', ['RNG', 'LIVE', 'FH'])
    .where('g.status', '=', 'active')
    .where('v.wallet_mode', '=', 'seamless')
    .where('g.support_play', '=', 0)
    .orderBy('g.id')
    .limit(12)
    .execute();
  const seeded = { subAgentId, since: now - DAYS * DAY };
  const merchant = await ctx.merchants.byId(merchantId);
  if (games.length === 0 || !merchant) return seeded;
  const book = { merchantId, currency: 'PHP' };
  const [channel] = await enabledChannels(ctx.db, merchantId);
  if (!channel) return seeded;
  // Each member's deposit, then their rounds; members play at once, so their commits are shared.
  await Promise.all(
    team.slice(1).map(async (memberId, index) => {
      const rounds: DemoRound[] = [];
      await ctx.money.run(async (work) => {
        const depositDay = random(DAYS);
        const depositAt = now - depositDay * DAY - random(6 * 60 * 60_000);
        const amount = (5 + random(46)) * 10_000;
        const reference = `demo-deposit-${memberId}`;
        // A paid deposit request as a member makes one, so the back office's deposits and first deposits count it.
        const depositId = await insertDeposit(work.tx, {
          merchantId,
          memberId,
          channelId: channel.id,
          reference,
          amount,
          currency: 'PHP',
          gateway: channel.gateway,
          gatewayReference: `demo-${memberId}`,
          payUrl: '',
          now: depositAt - 60_000,
          expiresAt: depositAt + 30 * 60_000,
        });
        await settleDeposit(work.tx, { id: depositId, from: ['PENDING'], status: 'CREDITED', failureReason: null, now: depositAt });
        await depositCredited(work, { book, memberId, amount, reference, now: depositAt });
        let balance = amount;
        const count = 2 + random(6);
        for (let round = 0; round < count; round++) {
          const at = Math.min(now, depositAt + (round + 1) * random(DAY / 2) + 60_000);
          const stake = Math.min(balance, (1 + random(20)) * 1_000);
          if (stake <= 0) break;
          const win = random(3) === 0 ? stake * (1 + random(3)) : random(2) === 0 ? Math.floor(stake / 2) : 0;
          balance += win - stake;
          rounds.push({ game: games[(index + round) % games.length]!, at, stake, win });
        }
      });
      await playDemoRounds(ctx, merchant, { memberId, rounds, expiresAt: now + MINUTE });
    }),
  );
  await seedAgentMoney(ctx, { book, agentId, team, now });
  return seeded;
}

/** The agent's own rebates over the last days, and transfers to two direct downlines. */
async function seedAgentMoney(
  ctx: AppContext,
  { book, agentId, team, now }: { book: { merchantId: number; currency: string }; agentId: number; team: number[]; now: number },
): Promise<void> {
  await ctx.money.run(async (work) => {
    for (const daysAgo of [1, 3, 5, 8]) {
      const at = now - daysAgo * DAY;
      await bonusCredited(work, { book, memberId: agentId, amount: 2_500, reference: `demo-rebate-${daysAgo}`, now: at });
    }
    for (const [index, memberId] of team.slice(1, 3).entries()) {
      const money = { book, memberId: agentId, amount: 5_000, reference: `demo-transfer-${memberId}`, now: now - (index + 1) * DAY };
      await memberTransferred(work, { ...money, toMemberId: memberId, direction: 'DOWNLINE' });
    }
    await bonusCredited(work, { book, memberId: team.at(-1)!, amount: 3_000, reference: 'demo-bonus-sub', now: now - 2 * DAY });
  });
}
