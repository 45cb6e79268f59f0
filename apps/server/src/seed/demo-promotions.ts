import type { AppContext } from '../app-context';
import { addApplication, createPromotion, offerReward } from '../modules/rewards/promotion-catalogue';
import { demoWinPng } from './demo-image';
import { seedDemoRaffleRebate } from './demo-raffle-rebate';

const DAY = 86_400_000;
const rules = (en: string, ty: string) => ({ EN: en, TY: ty });
const everyone = { kind: 'ALL' as const };

/**
 * One promotion of each kind that works end to end, so player1 can take every path at first
 * start: a first-deposit and a reload bonus (join, deposit, claim, wager), daily cashback, daily
 * check-in, a manual gift waiting in the reward center, and one that needs an application (with
 * member01's application waiting for the back office's content staff), a raffle with tickets, a
 * drawn raffle and a daily rebate with yesterday's rebate to claim.
 */
export async function seedDemoPromotions(
  ctx: AppContext,
  merchantId: number,
  playerId: number,
  applicantId: number,
): Promise<{ welcomeGift: number }> {
  const now = ctx.clock.now();
  // Every promotion has a budget (PHP 1,000,000 unless said) and a per-member cap: no promotion pays without end.
  const common = { audience: everyone, startsAt: now - DAY, endsAt: null, budget: 100_000_000 };
  const add = (input: object) => createPromotion(ctx.db, merchantId, { ...common, ...input } as never, now);
  await add({
    kind: 'DEPOSIT_FIRST',
    title: { EN: 'First deposit bonus 10%', TY: 'Bonus sa unang deposito 10%' },
    rulesHtml: rules(
      '<p>Join, then make your first deposit of at least ₱100: get 10% of it as a bonus, up to ₱500.</p><p>Wager 5× the bonus and it moves to your main wallet.</p>',
      '<p>Sumali, saka gawin ang unang deposito na hindi bababa sa ₱100: makakuha ng 10% bilang bonus, hanggang ₱500.</p><p>I-wager ang 5× ng bonus at mapupunta ito sa iyong main wallet.</p>',
    ),
    reward: { rate: 1000, cap: 50_000, minDeposit: 10_000 },
    wagering: { multiple: 5, base: 'BONUS' },
    perMemberLimit: 1,
    perMemberCap: 50_000,
  });
  await add({
    kind: 'DEPOSIT_RELOAD',
    title: { EN: 'Reload bonus 5%', TY: 'Reload bonus 5%' },
    rulesHtml: rules(
      '<p>Every deposit after you join earns 5%, up to ₱1,000. Wager 3× the bonus plus deposit; live casino counts 10%.</p>',
      '<p>Bawat deposito pagkatapos sumali ay may 5%, hanggang ₱1,000. I-wager ang 3× ng bonus at deposito; 10% lang ang bilang ng live casino.</p>',
    ),
    reward: { rate: 500, cap: 100_000, minDeposit: 10_000 },
    wagering: { multiple: 3, base: 'BONUS_AND_DEPOSIT', weights: { LIVE: 10 } },
    perMemberLimit: 30,
    perMemberCap: 3_000_000,
  });
  await add({
    kind: 'CASHBACK',
    title: { EN: 'Daily cashback 5%', TY: 'Araw-araw na cashback 5%' },
    rulesHtml: rules(
      "<p>Get back 5% of yesterday's net loss, up to ₱2,000, every day. No wagering.</p>",
      '<p>Maibalik ang 5% ng netong talo kahapon, hanggang ₱2,000, araw-araw. Walang wagering.</p>',
    ),
    reward: { rate: 500, cap: 200_000 },
    wagering: { multiple: 0, base: 'BONUS' },
    perMemberLimit: null,
    perMemberCap: 5_000_000,
  });
  await add({
    kind: 'CHECK_IN',
    title: { EN: 'Daily check-in', TY: 'Araw-araw na check-in' },
    rulesHtml: rules(
      '<p>Check in once a day for ₱5. Wager it once.</p>',
      '<p>Mag-check in isang beses sa isang araw para sa ₱5. I-wager ito nang isang beses.</p>',
    ),
    reward: { amount: 500 },
    wagering: { multiple: 1, base: 'BONUS' },
    perMemberLimit: null,
    perMemberCap: 20_000,
  });
  const gift = await add({
    kind: 'MANUAL',
    title: { EN: 'Welcome gift', TY: 'Regalong pambungad' },
    rulesHtml: rules(
      '<p>A gift from us: claim it in the reward center. Wager 2×.</p>',
      '<p>Regalo mula sa amin: i-claim ito sa reward center. I-wager nang 2×.</p>',
    ),
    reward: {},
    wagering: { multiple: 2, base: 'BONUS' },
    perMemberLimit: null,
    budget: 10_000_000,
    perMemberCap: 1_000_000,
  });
  await offerReward(ctx.db, { merchantId, promotionId: gift, memberId: playerId, amount: 2_000, key: 'demo-welcome-gift', now });
  const shareAndWin = await add({
    kind: 'MANUAL',
    title: { EN: 'Share and win', TY: 'Ibahagi at manalo' },
    rulesHtml: rules(
      '<p>Share a screenshot of your biggest win (PNG or JPG, up to 3 images) with a short comment. Approved entries receive a gift.</p>',
      '<p>Ibahagi ang screenshot ng pinakamalaki mong panalo (PNG o JPG, hanggang 3 larawan) na may maikling komento. May regalo ang mga maaaprubahan.</p>',
    ),
    reward: {},
    wagering: { multiple: 0, base: 'BONUS' },
    perMemberLimit: null,
    budget: 5_000_000,
    perMemberCap: 500_000,
    needsApplication: true,
  });
  // The screenshot member01 sent with the application, for staff to open in the back office.
  const imageKey = `activity/${merchantId}/${applicantId}/${shareAndWin}-demo.png`;
  await ctx.storage.put(imageKey, demoWinPng(), 'image/png');
  await addApplication(ctx.db, {
    merchantId,
    promotionId: shareAndWin,
    memberId: applicantId,
    remark: 'My biggest win this week!',
    imageKeys: [imageKey],
    now,
  });
  await seedDemoRaffleRebate(ctx, merchantId, playerId, applicantId);
  return { welcomeGift: gift };
}
