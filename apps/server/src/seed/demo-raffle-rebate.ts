import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import { createAccount } from './fixtures';
import { periodKeyOf } from '../kernel/brand-periods';
import { RAFFLE_PERIOD } from '../modules/rewards/promotion-tallies';
import { addJoinedTally, createPromotion } from '../modules/rewards/promotion-catalogue';
import { drawRaffleOnce } from '../modules/rewards/raffle.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const rules = (en: string, ty: string) => ({ EN: en, TY: ty });

/**
 * A raffle open for tickets (player1 and member01 already hold some), last week's raffle already
 * drawn (its winners and seed on its page), and a daily rebate player1 joined yesterday with
 * yesterday's rebate to claim. Last week's raffle was between two members of its own (lucky01 and
 * lucky02): a prize drawn at random into the balance of a published demo login would make that
 * login's balance differ from one first start to the next.
 */
export async function seedDemoRaffleRebate(ctx: AppContext, merchantId: number, playerId: number, otherId: number): Promise<void> {
  const now = ctx.clock.now();
  const merchant = await ctx.merchants.byId(merchantId);
  const offset = merchant?.settings.gmtOffsetMinutes ?? 480;
  // Each raffle's budget covers its prizes and its cap the first prize (a member wins once).
  const common = {
    audience: { kind: 'ALL' as const },
    endsAt: null,
    budget: 170_000,
    perMemberCap: 100_000,
    perMemberLimit: 1,
    reward: {},
  };
  const raffleRules = rules(
    '<p>Join, then earn one ticket for every ₱100 you deposit and every ₱500 you bet. The draw picks one winner per prize on our provably fair engine: check it with the seed shown after the draw. Prizes are bonuses: wager them once.</p>',
    '<p>Sumali, saka makakuha ng isang tiket sa bawat ₱100 na deposito at bawat ₱500 na taya. Pipili ang bunutan ng isang panalo bawat premyo gamit ang aming provably fair engine: suriin ito gamit ang seed na ipapakita pagkatapos ng bunutan. Bonus ang mga premyo: i-wager nang isang beses.</p>',
  );
  const raffle = (title: { EN: string; TY: string }, startsAt: number, drawAt: number) =>
    createPromotion(
      ctx.db,
      merchantId,
      {
        ...common,
        kind: 'RAFFLE',
        title,
        rulesHtml: raffleRules,
        startsAt,
        wagering: { multiple: 1, base: 'BONUS' },
        raffle: { drawAt, depositPerTicket: 10_000, turnoverPerTicket: 50_000, prizes: [100_000, 50_000, 20_000] },
      },
      now,
    );
  const open = await raffle({ EN: 'Weekly lucky draw', TY: 'Lingguhang masuwerteng bunutan' }, now - DAY, now + 3 * DAY);
  const drawn = await raffle({ EN: "Last week's lucky draw", TY: 'Bunutan noong nakaraang linggo' }, now - 8 * DAY, now - HOUR);
  const entry = (promotionId: number, memberId: number, deposits: number, turnover: number) =>
    addJoinedTally(ctx.db, { merchantId, promotionId, memberId, periodKey: RAFFLE_PERIOD, deposits, turnover, now: now - 2 * DAY });
  await entry(open, playerId, 30_000, 100_000);
  await entry(open, otherId, 20_000, 0);
  const [lucky01, lucky02] = await Promise.all(
    ['lucky01', 'lucky02'].map((username) => createAccount(ctx, { merchantId, username, password: randomBytes(18).toString('base64url') })),
  );
  await entry(drawn, lucky01!, 50_000, 250_000);
  await entry(drawn, lucky02!, 40_000, 50_000);
  await drawRaffleOnce(ctx, merchantId, drawn);

  const rebate = await createPromotion(
    ctx.db,
    merchantId,
    {
      ...common,
      // Up to PHP 5,000 a day: a budget of PHP 1,000,000, at most PHP 100,000 for one member.
      budget: 100_000_000,
      perMemberCap: 10_000_000,
      perMemberLimit: null,
      kind: 'REBATE',
      title: { EN: 'Daily slots and fishing rebate 1%', TY: 'Araw-araw na rebate sa slots at fishing 1%' },
      rulesHtml: rules(
        "<p>Join, then get 1% of your valid bets on slots and fishing back every day, up to ₱5,000. Claim yesterday's rebate today. No wagering.</p>",
        '<p>Sumali, saka maibalik ang 1% ng iyong valid na taya sa slots at fishing araw-araw, hanggang ₱5,000. I-claim ngayon ang rebate kahapon. Walang wagering.</p>',
      ),
      startsAt: now - 7 * DAY,
      gameTypes: ['RNG', 'FISH'],
      reward: { rate: 100, period: 'DAILY', cap: 500_000 },
      wagering: { multiple: 0, base: 'BONUS' },
    },
    now,
  );
  // Yesterday's ₱2,500 of slot bets: a ₱25.00 rebate waits. Today's rounds add up as player1 plays.
  const yesterday = periodKeyOf('DAILY', now - DAY, offset);
  await addJoinedTally(ctx.db, {
    merchantId,
    promotionId: rebate,
    memberId: playerId,
    periodKey: yesterday,
    turnover: 250_000,
    weighted: 250_000 * 100,
    now: now - DAY,
  });
}
