import type { AppContext } from '../app-context';
import { createMission } from '../modules/missions/mission-catalogue';
import { friendCodeOf, recordReferral } from '../modules/referral/referral.service';

const title = (en: string, ty: string) => ({ EN: en, TY: ty });

/**
 * The demo's missions for every day and week. "Log in today" completes at player1's first log-in
 * of the day, so there is always one to claim; the others move as player1 bets and deposits.
 */
export async function seedDemoMissions(ctx: AppContext, merchantId: number): Promise<void> {
  const add = (input: object) => createMission(ctx, merchantId, input as never);
  await add({ period: 'DAILY', kind: 'LOGIN_DAYS', target: 1, reward: 500, title: title('Log in today', 'Mag-log in ngayong araw') });
  await add({
    period: 'DAILY',
    kind: 'BET',
    target: 5_000,
    gameType: 'RNG',
    reward: 1_000,
    title: title('Bet ₱50 on slots', 'Tumaya ng ₱50 sa slots'),
  });
  await add({ period: 'DAILY', kind: 'DEPOSIT', target: 20_000, reward: 2_000, title: title('Deposit ₱200', 'Mag-deposito ng ₱200') });
  await add({
    period: 'DAILY',
    kind: 'DISTINCT_GAMES',
    target: 3,
    reward: 1_500,
    title: title('Play 3 different games', 'Maglaro ng 3 magkakaibang laro'),
  });
  await add({ period: 'WEEKLY', kind: 'LOGIN_DAYS', target: 3, reward: 3_000, title: title('Log in on 3 days', 'Mag-log in sa 3 araw') });
  await add({
    period: 'WEEKLY',
    kind: 'BET',
    target: 100_000,
    reward: 5_000,
    title: title('Bet ₱1,000 this week', 'Tumaya ng ₱1,000 ngayong linggo'),
  });
}

/** player1's invited friend (friend1), registered with player1's friend code and yet to deposit. */
export async function seedDemoReferral(ctx: AppContext, input: { merchantId: number; inviterId: number; friendId: number }) {
  await friendCodeOf(ctx, input.merchantId, input.inviterId);
  await recordReferral(ctx.db, {
    merchantId: input.merchantId,
    friendId: input.friendId,
    inviterId: input.inviterId,
    now: ctx.clock.now(),
  });
}
