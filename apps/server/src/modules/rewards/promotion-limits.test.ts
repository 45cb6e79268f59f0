import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_KINDS } from '@panalo/contract/rewards';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createPromotion } from './promotion-catalogue';

/** Every promotion, whatever its kind, has a budget and a per-member cap: the catalogue refuses one without, by name. */
describe(`promotion limits (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const make = (kind: string, limits: object) =>
    createPromotion(
      t.app.ctx.db,
      t.merchantId,
      {
        kind,
        title: { EN: kind, TY: kind },
        rulesHtml: { EN: '', TY: '' },
        audience: { kind: 'ALL' },
        startsAt: t.clock.now(),
        endsAt: null,
        perMemberLimit: null,
        reward: { amount: 100 },
        wagering: { multiple: 0, base: 'BONUS' },
        ...(kind === 'RAFFLE' ? { raffle: { drawAt: t.clock.now() + 60_000, depositPerTicket: 100, prizes: [5_000, 1_000] } } : {}),
        ...limits,
      } as never,
      t.clock.now(),
    );
  const codeOf = (made: Promise<number>) => made.then(() => 'OK').catch((error: { code?: string }) => error.code);

  it.each(PROMOTION_KINDS)('%s: no promotion without a budget and a per-member cap, nor a cap over the budget', async (kind) => {
    expect(await codeOf(make(kind, { perMemberCap: 5_000 }))).toBe('PROMOTION_LIMITS_REQUIRED');
    expect(await codeOf(make(kind, { budget: null, perMemberCap: 5_000 }))).toBe('PROMOTION_LIMITS_REQUIRED');
    expect(await codeOf(make(kind, { budget: 10_000 }))).toBe('PROMOTION_LIMITS_REQUIRED');
    expect(await codeOf(make(kind, { budget: 10_000, perMemberCap: 0 }))).toBe('PROMOTION_LIMITS_REQUIRED');
    expect(await codeOf(make(kind, { budget: 10_000, perMemberCap: 10_001 }))).toBe('PROMOTION_LIMITS_REQUIRED');
    expect(await codeOf(make(kind, { budget: 10_000, perMemberCap: 5_000 }))).toBe('OK');
  });

  it('refuses a raffle whose budget cannot pay every prize or whose cap cannot pay the first', async () => {
    expect(await codeOf(make('RAFFLE', { budget: 5_999, perMemberCap: 5_000 }))).toBe('PROMOTION_LIMITS_REQUIRED');
    expect(await codeOf(make('RAFFLE', { budget: 6_000, perMemberCap: 4_999 }))).toBe('PROMOTION_LIMITS_REQUIRED');
  });
});
