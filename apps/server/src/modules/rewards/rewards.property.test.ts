import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { SANDBOX_SECRET } from '../deposit/deposit.test-kit';
import { balance, operatorToken, readyMember, withdraw } from '../withdraw/withdraw.test-kit';
import { createPromotion } from './promotion-catalogue';
import { claimReward, depositPaid, join, newKey, playDice, rewardCenter } from './rewards.test-kit';

/**
 * Random deposits, bets, grants, claims (some twice), withdrawals and forfeits of one member, all
 * over HTTP, against a reference model: main and bonus balances match it, money is conserved (the
 * ledger's invariants), no bonus is released before its turnover, and none is paid twice.
 */

type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'bet'; rounds: number; stake: number }
  | { kind: 'grant'; amount: number }
  | { kind: 'claim'; pick: number; twice: boolean }
  | { kind: 'withdraw'; amount: number; forfeit: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 10_000, max: 60_000 }) }),
  fc.record({ kind: fc.constant('bet' as const), rounds: fc.integer({ min: 1, max: 8 }), stake: fc.integer({ min: 500, max: 4_000 }) }),
  fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 100, max: 5_000 }) }),
  fc.record({ kind: fc.constant('claim' as const), pick: fc.nat(), twice: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 10_000, max: 80_000 }), forfeit: fc.boolean() }),
);

interface OpenBonus {
  id: number;
  amount: number;
  required: number;
  done: number;
}

describe(`rewards against a reference model (${testDatabaseName()})`, () => {
  let t: TestApp;
  let reload = 0;
  let gift = 0;
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    await t.updateBrand((merchant) => {
      merchant.settings.wallet.withdraw.dailyCount = 1_000;
    });
    const now = t.clock.now();
    const base = {
      rulesHtml: { EN: '', TY: '' },
      audience: { kind: 'ALL' },
      startsAt: now - 1,
      endsAt: null,
      // Far beyond what the runs grant: the model has no budget or cap of its own.
      budget: 1_000_000_000_000,
      perMemberCap: 1_000_000_000,
      perMemberLimit: null,
    };
    reload = await createPromotion(
      t.app.ctx.db,
      t.merchantId,
      {
        ...base,
        kind: 'DEPOSIT_RELOAD',
        title: { EN: 'R', TY: 'R' },
        reward: { rate: 1000 },
        wagering: { multiple: 1, base: 'BONUS_AND_DEPOSIT' },
      } as never,
      now,
    );
    gift = await createPromotion(
      t.app.ctx.db,
      t.merchantId,
      { ...base, kind: 'MANUAL', title: { EN: 'G', TY: 'G' }, reward: {}, wagering: { multiple: 3, base: 'BONUS' } } as never,
      now,
    );
    const { offerOriginals } = await import('../originals/originals-catalogue');
    await offerOriginals(t.app.ctx.db, t.merchantId, now);
  }, 120_000);
  afterAll(() => t.close());

  it('keeps balances, turnover and payouts as the model says', async () => {
    const { token: staff } = await operatorToken(t, 'propstaff');
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 4, maxLength: 14 }), async (steps) => {
        const { token, memberId, payoutAccountId } = await readyMember(t, `prop${String((members += 1)).padStart(4, '0')}`, 50_000);
        await join(t, token, reload);
        let main = 50_000;
        const open: OpenBonus[] = [];
        const claimable = async () => (await rewardCenter(t, token)).ready;
        const countTurnover = (stake: number) => {
          for (const bonus of [...open]) {
            bonus.done += stake;
            if (bonus.done >= bonus.required) {
              main += bonus.amount;
              open.splice(open.indexOf(bonus), 1);
            }
          }
        };
        for (const step of steps) {
          if (step.kind === 'deposit') {
            await depositPaid(t, token, step.amount);
            main += step.amount;
          } else if (step.kind === 'bet') {
            for (let round = 0; round < step.rounds && main >= step.stake; round++) {
              const loss = await playDice(t, token, 1, step.stake);
              main -= loss;
              countTurnover(step.stake);
            }
          } else if (step.kind === 'grant') {
            await t.request({
              method: 'POST',
              url: `/wps/operator/promotions/${gift}/grants`,
              headers: { ...bearer(staff), 'idempotency-key': newKey() },
              payload: { memberId, amount: step.amount },
            });
          } else if (step.kind === 'claim') {
            const ready = await claimable();
            if (ready.length === 0) continue;
            const reward = ready[step.pick % ready.length]!;
            const answer = await claimReward(t, token, reward.id);
            expect(answer.statusCode, answer.body).toBe(200);
            if (step.twice) expect((await claimReward(t, token, reward.id)).statusCode).toBe(200);
            const value = answer.json().value;
            expect(value.status).toBe('WAGERING');
            open.push({ id: reward.id, amount: reward.amount, required: value.turnoverRequired, done: 0 });
          } else {
            const left = open.reduce((sum, bonus) => sum + bonus.required - bonus.done, 0);
            const answer = await withdraw(t, token, {
              amount: step.amount,
              payoutAccountId,
              paymentPassword: '123456',
              forfeitBonus: step.forfeit,
            });
            if (left > 0 && !step.forfeit) expect(answer.json()).toMatchObject({ code: 'WAGERING_OPEN', turnoverLeft: left });
            else if (step.amount > main) expect(answer.json().code).toBe('INSUFFICIENT_BALANCE');
            else {
              expect(answer.statusCode, answer.body).toBe(200);
              main -= step.amount;
              open.length = 0;
            }
          }
        }
        expect((await balance(t, token)).balance).toBe(main);
        const bonusAccount = await t.app.ctx.db
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('account_key', '=', `member:${memberId}:bonus`)
          .executeTakeFirst();
        expect(Number(bonusAccount?.balance ?? 0)).toBe(open.reduce((sum, bonus) => sum + bonus.amount, 0));
        const rewards = await t.app.ctx.db.selectFrom('promotion_rewards').selectAll().where('member_id', '=', memberId).execute();
        for (const reward of rewards) {
          if (reward.status === 'RELEASED') expect(Number(reward.turnover_done)).toBeGreaterThanOrEqual(Number(reward.turnover_required));
          const postings = await t.app.ctx.db
            .selectFrom('ledger_postings')
            .select('event')
            .where('reference', '=', `RW${reward.id}`)
            .execute();
          const events = postings.map((posting) => posting.event).sort();
          expect(events.length).toBe(new Set(events).size); // no event of a reward twice
        }
      }),
      { numRuns: 6 },
    );
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  }, 300_000);
});
