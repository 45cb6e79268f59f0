import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { moneyPaths, moneyStage, stageMember, type MoneyStage } from '../../test-support/money-paths.test-kit';
import { accountBalance, holdingsOf } from '../ledger/balances';
import { forfeitHoldOf } from '../ledger/ledger-accounts';
import { personalInfoForm, savePersonalInfo } from '../kyc/kyc.test-kit';
import { staffSession } from '../staff/staff.test-kit';
import { cases } from '../aml/aml.test-kit';
import { importRestrictedPersons } from './restricted-import';

/**
 * Listing a person ends what their open sessions could still do: the log-in sessions and the game
 * sessions they launched end at once (a request with the old token, a vendor's next bet with the
 * old game token are refused), while the win or rollback of a round opened before still lands.
 * Staff's listing (one person, or a CSV) also opens the case and holds the funds at once, the
 * member's wallets at transfer vendors included.
 */
describe(`listing a person bars their open sessions at once (${testDatabaseName()})`, () => {
  let t: TestApp;
  let stage: MoneyStage;
  let paths: ReturnType<typeof moneyPaths>;
  let risk: string;
  const book = () => ({ merchantId: t.merchantId, currency: 'PHP' });

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', KYC_RATE_LIMIT_PER_MINUTE: '10000' });
    stage = await moneyStage(t, 'LIST');
    paths = moneyPaths(stage);
    risk = (await staffSession(t, 'risklisting', ['risk_kyc'])).token;
  }, 120_000);
  afterAll(() => t.close());

  /** A member with saved KYC details, funded, playing: a slot launched and two rounds open. */
  async function playing(username: string, lastName: string) {
    const member = await stageMember(stage, username, { balance: 100_000 });
    const form = personalInfoForm({ firstName: 'Lorna', middleName: '', lastName, birthday: '1975-09-09' });
    expect((await savePersonalInfo(t, member.token, form)).statusCode).toBe(200);
    const slot = await paths.gameToken(member.token, stage.slotNodeId);
    const { value } = paths.vendorCalls;
    await value('bet', { token: slot, transactionId: `${username}-b1`, roundId: `${username}-r1`, amount: 2_000 });
    await value('bet', { token: slot, transactionId: `${username}-b2`, roundId: `${username}-r2`, amount: 3_000 });
    return { ...member, slot };
  }
  const tokenRefused = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().code;
  const staffPost = (url: string, payload: object) => t.request({ method: 'POST', url, headers: bearer(risk), payload });

  it('staff add one person: sessions and game sessions end, open rounds settle, the case opens, every wallet is held', async () => {
    const member = await playing('listone', 'Bautista');
    expect(await paths.vendorTransfer(member.token, 'in', 20_000)).toBe('OK');
    // main 100 000 - 5 000 staked - 20 000 at the vendor
    expect((await holdingsOf(t.app.ctx.db, book(), member.memberId)).main).toBe(75_000);

    const added = await staffPost('/wps/operator/restricted/add', { fullName: 'Lorna Bautista', birthday: '1975-09-09', reason: 'PEP' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().value).toMatchObject({ added: 1, total: 1 });

    expect(await tokenRefused(member.token)).toBe('SESSION_EXPIRED');
    const { call, value } = paths.vendorCalls;
    const bet = await call('bet', { token: member.slot, transactionId: 'listone-b3', roundId: 'listone-r3', amount: 1_000 });
    expect(bet.json()).toMatchObject({ success: false, code: 'GAME_SESSION_INVALID' });
    // Rounds already played still land: the win of one, the rollback of the other.
    await value('win', { token: member.slot, transactionId: 'listone-w1', roundId: 'listone-r1', amount: 4_000, endRound: true });
    await value('rollback', { token: member.slot, transactionId: 'listone-rb2', betTransactionId: 'listone-b2', roundId: 'listone-r2' });

    // The hold took the main wallet and the vendor wallet (pulled back) at the listing.
    expect(await accountBalance(t.app.ctx.db, book(), forfeitHoldOf(member.memberId))).toBe(95_000);
    const after = await holdingsOf(t.app.ctx.db, book(), member.memberId);
    expect(after.vendors.get('SBXLIVE')).toBe(0);
    expect(after.main).toBe(7_000);
    const found = (await cases(t, risk, '&kind=RESTRICTED')).list.filter((c) => c.memberId === member.memberId);
    expect(found).toHaveLength(1);

    // What landed after the hold is held at the next attempt, under the same case.
    const login = await t.request({ method: 'POST', url: '/wps/session/login', payload: { username: 'listone', password: 'Member1234' } });
    expect(login.json().code).toBe('RESTRICTED_PERSON');
    expect(await accountBalance(t.app.ctx.db, book(), forfeitHoldOf(member.memberId))).toBe(102_000);
    expect((await cases(t, risk, '&kind=RESTRICTED')).list.filter((c) => c.memberId === member.memberId)).toHaveLength(1);
  });

  it("staff's CSV upload bars the members it lists the same way", async () => {
    const member = await playing('listcsv', 'Villanueva');
    const imported = await staffPost('/wps/operator/restricted/import', { csv: 'Lorna Villanueva,1975-09-09,PEP\n', replace: false });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await tokenRefused(member.token)).toBe('SESSION_EXPIRED');
    expect(await paths.seamlessBet(member.slot)).toBe('GAME_SESSION_INVALID');
    expect(await accountBalance(t.app.ctx.db, book(), forfeitHoldOf(member.memberId))).toBe(95_000);
  });

  it("the command line's import ends the sessions in its own transaction", async () => {
    const member = await playing('listcli', 'Mercado');
    await importRestrictedPersons(t.app.ctx.db, t.merchantId, 'Lorna Mercado,1975-09-09\n', { replace: false, now: t.clock.now() });
    // Another process (the command line) cannot reach the server's session cache: the ended
    // sessions drop out of it within SESSION_CACHE_SECONDS (5 by default).
    t.clock.advance(6_000);
    expect(await tokenRefused(member.token)).toBe('SESSION_EXPIRED');
    expect(await paths.seamlessBet(member.slot)).toBe('GAME_SESSION_INVALID');
    const { value } = paths.vendorCalls;
    await value('win', { token: member.slot, transactionId: 'listcli-w1', roundId: 'listcli-r1', amount: 1_000, endRound: true });
  });

  it('refuses a name that is no name and a birthday that is no date', async () => {
    expect((await staffPost('/wps/operator/restricted/add', { fullName: '...', birthday: '1975-09-09' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await staffPost('/wps/operator/restricted/add', { fullName: 'Ana Cruz', birthday: '1975-02-30' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
  });
});
