import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import { claimRebate, rebateNow, setEarningRules } from '../points/points.test-kit';
import { playDice } from '../rewards/rewards.test-kit';
import { balance, readyMember } from '../withdraw/withdraw.test-kit';

/** manualRebate through its HTTP API: what is due per game type, the claim, its history and refusals. */
describe(`manual rebate (${testDatabaseName()})`, () => {
  let t: TestApp;
  let members = 0;
  const member = () => readyMember(t, `reb${String((members += 1)).padStart(3, '0')}`);

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    await setEarningRules(t);
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
  }, 60_000);
  afterAll(() => t.close());

  it('valid bets since the last claim are due at the brand rate; a claim pays them once into the main wallet', async () => {
    const { token } = await member();
    expect((await claimRebate(t, token)).json().code).toBe('NOTHING_TO_CLAIM');
    await playDice(t, token, 4, 10_000);
    expect(await rebateNow(t, token)).toMatchObject({ lines: [{ gameType: 'RNG', validBet: 40_000, rate: 100, amount: 400 }], total: 400 });
    const before = (await balance(t, token)).balance;
    const claimed = await claimRebate(t, token, 'rebate-claim-0001');
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().value).toMatchObject({ amount: 400, lines: [{ gameType: 'RNG', validBet: 40_000 }] });
    expect((await balance(t, token)).balance).toBe(before + 400);
    // The same key answers the same claim; a new key finds nothing left.
    expect((await claimRebate(t, token, 'rebate-claim-0001')).json().value).toEqual(claimed.json().value);
    expect((await claimRebate(t, token)).json().code).toBe('NOTHING_TO_CLAIM');
    expect((await rebateNow(t, token)).total).toBe(0);

    // Only bets after the claim count for the next one.
    await playDice(t, token, 1, 20_000);
    expect((await rebateNow(t, token)).lines).toEqual([{ gameType: 'RNG', validBet: 20_000, rate: 100, amount: 200 }]);
    expect((await claimRebate(t, token)).json().value.amount).toBe(200);
    const history = (await t.request({ method: 'GET', url: '/wps/rebate/claims', headers: bearer(token) })).json().value.list;
    expect(history.map((claim: { amount: number }) => claim.amount)).toEqual([200, 400]);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('a rebate under the brand minimum waits for more bets, and a claim needs an Idempotency-Key and a session', async () => {
    const { token } = await member();
    await playDice(t, token, 1, 5_000);
    expect((await rebateNow(t, token)).total).toBe(50);
    expect((await claimRebate(t, token)).json().code).toBe('REBATE_BELOW_MINIMUM');
    expect((await rebateNow(t, token)).total).toBe(50);
    const noKey = await t.request({ method: 'POST', url: '/wps/rebate/claim', headers: bearer(token) });
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await t.request({ method: 'GET', url: '/wps/rebate' })).statusCode).toBe(401);
  });
});
