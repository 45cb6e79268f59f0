import { LEGACY_DEFAULT_PASSWORD } from '@panalo/contract/constants';
import { MemberType } from '@panalo/contract/member-types';
import type { StaffRole } from '@panalo/contract/staff';
import { enrolKnownSecret, grantStaffRoles } from '../modules/staff/staff-accounts';
import { seedDemoApproval } from '../modules/staff-players/demo-approval';
import type { AppContext } from '../app-context';
import { DAY } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import { importCatalogue } from '../modules/games/catalogue-import';
import { bonusCredited } from '../modules/ledger/ledger';
import { offerOriginals } from '../modules/originals/originals-catalogue';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoMissions, seedDemoReferral } from './demo-missions';
import { seedDemoFeedback } from '../modules/feedback/demo-feedback';
import { DEMO_REBATE_RATES, seedDemoPoints } from './demo-points';
import { findMerchantByCode } from '../modules/merchant/merchant.repository';
import { demoCatalogue, setDemoLaunchPages } from './demo-catalogue';
import { seedDemoContent } from './demo-content';
import { createAccount, createBrand } from './fixtures';
import { seedDemoContracts } from './demo-contracts';
import { seedDemoTeam } from './demo-team';
import { seedDemoAmlCases } from '../modules/aml/demo-aml';
import { seedDemoJackpot } from './demo-jackpot';
import { withLazyCommits } from '../db/lazy-commits';

/**
 * The shell's brand links of the demo: social links and the regulator. It has no store apps: its
 * side-menu QR code opens the site to install it as an app (appDownloadIos/appDownloadAndroid
 * add a brand's own store links beside it).
 */
export const DEMO_RESOURCES: Record<string, string> = {
  socialFacebook: 'https://www.facebook.com/panalo.demo',
  socialTelegram: 'https://t.me/panalo_demo',
  socialYoutube: 'https://www.youtube.com/@panalo.demo',
  socialInstagram: 'https://www.instagram.com/panalo.demo',
  // A proper name without an article, so it reads in both languages ("regulated by …", "nireregula ng …").
  regulatorName: 'PAGCOR (Philippine Amusement and Gaming Corporation)',
  regulatorUrl: 'https://www.pagcor.ph',
  licenseNumber: 'DEMO-0000-0000',
};

export interface DemoLogin {
  username: string;
  password: string;
  role: string;
}

export const DEMO_BRAND = 'demo';

const DEMO_STAFF_PASSWORD = 'Staff1234';

/**
 * The demo's back-office staff, one per role. Their TOTP secrets are fixed and published (README)
 * so anyone can add them to an authenticator app: for the demo only, never on a real brand.
 */
export const DEMO_STAFF: readonly { username: string; role: StaffRole; secret: string }[] = [
  { username: 'owner1', role: 'platform_owner', secret: 'PANALODEMOOWNERAAAAAAAAAAAAAAAAA' },
  { username: 'admin1', role: 'brand_admin', secret: 'PANALODEMOADMINAAAAAAAAAAAAAAAAA' },
  { username: 'finance1', role: 'finance', secret: 'PANALODEMOFINANCEAAAAAAAAAAAAAAA' },
  { username: 'risk1', role: 'risk_kyc', secret: 'PANALODEMORISKAAAAAAAAAAAAAAAAAA' },
  { username: 'support1', role: 'support', secret: 'PANALODEMOSUPPORTAAAAAAAAAAAAAAA' },
  { username: 'content1', role: 'content', secret: 'PANALODEMOCONTENTAAAAAAAAAAAAAAA' },
  { username: 'agentmgr1', role: 'agent_manager', secret: 'PANALODEMOAGENTSAAAAAAAAAAAAAAAA' },
  { username: 'auditor1', role: 'auditor', secret: 'PANALODEMOAUDITORAAAAAAAAAAAAAAA' },
];

