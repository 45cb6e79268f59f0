import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { moneyPaths, moneyStage, stageMember, type MoneyStage } from '../../test-support/money-paths.test-kit';
import { walletCalls } from '../../test-support/wallet-calls.test-kit';
import { accountBalance, holdingsOf } from '../ledger/balances';
import { forfeitHoldOf } from '../ledger/ledger-accounts';
import { personalInfoForm, savePersonalInfo } from '../kyc/kyc.test-kit';
import { staffSession } from '../staff/staff.test-kit';
import { cases } from '../aml/aml.test-kit';
import { nameKey } from './person-name';
import { insertRestrictedPersons } from './restricted.repository';

/**
 * The money screen refuses a listed member on every money and play path, even from a session the
 * listing did not end: here the list entry is written straight into the table, as a restore from a
 * backup or another tool would, so nothing but the screen stands between the member and the money.
 */
describe(`the money screen refuses a restricted person on every path (${testDatabaseName()})`, () => {
  let t: TestApp;
  let stage: MoneyStage;
  let paths: ReturnType<typeof moneyPaths>;
  let risk: string;
  let people = 0;
  const book = () => ({ merchantId: t.merchantId, currency: 'PHP' });

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', KYC_RATE_LIMIT_PER_MINUTE: '10000' });
    stage = await moneyStage(t);
    paths = moneyPaths(stage);
    risk = (await staffSession(t, 'riskscreen', ['risk_kyc'])).token;
  }, 120_000);
  afterAll(() => t.close());

  /** A member whose saved KYC details are those of a person the list names, before the list does. */
  async function soonListed(username: string) {
    const member = await stageMember(stage, username);
    const lastName = `Listed${String.fromCharCode(65 + (people += 1))}`;
    const form = personalInfoForm({ firstName: 'Ramon', middleName: 'Cruz', lastName, birthday: '1968-04-02' });
    expect((await savePersonalInfo(t, member.token, form)).statusCode).toBe(200);
    const list = async () => {
      const fullName = `Ramon ${lastName}`;
      const row = { merchant_id: t.merchantId, full_name: fullName, name_key: nameKey(fullName), birthday: '1968-04-02', reason: 'PEP' };
      expect(await insertRestrictedPersons(t.app.ctx.db, [{ ...row, created_at: t.clock.now() }])).toBe(1);
    };
    return { ...member, list };
  }

  it('refuses a deposit, and the first refusal ends the session and holds the main and vendor wallets', async () => {
    const member = await soonListed('screendep');
    expect(await paths.vendorTransfer(member.token, 'in', 30_000)).toBe('OK');
    await member.list();

    expect(await paths.deposit(member.token)).toBe('RESTRICTED_PERSON');
    const [found, ...others] = (await cases(t, risk, '&kind=RESTRICTED')).list.filter((c) => c.memberId === member.memberId);
    expect(found).toBeDefined();
    expect(others).toEqual([]);
    // The vendor's wallet was pulled back into the hold with the main wallet: nothing is left to play.
    expect(await holdingsOf(t.app.ctx.db, book(), member.memberId)).toMatchObject({ main: 0, transit: 0 });
    expect((await holdingsOf(t.app.ctx.db, book(), member.memberId)).vendors.get('SBXLIVE')).toBe(0);
    expect(await accountBalance(t.app.ctx.db, book(), forfeitHoldOf(member.memberId))).toBe(1_000_000);
    const balance = await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(member.token) });
    expect(balance.json().code).toBe('SESSION_EXPIRED');
  });

  it('refuses a transfer to the upline', async () => {
    const member = await soonListed('screenup');
    await member.list();
    expect(await paths.toUpline(member.token)).toBe('RESTRICTED_PERSON');
    expect((await holdingsOf(t.app.ctx.db, book(), stage.agentId)).main).toBe(0);
  });

  it('refuses money into a vendor wallet', async () => {
    const member = await soonListed('screenvin');
    await member.list();
    expect(await paths.vendorTransfer(member.token, 'in')).toBe('RESTRICTED_PERSON');
  });

  it('refuses a game launch', async () => {
    const member = await soonListed('screenlaunch');
    await member.list();
    expect(await paths.launch(member.token)).toBe('RESTRICTED_PERSON');
  });

  it("refuses the built-in provider's bet and a vendor's bet on a game launched before", async () => {
    const member = await soonListed('screenbet');
    const dice = await paths.gameToken(member.token, stage.diceNodeId);
    const slot = await paths.gameToken(member.token, stage.slotNodeId);
    await member.list();

    expect(await paths.originalsBet(dice)).toBe('RESTRICTED_PERSON');
    const refused = await paths.vendorCalls.call('bet', {
      token: slot,
      transactionId: 'screen-bet-1',
      roundId: 'screen-r1',
      amount: 1_000,
    });
    expect(refused.json()).toMatchObject({ success: false, code: 'RESTRICTED_PERSON', balance: 1_000_000 });
    expect((await holdingsOf(t.app.ctx.db, book(), member.memberId)).main).toBe(1_000_000);
  });

  it('lets the same paths through for a member nobody listed', async () => {
    const member = await stageMember(stage, 'screenfree');
    const { transfer } = walletCalls(
      () => t,
      () => member.token,
    );
    expect(await paths.deposit(member.token)).toBe('OK');
    expect(await paths.toUpline(member.token)).toBe('OK');
    expect((await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 1_000 })).statusCode).toBe(200);
    expect(await paths.seamlessBet(await paths.gameToken(member.token, stage.slotNodeId))).toBe('OK');
    expect(await paths.originalsBet(await paths.gameToken(member.token, stage.diceNodeId))).toBe('OK');
  });
});
