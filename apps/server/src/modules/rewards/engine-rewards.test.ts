import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { createMission } from '../missions/mission-catalogue';
import { claimMission } from '../missions/missions.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import { balance, readyMember } from '../withdraw/withdraw.test-kit';
import { createPromotion } from './promotion-catalogue';
import { bonuses, playDice } from './rewards.test-kit';

/** Mission rewards follow the brand's MISSION promotion: its wagering, audience and budget. */
describe(`mission rewards through the promotion engine (${testDatabaseName()})`, () => {
  let t: TestApp;
  let mission: number;
  let members = 0;
  const member = async () => readyMember(t, `eng${String((members += 1)).padStart(3, '0')}`, 100_000);

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
    mission = await createMission(t.app.ctx, t.merchantId, {
      period: 'DAILY',
      kind: 'BET',
      target: 1_000,
      gameType: null,
      reward: 2_000,
      title: { EN: 'Bet 10', TY: 'Tumaya ng 10' },
    } as never);
    await createPromotion(
      t.app.ctx.db,
      t.merchantId,
      {
        kind: 'MISSION',
        title: { EN: 'Mission rewards', TY: 'Mga gantimpala ng misyon' },
        rulesHtml: { EN: '', TY: '' },
        audience: { kind: 'TAGS', tags: ['missions'] },
        startsAt: 0,
        endsAt: null,
        budget: 3_000,
        perMemberCap: 3_000,
        perMemberLimit: null,
        reward: {},
        wagering: { multiple: 3, base: 'BONUS' },
      },
      t.clock.now(),
    );
  }, 60_000);
  afterAll(() => t.close());

  const tag = (memberId: number) =>
    t.app.ctx.db.insertInto('player_tags').values({ merchant_id: t.merchantId, member_id: memberId, tag: 'missions' }).execute();

  it('pays a mission reward into the bonus account with the promotion’s wagering, for its audience only, within its budget', async () => {
    const outsider = await member();
    await playDice(t, outsider.token, 1, 1_000);
    const refused = await claimMission(t, outsider.token, mission);
    expect(refused.json().code).toBe('PROMOTION_NOT_ELIGIBLE');
    // The refusal rolled the claim back: once in the audience, the same mission can be claimed.
    await tag(outsider.memberId);
    const main = (await balance(t, outsider.token)).balance;
    expect((await claimMission(t, outsider.token, mission)).statusCode).toBe(200);
    expect((await balance(t, outsider.token)).balance).toBe(main);
    const [bonus] = (await bonuses(t, outsider.token)).list;
    expect(bonus).toMatchObject({ kind: 'MISSION', amount: 2_000, status: 'WAGERING', turnoverRequired: 6_000 });

    // The budget of 3,000 has 1,000 left: the next member's 2,000 does not fit.
    const second = await member();
    await tag(second.memberId);
    await playDice(t, second.token, 1, 1_000);
    expect((await claimMission(t, second.token, mission)).json().code).toBe('PROMOTION_BUDGET_EXHAUSTED');
    const card = await t.request({ method: 'GET', url: '/wps/v2/missions', headers: bearer(second.token) });
    expect(card.json().value.missions.find((row: { id: number }) => row.id === mission).status).toBe('CLAIMABLE');
    // The mission promotion carries rules; it is not a card to join.
    const list = (await t.request({ method: 'GET', url: '/wps/v2/promotions', headers: bearer(second.token) })).json().value.list;
    expect(list.some((row: { kind: string }) => row.kind === 'MISSION')).toBe(false);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
