import { LEGACY_DEFAULT_PASSWORD } from '@panalo/contract/constants';
import { MemberType } from '@panalo/contract/member-types';
import type { AppContext } from '../app-context';
import { findMerchantByCode } from '../modules/merchant/merchant.repository';
import { createAccount, createBrand } from './fixtures';

export interface DemoLogin {
  username: string;
  password: string;
  role: string;
}

export const DEMO_BRAND = 'demo';

/**
 * The demo brand: a member, an agent with two downline members, and an operator-made account that
 * still has the legacy default password. Runs once; a database that has the brand is left alone.
 */
export async function seedDemo(ctx: AppContext): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [
    { username: 'player1', password: 'Player1234', role: 'member' },
    { username: 'agent1', password: 'Agent1234', role: 'agent (invitation code DEMOAGENT)' },
    { username: 'member01', password: 'Member1234', role: 'member under agent1' },
    { username: 'member02', password: 'Member1234', role: 'member under agent1' },
    { username: 'legacy01', password: LEGACY_DEFAULT_PASSWORD, role: 'member who must change the default password' },
  ];
  if (await findMerchantByCode(ctx.db, DEMO_BRAND)) return logins;

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
    },
  });
  await createAccount(ctx, { merchantId, username: 'player1', password: 'Player1234', nickname: 'Lucky Player' });
  const agentId = await createAccount(ctx, {
    merchantId,
    username: 'agent1',
    password: 'Agent1234',
    type: MemberType.AGENT,
    referralCode: 'DEMOAGENT',
    nickname: 'Demo Agent',
  });
  await createAccount(ctx, { merchantId, username: 'member01', password: 'Member1234', uplineId: agentId });
  await createAccount(ctx, { merchantId, username: 'member02', password: 'Member1234', uplineId: agentId });
  await createAccount(ctx, { merchantId, username: 'legacy01', password: LEGACY_DEFAULT_PASSWORD, mustChangePassword: true });
  return logins;
}
