import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffDashboard } from '@panalo/contract/staff';
import { DAY } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { SANDBOX_SECRET } from '../deposit/deposit.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import { registerWithEmail } from '../recovery/recovery-email.test-kit';
import { depositPaid, playDice } from '../rewards/rewards.test-kit';
import { signInAgain, staffSession } from './staff.test-kit';

describe(`back-office dashboard figures (${testDatabaseName()})`, () => {
  let t: TestApp;
  let staff: string;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
    ({ token: staff, secret } = await staffSession(t, 'dashfinance', ['finance']));
  }, 120_000);
  afterAll(() => t.close());

  const dashboard = async (): Promise<StaffDashboard> => {
    const response = await t.request({ method: 'GET', url: '/wps/operator/dashboard', headers: bearer(staff) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };

  it('counts a registration, a first deposit, a later deposit, bets and a win in today, this week and the sparkline', async () => {
    const before = await dashboard();
    expect(before.days).toHaveLength(14);
    expect(before.today).toMatchObject({ registrations: 0, ggr: 0, activePlayers: 0, firstDeposits: { count: 0, amount: 0 } });

    const { token } = await registerWithEmail(t, 'dashplayer1', 'dashplayer1@example.com');
    const registered = await dashboard();
    expect(registered.today.registrations).toBe(1);
    expect(registered.week.registrations).toBe(1);
    expect(registered.days.at(-1)?.registrations).toBe(1);

    await depositPaid(t, token, 1_000_00);
    await depositPaid(t, token, 500_00);
    const deposited = await dashboard();
    // Only the member's first credited deposit is a first deposit; both are deposits.
    expect(deposited.today.firstDeposits).toEqual({ count: 1, amount: 1_000_00 });
    expect(deposited.today.deposits).toEqual({ count: 2, amount: 1_500_00 });
    expect(deposited.days.at(-1)).toMatchObject({ firstDeposits: 1, deposits: 1_500_00, activePlayers: 0 });

    // Bets until one wins: GGR is the stakes minus the wins, the member is an active player.
    let lost = 0;
    let rounds = 0;
    do {
      lost += await playDice(t, token, 1, 10_00);
      rounds += 1;
    } while (lost === rounds * 10_00 && rounds < 40);
    expect(lost).toBeLessThan(rounds * 10_00);
    const played = await dashboard();
    expect(played.today.ggr).toBe(lost);
    expect(played.today.activePlayers).toBe(1);
    expect(played.week).toMatchObject({ ggr: lost, activePlayers: 1, registrations: 1 });
    expect(played.days.at(-1)).toMatchObject({ ggr: lost, activePlayers: 1 });

    // The next day (a Sunday on the brand's clock): today starts empty, the week and the sparkline keep them.
    t.clock.advance(DAY);
    // (The staff session ended while idle: sign in again.)
    staff = await signInAgain(t, 'dashfinance', secret);
    const nextDay = await dashboard();
    expect(nextDay.today).toMatchObject({ registrations: 0, ggr: 0, activePlayers: 0, deposits: { count: 0, amount: 0 } });
    expect(nextDay.week).toMatchObject({ registrations: 1, ggr: lost, activePlayers: 1, firstDeposits: { count: 1, amount: 1_000_00 } });
    expect(nextDay.days.at(-2)).toMatchObject({ registrations: 1, ggr: lost, deposits: 1_500_00 });
    expect(nextDay.days.at(-1)!.day - nextDay.days.at(-2)!.day).toBe(DAY);

    // Monday: a new week.
    t.clock.advance(DAY);
    staff = await signInAgain(t, 'dashfinance', secret);
    const monday = await dashboard();
    expect(monday.week).toMatchObject({ registrations: 0, ggr: 0, activePlayers: 0 });
    expect(monday.days.at(-3)).toMatchObject({ registrations: 1, activePlayers: 1 });
  });
});
