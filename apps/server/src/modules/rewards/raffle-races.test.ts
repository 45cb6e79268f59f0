import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { SANDBOX_SECRET } from '../deposit/deposit.test-kit';
import { operatorToken, readyMember } from '../withdraw/withdraw.test-kit';
import { createPromotion } from './promotion-catalogue';
import { depositPaid, join } from './rewards.test-kit';

const HOUR = 3_600_000;

/** A raffle draw started many times at once (PostgreSQL: really in parallel) pays its winners once. */
describe(`raffle draws at once (${testDatabaseName()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '10000', DATABASE_POOL_SIZE: '16' });
  }, 60_000);
  afterAll(() => t.close());

  it('twelve parallel draws: one draws, the prizes are granted once each', async () => {
    const prizes = [50_000, 20_000, 10_000];
    const id = await createPromotion(
      t.app.ctx.db,
      t.merchantId,
      {
        kind: 'RAFFLE',
        title: { EN: 'Race draw', TY: 'Race draw' },
        rulesHtml: { EN: '', TY: '' },
        audience: { kind: 'ALL' },
        startsAt: t.clock.now() - HOUR,
        endsAt: null,
        budget: 80_000,
        perMemberCap: 50_000,
        perMemberLimit: 1,
        reward: {},
        wagering: { multiple: 0, base: 'BONUS' },
        raffle: { drawAt: t.clock.now() + HOUR, depositPerTicket: 10_000, prizes },
      },
      t.clock.now(),
    );
    for (let i = 1; i <= 5; i++) {
      const { token } = await readyMember(t, `rrace${i}`, 1);
      expect((await join(t, token, id)).statusCode).toBe(200);
      await depositPaid(t, token, 10_000 * i);
    }
    t.clock.advance(HOUR);
    const staff = await Promise.all([1, 2, 3].map(async (n) => (await operatorToken(t, `rracestaff${n}`)).token));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.request({ method: 'POST', url: `/wps/operator/promotions/${id}/draw`, headers: bearer(staff[i % 3]!) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((answer) => answer.json().value.drawn === true)).toHaveLength(1);

    const paid = await t.app.ctx.db
      .selectFrom('promotion_rewards')
      .select(['member_id', 'amount', 'status'])
      .where('promotion_id', '=', id)
      .execute();
    expect(paid.map((row) => Number(row.amount)).sort((a, b) => b - a)).toEqual(prizes);
    expect(new Set(paid.map((row) => row.member_id)).size).toBe(3);
    expect(paid.every((row) => row.status === 'RELEASED')).toBe(true);
    const ids = await t.app.ctx.db.selectFrom('promotion_rewards').select('id').where('promotion_id', '=', id).execute();
    const grants = await t.app.ctx.db
      .selectFrom('ledger_postings')
      .select(['event', 'reference'])
      .where(
        'reference',
        'in',
        ids.map((row) => `RW${row.id}`),
      )
      .execute();
    // Each prize granted once and released once (no wagering): two postings per winner.
    expect(grants.filter((row) => row.event === 'BONUS_GRANT')).toHaveLength(3);
    expect(grants.filter((row) => row.event === 'BONUS')).toHaveLength(3);
    const promotion = await t.app.ctx.db.selectFrom('promotions').select('spent').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(promotion.spent)).toBe(80_000);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