/**
 * The demo brand: a member, an agent with a team (two downline members, 20 more and a sub-agent
 * with 8 of their own, with two weeks of deposits and rounds), an operator-made account that
 * still has the legacy default password, one staff member per back-office role, and welcome money on three wallets. Runs
 * once; a database that has the brand is left alone.
 */
/** Whether this database has no demo brand yet: the first start fills it in. */
export async function demoSeedNeeded(ctx: AppContext): Promise<boolean> {
  return !(await findMerchantByCode(ctx.db, DEMO_BRAND));
}

export async function seedDemo(ctx: AppContext): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [
    { username: 'player1', password: 'Player1234', role: 'member' },
    { username: 'agent1', password: 'Agent1234', role: 'agent (invitation code DEMOAGENT)' },
    { username: 'member01', password: 'Member1234', role: 'member under agent1' },
    { username: 'member02', password: 'Member1234', role: 'member under agent1' },
    { username: 'subagent1', password: 'Agent1234', role: 'sub-agent under agent1 (code DEMOSUB1), with 8 members' },
    {
      username: 'team01',
      password: 'Member1234',
      role: 'one of 20 members under agent1 (team01 to team20; sub01 to sub08 under subagent1)',
    },
    { username: 'legacy01', password: LEGACY_DEFAULT_PASSWORD, role: 'member who must change the default password' },
    { username: 'friend1', password: 'Member1234', role: 'member invited by player1 (friend referral), yet to deposit' },
    ...DEMO_STAFF.map((staff) => ({
      username: staff.username,
      password: DEMO_STAFF_PASSWORD,
      role: `back office (/bo/), ${staff.role}; TOTP secret ${staff.secret}, for the demo only`,
    })),
  ];
  if (!(await demoSeedNeeded(ctx))) return logins;
  // Several hundred commits: on SQLite they do not wait for the disk one by one (lazy-commits.ts).
  await withLazyCommits(ctx.db, ctx.dialect, () => seedBrand(ctx));
  return logins;
}

