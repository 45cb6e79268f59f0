import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { fundedMember, oneSlotSeamlessVendor } from '../../test-support/games-kit.test-kit';
import { seamlessCalls } from '../../test-support/seamless-calls.test-kit';
import { bearer, BRAND_HOST, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import type { AnnouncementInput } from '@panalo/contract/content';
import { listAudit } from '../audit/audit.repository';
import { createAnnouncement } from '../content/announcement.service';
import { deposit, SANDBOX_SECRET } from '../deposit/deposit.test-kit';
import { TestBrowser } from '../identity/oidc-browser.test-kit';
import { TestOidcProvider, type TestUser } from '../identity/oidc-provider.test-kit';
import { enableSms, inboxCode, registerVerifiedMobile, requestCode } from '../verification/sms.test-kit';
import { readyMember, withdraw } from '../withdraw/withdraw.test-kit';
import { breakCalls, breaksOf } from './self-exclusion.test-kit';

const VENDOR = 'BREAKVEN';
const bea: TestUser = {
  sub: 'bea-0001',
  email: 'bea@example.com',
  email_verified: true,
  preferred_username: 'Bea.Reyes',
  name: 'Bea Reyes',
};

describe(`time-out and self-exclusion (${testDatabaseName()})`, () => {
  let t: TestApp;
  let idp: TestOidcProvider;
  let secret = '';
  let gameId = 0;
  const calls = () => breakCalls(t);

  beforeAll(async () => {
    idp = await TestOidcProvider.start([
      { clientId: 'panalo-google', clientSecret: 'google-secret', redirectUris: [`http://${BRAND_HOST}/wps/oidc/google/callback`] },
    ]);
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      SMS_MAX_PER_NUMBER_PER_HOUR: '50',
      SMS_MAX_PER_IP_PER_HOUR: '1000',
      SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET,
      OIDC_CLIENT_SECRETS: JSON.stringify({ 'brand.google': 'google-secret' }),
    });
    await enableSms(t);
    await t.updateBrand((m) => {
      m.settings.socialLogin.providers.google = {
        ...m.settings.socialLogin.providers.google,
        enabled: true,
        issuer: idp.issuer,
        clientId: 'panalo-google',
      };
    });
    ({ secret, gameId } = await oneSlotSeamlessVendor(t, VENDOR, 'Break Vendor'));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const launch = (token: string) =>
    t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: gameId }, headers: bearer(token) });
  const gameToken = async (token: string) => new URL((await launch(token)).json().value.url).searchParams.get('token')!;
  const seamless = seamlessCalls(() => ({ t, vendor: VENDOR, secret, session: async () => '' }));

  it('asks for the password, then ends every open session: launch, seamless bet and deposit are refused', async () => {
    const { takeBreak, login } = calls();
    const { token: open } = await fundedMember(t, 'breaker01', 50_000);
    const game = await gameToken(open);
    // The game is in play, so this process keeps its session (the session cache): the break must end it there too.
    await seamless.value('bet', { token: game, transactionId: seamless.id('bet'), roundId: seamless.id('round'), amount: 100 });
    const pageToken = (await login('breaker01', 'Player1234')).json().value.token as string;
    expect((await takeBreak(pageToken, { kind: 'TIME_OUT', period: '24h', password: 'wrong-one' })).json().code).toBe(
      'OLD_PASSWORD_INCORRECT',
    );
    expect((await launch(open)).statusCode).toBe(200);

    const taken = await takeBreak(pageToken, { kind: 'TIME_OUT', period: '24h', password: 'Player1234' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().value.active).toMatchObject({ kind: 'TIME_OUT', period: '24h', endsAt: t.clock.now() + 24 * HOUR });

    // The session that was already open (the one a game was launched from) answers nothing more.
    expect((await launch(open)).json().code).toBe('SESSION_EXPIRED');
    expect((await deposit(t, open, { channelId: 1, amount: 10_000 })).json().code).toBe('SESSION_EXPIRED');
    const bet = await seamless.refusal('bet', {
      token: game,
      transactionId: seamless.id('bet'),
      roundId: seamless.id('round'),
      amount: 100,
    });
    expect(bet).toMatchObject({ code: 'GAME_SESSION_INVALID', balance: 49_900 });
  });

  it('refuses the password log-in with the end time until the time-out is over, then lets the member in', async () => {
    const { takeBreak, login } = calls();
    const { token } = await fundedMember(t, 'breaker02', 0);
    await takeBreak(token, { kind: 'TIME_OUT', period: '7d', password: 'Player1234' });
    const endsAt = t.clock.now() + 7 * DAY;
    const refused = await login('breaker02', 'Player1234', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'RG_TIME_OUT', endsAt, message: expect.stringContaining('taking a break') });
    const tagalog = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'breaker02', password: 'Player1234' },
      headers: { lang: 'TY' },
    });
    expect(tagalog.json()).toMatchObject({ code: 'RG_TIME_OUT', message: expect.stringContaining('Nagpapahinga') });
    // A wrong password hears the usual answer: the reason is told only to the account's owner.
    expect((await login('breaker02', 'Wrong12345')).json().code).toBe('INVALID_CREDENTIALS');
    // A time-out has no withdraw-only way in.
    expect((await login('breaker02', 'Player1234', { withdrawOnly: true })).json().code).toBe('RG_TIME_OUT');
    t.clock.advance(7 * DAY - 1);
    expect((await login('breaker02', 'Player1234')).json().code).toBe('RG_TIME_OUT');
    t.clock.advance(1);
    expect((await login('breaker02', 'Player1234')).statusCode).toBe(200);
  });

  it('refuses the new-IP log-in code, the SMS log-in and the social sign-in of a member on a time-out', async () => {
    const { takeBreak } = calls();
    // SMS log-in.
    const mobile = await registerVerifiedMobile(t, '9182220001', {
      username: 'smsbreak01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    const endsAt = (await takeBreak(mobile.token, { kind: 'TIME_OUT', period: '30d', password: 'Secret123' })).json().value.active.endsAt;
    expect((await requestCode(t, 'login', { mobileNum: '9182220001', countryDialingCode: '63' })).statusCode).toBe(200);
    const code = await inboxCode(t, '9182220001');
    const sms = await t.request({
      method: 'POST',
      url: '/wps/session/login/v2',
      payload: { type: 'sms', mobileNum: '9182220001', countryDialingCode: '63', verificationCode: code },
    });
    expect(sms.json()).toMatchObject({ code: 'RG_TIME_OUT', endsAt });

    // New-IP verification: the refusal comes before any code is sent.
    await t.updateBrand((brand) => {
      brand.settings.security.newIpVerification = 'sms';
    });
    const roaming = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'smsbreak01', password: 'Secret123' },
      remoteAddress: '198.51.100.77',
    });
    expect(roaming.json().code).toBe('RG_TIME_OUT');
    await t.updateBrand((brand) => {
      brand.settings.security.newIpVerification = 'off';
    });

    // Social sign-in: the member linked to the provider account takes a break, then signs in again.
    idp.signInAs(bea);
    const first = await new TestBrowser(t).navigate('/wps/oidc/google/start');
    const firstCode = new URLSearchParams(first.landing.hash.slice(1)).get('loginCode')!;
    const social = (await t.request({ method: 'POST', url: '/wps/session/login/code', payload: { code: firstCode } })).json().value;
    // A social account has no password of its own until the member sets one; the break page asks for it.
    const passwordHash = await hashPassword('Secret123');
    await t.app.ctx.db
      .updateTable('credentials')
      .set({ password_hash: passwordHash })
      .where('member_id', '=', social.userInfo.id)
      .execute();
    expect((await takeBreak(social.token, { kind: 'TIME_OUT', period: '6w', password: 'Secret123' })).statusCode).toBe(200);
    idp.signInAs(bea);
    const again = await new TestBrowser(t).navigate('/wps/oidc/google/start');
    // The provider still vouches for the member; the hand-over code is where the log-in is refused.
    const againCode = new URLSearchParams(again.landing.hash.slice(1)).get('loginCode')!;
    const refused = await t.request({ method: 'POST', url: '/wps/session/login/code', payload: { code: againCode } });
    expect(refused.json()).toMatchObject({ code: 'RG_TIME_OUT' });
  });

  it('keeps a self-excluded member out but lets them withdraw through a withdraw-only session', async () => {
    const { takeBreak, login, state } = calls();
    const { token, payoutAccountId } = await readyMember(t, 'excluded01', 500_000);
    const taken = await takeBreak(token, { kind: 'SELF_EXCLUSION', period: '6m', password: 'Member1234' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).json().code).toBe('SESSION_EXPIRED');

    expect((await login('excluded01', 'Member1234')).json()).toMatchObject({
      code: 'RG_SELF_EXCLUDED',
      endsAt: taken.json().value.active.endsAt,
    });
    const restricted = await login('excluded01', 'Member1234', { withdrawOnly: true });
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect(restricted.json().value.withdrawOnly).toBe(true);
    const only = restricted.json().value.token as string;

    // Play and money in are refused; the wallet and withdrawals answer.
    expect((await launch(only)).json().code).toBe('RG_SELF_EXCLUDED');
    expect((await deposit(t, only, { channelId: 1, amount: 10_000 })).json().code).toBe('RG_SELF_EXCLUDED');
    expect((await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(only) })).json().value.balance).toBe(500_000);
    const paid = await withdraw(t, only, { amount: 200_000, payoutAccountId, paymentPassword: '123456' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await state(only)).active).toMatchObject({ kind: 'SELF_EXCLUSION', period: '6m', source: 'PLAYER' });

    // Marketing stops: no promotions, popups or banners; service notices still reach the member.
    const add = (input: AnnouncementInput) => createAnnouncement(t.app.ctx.db, t.merchantId, input, t.clock.now());
    await add({ type: 'PR', title: 'Reload bonus', promotionType: 'REBATE', execution: 'A' });
    await add({ type: 'PU', title: 'Weekend promo popup', execution: 'A' });
    await add({ type: 'PL', title: 'Withdrawal hours', content: '<p>24/7</p>', execution: 'A' });
    const notices = (await t.request({ method: 'GET', url: '/wps/system/notice', headers: bearer(only) })).json().value;
    expect(notices).toMatchObject({ promotion: [], popup: [], banners: [], playerNotices: [{ title: 'Withdrawal hours' }] });
    const someoneElse = (await fundedMember(t, 'notexcluded01', 0)).token;
    const theirs = (await t.request({ method: 'GET', url: '/wps/system/notice', headers: bearer(someoneElse) })).json().value;
    expect(theirs.promotion).toMatchObject([{ title: 'Reload bonus' }]);
  });

  it('cannot be lifted in the first six months; a lift request waits seven days, then lifts (audited)', async () => {
    const { takeBreak, login, lift, state } = calls();
    const { token, memberId } = await fundedMember(t, 'excluded02', 0);
    await takeBreak(token, { kind: 'SELF_EXCLUSION', period: '5y', password: 'Player1234' });
    const only = (await login('excluded02', 'Player1234', { withdrawOnly: true })).json().value.token as string;
    expect((await lift(only, 'Player1234')).json().code).toBe('RG_LIFT_TOO_EARLY');
    t.clock.advance(150 * DAY);
    const later = (await login('excluded02', 'Player1234', { withdrawOnly: true })).json().value.token as string;
    expect((await lift(later, 'Player1234')).json().code).toBe('RG_LIFT_TOO_EARLY');
    t.clock.advance(40 * DAY);
    const late = (await login('excluded02', 'Player1234', { withdrawOnly: true })).json().value.token as string;
    expect((await lift(late, 'wrong-pass')).json().code).toBe('OLD_PASSWORD_INCORRECT');
    const asked = await lift(late, 'Player1234');
    expect(asked.statusCode, asked.body).toBe(200);
    const liftsAt = t.clock.now() + 7 * DAY;
    expect(asked.json().value.active).toMatchObject({ endsAt: liftsAt, liftRequestedAt: t.clock.now() });
    expect((await lift(late, 'Player1234')).json().code).toBe('RG_LIFT_NOT_ALLOWED');

    t.clock.advance(7 * DAY - 1);
    expect((await login('excluded02', 'Player1234')).json().code).toBe('RG_SELF_EXCLUDED');
    t.clock.advance(1);
    const back = await login('excluded02', 'Player1234');
    expect(back.statusCode, back.body).toBe(200);
    const history = (await state(back.json().value.token)).history;
    expect(history[0]).toMatchObject({ status: 'LIFTED', endsAt: liftsAt });
    const actions = (await listAudit(t.app.ctx.db, 'member', memberId)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['rg.self_excluded', 'rg.exclusion_lift_requested', 'rg.exclusion_lifted']));
  });

  it('lets only one of many parallel requests place a break', async () => {
    const { takeBreak } = calls();
    const { token, memberId } = await fundedMember(t, 'racer01', 0);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        takeBreak(token, { kind: 'SELF_EXCLUSION', period: i % 2 ? '1y' : '6m', password: 'Player1234' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(['RG_ALREADY_ON_BREAK', 'SESSION_EXPIRED']).toContain(answer.json().code);
    expect((await breaksOf(t, memberId)).filter((row) => row.status === 'ACTIVE')).toHaveLength(1);
  });

  it('refuses bad input with catalogue codes, never a 500', async () => {
    const { takeBreak } = calls();
    const { token } = await fundedMember(t, 'badinput01', 0);
    for (const payload of [
      {},
      { kind: 'TIME_OUT', period: '6m', password: 'x' },
      { kind: 'NAP', period: '24h', password: 'x' },
      { kind: 'TIME_OUT', period: '24h' },
    ])
      expect((await takeBreak(token, payload)).statusCode).toBe(400);
  });
});
