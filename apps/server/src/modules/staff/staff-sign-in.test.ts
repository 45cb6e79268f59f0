import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, STAFF_PERMISSIONS } from '@panalo/contract/staff';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { enrolled, sendCode, signIn, staffAccount, totpCode } from './staff.test-kit';

describe(`back-office sign-in with two-factor (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const me = (token: string) => t.request({ method: 'GET', url: '/wps/operator/me', headers: bearer(token) });

  it('enrols an authenticator at the first sign-in, then gives ten recovery codes once', async () => {
    const memberId = await staffAccount(t, 'finance01', ['finance']);
    const first = await signIn(t, 'finance01');
    expect(first.statusCode, first.body).toBe(200);
    const { stage, challenge, secret, otpauthUri } = first.json().value;
    expect(stage).toBe('enrol');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*finance01\?.*secret=/);

    // A wrong code, and a code-shaped guess of a recovery code, are refused; the challenge stays.
    expect((await sendCode(t, challenge, '000000')).json().code).toBe('TWO_FACTOR_INVALID');
    expect((await sendCode(t, challenge, 'ABCD-EFGH')).json().code).toBe('TWO_FACTOR_INVALID');
    const done = await sendCode(t, challenge, totpCode(t, secret));
    expect(done.statusCode, done.body).toBe(200);
    const value = done.json().value;
    expect(value.recoveryCodes).toHaveLength(10);
    expect(new Set(value.recoveryCodes).size).toBe(10);
    expect(value.staff).toMatchObject({ username: 'finance01', roles: ['finance'], idleMinutes: 30 });
    // The finance role's permissions, in the table's order (the back office builds its menu from them).
    expect(value.staff.permissions).toEqual(STAFF_PERMISSIONS.filter((permission) => ROLE_PERMISSIONS.finance.includes(permission)));
    expect(value.staff.permissions).toEqual(expect.arrayContaining(['withdrawals.decide', 'players.adjust']));
    expect((await me(value.token)).json().value.username).toBe('finance01');
    // The challenge was used up.
    expect((await sendCode(t, challenge, totpCode(t, secret, 30_000))).json().code).toBe('STAFF_SIGN_IN_EXPIRED');

    // At rest: the secret sealed, the recovery codes hashed.
    const factor = await t.app.ctx.db
      .selectFrom('staff_two_factor')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(factor.secret_sealed).not.toContain(secret);
    const codes = await t.app.ctx.db.selectFrom('staff_recovery_codes').select('code_hash').where('member_id', '=', memberId).execute();
    expect(codes).toHaveLength(10);
    for (const code of value.recoveryCodes) expect(codes.map((row) => row.code_hash)).not.toContain(code);

    // Enrolled: the password alone no longer opens a staff session.
    const passwordOnly = await t.request({
      method: 'POST',
      url: '/wps/operator/session/login',
      payload: { username: 'finance01', password: 'Operator1234' },
    });
    expect(passwordOnly.json().code).toBe('TWO_FACTOR_REQUIRED');
    const actions = (await listAudit(t.app.ctx.db, 'member', memberId)).map((entry) => entry.action);
    expect(actions).toContain('staff.enrol');
  });

  it('asks later for the code, refuses a code used twice, and takes each recovery code once', async () => {
    await staffAccount(t, 'finance02', ['finance']);
    const { secret, recoveryCodes } = await enrolled(t, 'finance02');
    t.clock.advance(60_000);

    const later = await signIn(t, 'finance02');
    expect(later.json().value).toEqual({ stage: 'verify', challenge: expect.any(String) });
    const code = totpCode(t, secret);
    expect((await sendCode(t, later.json().value.challenge, code)).statusCode).toBe(200);
    // The same code again (same time step) is refused: a code seen over a shoulder cannot be replayed.
    const again = await signIn(t, 'finance02');
    expect((await sendCode(t, again.json().value.challenge, code)).json().code).toBe('TWO_FACTOR_INVALID');

    const recovery = await sendCode(t, again.json().value.challenge, recoveryCodes[0]!.toLowerCase());
    expect(recovery.statusCode, recovery.body).toBe(200);
    expect(recovery.json().value.recoveryCodes).toBeUndefined();
    const third = await signIn(t, 'finance02');
    expect((await sendCode(t, third.json().value.challenge, recoveryCodes[0]!)).json().code).toBe('TWO_FACTOR_INVALID');

    // A challenge left waiting past five minutes must start again.
    t.clock.advance(6 * 60_000);
    expect((await sendCode(t, third.json().value.challenge, totpCode(t, secret))).json().code).toBe('STAFF_SIGN_IN_EXPIRED');
  });

  it('locks the account after repeated wrong codes and passwords', async () => {
    await staffAccount(t, 'finance03', ['finance']);
    const { secret } = await enrolled(t, 'finance03');
    t.clock.advance(60_000);
    const { challenge } = (await signIn(t, 'finance03')).json().value;
    for (let i = 0; i < 5; i++) expect((await sendCode(t, challenge, '123456')).json().code).toBe('TWO_FACTOR_INVALID');
    for (let i = 0; i < 5; i++) expect((await signIn(t, 'finance03', 'Wrong1234')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(t, 'finance03')).json().code).toBe('TOO_MANY_REQUESTS');
    expect((await sendCode(t, challenge, totpCode(t, secret))).json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('counts code guesses that arrive at once, and opens one session for one code sent twice at once', async () => {
    await staffAccount(t, 'finance05', ['finance']);
    const { secret } = await enrolled(t, 'finance05');
    t.clock.advance(60_000);
    const { challenge } = (await signIn(t, 'finance05')).json().value;
    const code = totpCode(t, secret);
    // The right code twice at once: the time step is taken once, so one of them opens a session.
    const twice = await Promise.all([sendCode(t, challenge, code), sendCode(t, challenge, code)]);
    expect(twice.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    // The other finds the time step taken, or the challenge already spent, depending on which step it reached.
    expect(['TWO_FACTOR_INVALID', 'STAFF_SIGN_IN_EXPIRED']).toContain(twice.find((answer) => answer.statusCode !== 200)!.json().code);

    t.clock.advance(60_000);
    const next = (await signIn(t, 'finance05')).json().value.challenge;
    const guesses = await Promise.all(Array.from({ length: 40 }, () => sendCode(t, next, '000000')));
    const answers = guesses.map((answer) => answer.json().code);
    // No more guesses are checked than the account's limit, however many arrive together.
    expect(answers.filter((answer) => answer === 'TWO_FACTOR_INVALID').length).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(30);
    expect((await sendCode(t, next, totpCode(t, secret))).json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('opens one session for one code or one recovery code sent at once from many sign-ins', async () => {
    const memberId = await staffAccount(t, 'finance06', ['finance']);
    const { secret, recoveryCodes } = await enrolled(t, 'finance06');
    const sessionsOf = async () =>
      (await t.app.ctx.db.selectFrom('sessions').select('id').where('member_id', '=', memberId).execute()).length;
    const before = await sessionsOf();
    t.clock.advance(60_000);
    const challenges = async (n: number) =>
      Promise.all(Array.from({ length: n }, async () => (await signIn(t, 'finance06')).json().value.challenge as string));

    const code = totpCode(t, secret);
    const byCode = await Promise.all((await challenges(8)).map((challenge) => sendCode(t, challenge, code)));
    expect(byCode.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await sessionsOf()).toBe(before + 1);

    const byRecovery = await Promise.all((await challenges(8)).map((challenge) => sendCode(t, challenge, recoveryCodes[1]!)));
    expect(byRecovery.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(byRecovery.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().code)).toEqual(
      Array(7).fill('TWO_FACTOR_INVALID'),
    );
    expect(await sessionsOf()).toBe(before + 2);
  });

  it('ends a staff session after the idle minutes, and on sign-out', async () => {
    const supportId = await staffAccount(t, 'support01', ['support']);
    const { token, secret } = await enrolled(t, 'support01');
    t.clock.advance(29 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await me(token)).json().code).toBe('SESSION_EXPIRED');

    const { challenge } = (await signIn(t, 'support01')).json().value;
    const next = (await sendCode(t, challenge, totpCode(t, secret))).json().value.token as string;
    expect((await me(next)).statusCode).toBe(200);
    const out = await t.request({ method: 'DELETE', url: '/wps/operator/session/logout', headers: bearer(next) });
    expect(out.statusCode, out.body).toBe(200);
    expect((await me(next)).statusCode).toBe(401);
    const audit = await listAudit(t.app.ctx.db, 'member', supportId);
    expect(audit.map((entry) => entry.action)).toEqual(['staff.enrol', 'staff.sign-in', 'staff.sign-out']);
    expect(audit.every((entry) => entry.ip !== null && entry.actor_member_id === supportId)).toBe(true);
  });

  it('keeps members out of the staff sign-in', async () => {
    await t.account({ username: 'player01', password: 'Member1234' });
    expect((await signIn(t, 'player01', 'Member1234')).json().code).toBe('OPERATOR_ONLY');
    expect((await signIn(t, '', '')).json().code).toBe('CREDENTIALS_REQUIRED');
  });
});