async function seedBrand(ctx: AppContext): Promise<void> {
  const { merchantId } = await createBrand(ctx, {
    code: DEMO_BRAND,
    name: 'Panalo Demo',
    domains: ['localhost', '127.0.0.1', '::1'],
    settings: {
      customerService: [
        { csType: 'LIVECHAT', path: '/helpmc', title: 'Live chat' },
        { csType: 'FACEBOOK', path: 'https://m.me/panalo.demo', title: 'Facebook' },
        { csType: 'TELEGRAM', path: 'https://t.me/panalo_demo', title: 'Telegram' },
      ],
      resources: DEMO_RESOURCES,
      rebate: { rates: DEMO_REBATE_RATES, minClaim: 100 },
    },
  });
  // Hashing is most of a first start's seeding: each demo password is hashed once, all at once
  // (argon2 runs on the thread pool), and accounts with the same password share the hash.
  const hashes = await hashEach(['Player1234', 'Agent1234', 'Member1234', LEGACY_DEFAULT_PASSWORD, DEMO_STAFF_PASSWORD]);
  const hashed = (password: string) => ({ password, passwordHash: hashes.get(password)! });
  const playerId = await createAccount(ctx, {
    merchantId,
    username: 'player1',
    ...hashed('Player1234'),
    nickname: 'Lucky Player',
    kycStatus: 'A',
  });
  const agentId = await createAccount(ctx, {
    merchantId,
    username: 'agent1',
    ...hashed('Agent1234'),
    type: MemberType.AGENT,
    referralCode: 'DEMOAGENT',
    nickname: 'Demo Agent',
    agentRateBp: 200,
    kycStatus: 'A',
  });
  const memberId = await createAccount(ctx, {
    merchantId,
    username: 'member01',
    ...hashed('Member1234'),
    uplineId: agentId,
    kycStatus: 'A',
  });
  const member02Id = await createAccount(ctx, { merchantId, username: 'member02', ...hashed('Member1234'), uplineId: agentId });
  await createAccount(ctx, { merchantId, username: 'legacy01', ...hashed(LEGACY_DEFAULT_PASSWORD), mustChangePassword: true });
  const friendId = await createAccount(ctx, { merchantId, username: 'friend1', ...hashed('Member1234') });
  await seedDemoReferral(ctx, { merchantId, inviterId: playerId, friendId });
  // One back-office staff member per role, their authenticator already enrolled with a known secret.
  const staffIds = new Map<StaffRole, number>();
  for (const staff of DEMO_STAFF) {
    const memberId = await createAccount(ctx, {
      merchantId,
      username: staff.username,
      ...hashed(DEMO_STAFF_PASSWORD),
      type: MemberType.OPERATOR,
      // Set up a week before the demo starts, so each may be another's second pair of eyes at once.
      createdAt: ctx.clock.now() - 7 * DAY,
    });
    await grantStaffRoles(ctx, { merchantId, memberId, roles: [staff.role] });
    await enrolKnownSecret(ctx, { merchantId, memberId, base32: staff.secret });
    staffIds.set(staff.role, memberId);
  }

  await seedDemoContent(ctx, merchantId);
  // About 3,500 games across every lobby.
  await importCatalogue(ctx.db, merchantId, demoCatalogue(1.5), ctx.clock.now());
  await setDemoLaunchPages(ctx.db, ctx.config.STUDIO_URL);
  // The built-in provider's five provably fair games, played on the site's own page.
  await offerOriginals(ctx.db, merchantId, ctx.clock.now());
  // One promotion of each kind built, so player1 can take every path.
  const promotions = await seedDemoPromotions(ctx, merchantId, playerId, memberId);
  // Missions for today and this week, and an answered feedback in player1's history.
  await seedDemoMissions(ctx, merchantId);
  await seedDemoFeedback(ctx, { merchantId, memberId: playerId, staffId: staffIds.get('support')! });
  // agent1's team with two weeks of deposits and rounds, so the agent centre has numbers at once.
  const team = await seedDemoTeam(ctx, { merchantId, agentId, memberHash: hashes.get('Member1234')!, agentHash: hashes.get('Agent1234')! });
  // One contract of each kind from agent1 to subagent1, paid over the seeded rounds.
  await seedDemoContracts(ctx, { merchantId, agentId, ...team });

  // Welcome money, so the wallet pages have something to show from the first log-in.
  const book = { merchantId, currency: 'PHP' };
  const welcome: [number, number][] = [
    [playerId, 500_000],
    [agentId, 2_000_000],
    [memberId, 100_000],
  ];
  for (const [id, amount] of welcome) {
    await ctx.money.run((work) =>
      bonusCredited(work, { book, memberId: id, amount, reference: `welcome-${id}`, detail: 'Welcome bonus', now: ctx.clock.now() }),
    );
  }
  // The Grand and Mini jackpot pools, with a few past winners on the jackpot page.
  await seedDemoJackpot(ctx, merchantId, hashes.get('Member1234')!);
  // The points catalogue, and player1's points and slot rounds with a rebate to claim.
  await seedDemoPoints(ctx, merchantId, playerId);
  // A manual adjustment and a promotion grant finance1 asked for, waiting for a second staff member (four eyes).
  await seedDemoApproval(ctx, {
    merchantId,
    memberId: playerId,
    requestedBy: staffIds.get('finance')!,
    grant: { promotionId: promotions.welcomeGift, memberId },
  });
  // One anti-money-laundering case of each kind in the back office's queue (risk1 works it).
  await seedDemoAmlCases(ctx, { merchantId, playerId, agentId, memberId, otherId: member02Id, subAgentId: team.subAgentId });
}

async function hashEach(passwords: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(passwords)];
  const hashes = await Promise.all(unique.map((password) => hashPassword(password)));
  return new Map(unique.map((password, index) => [password, hashes[index]!]));
}
