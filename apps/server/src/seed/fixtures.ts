import type { KycStatus } from '@panalo/contract/kyc';
import { MemberStatus, MemberType } from '@panalo/contract/member-types';
import type { AppContext } from '../app-context';
import { hashPassword } from '../lib/passwords';
import { insertCredentials, insertMember, setPaymentPasswordHash } from '../modules/member/member.repository';
import { offerSandboxVendors } from '../modules/wallet/vendor.repository';
import { offerSandboxChannels } from '../modules/deposit/payment-channels';
import { insertMerchant } from '../modules/merchant/merchant.repository';
import {
  defaultMerchantSettings,
  defaultRegisterSettings,
  defaultValidation,
  defaultWhitelabel,
  type MerchantSettings,
} from '../kernel/merchant-settings';

/** Creates a brand with its trial brand, both with default settings. Used by the seed, tests and `npm run brand -- create`. */
export async function createBrand(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  brand: { code: string; name: string; domains: string[]; settings?: Partial<MerchantSettings> },
): Promise<{ merchantId: number; trialMerchantId: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const common = {
      settings: { ...defaultMerchantSettings(), ...brand.settings },
      whitelabel: defaultWhitelabel(),
      registerSettings: defaultRegisterSettings(),
      validation: defaultValidation(),
      now,
    };
    const trialMerchantId = await insertMerchant(tx, {
      ...common,
      code: `${brand.code}-trial`,
      name: `${brand.name} Free Play`,
      isTrial: true,
    });
    const merchantId = await insertMerchant(tx, {
      ...common,
      code: brand.code,
      name: brand.name,
      trialMerchantId,
      domains: brand.domains.map((domain, index) => ({ domain, isMain: index === 0, isMirror: index > 0 })),
    });
    await offerSandboxVendors(tx, merchantId, now);
    await offerSandboxChannels(tx, merchantId);
    return { merchantId, trialMerchantId };
  });
}

export interface AccountSpec {
  merchantId: number;
  username: string;
  password: string;
  type?: number;
  uplineId?: number | null;
  referralCode?: string | null;
  nickname?: string | null;
  mustChangePassword?: boolean;
  /** KYC state: N none (default), P submitted, A approved, R rejected. */
  kycStatus?: KycStatus;
  /** A withdrawal (payment) password, stored hashed like the log-in password. */
  paymentPassword?: string;
  /** An agent's rate in basis points. */
  agentRateBp?: number | null;
  /** The password's hash when the caller has one already (many accounts with one password). */
  passwordHash?: string;
  /** When the account was made (default now). */
  createdAt?: number;
}

/** Creates an account directly, as an operator or agent would (no registration checks). */
export async function createAccount(ctx: AppContext, spec: AccountSpec): Promise<number> {
  const now = spec.createdAt ?? ctx.clock.now();
  const passwordHash = spec.passwordHash ?? (await hashPassword(spec.password));
  const paymentPasswordHash = spec.paymentPassword ? await hashPassword(spec.paymentPassword) : null;
  return ctx.db.transaction().execute(async (tx) => {
    const id = await insertMember(tx, {
      merchant_id: spec.merchantId,
      username: spec.username.toLowerCase(),
      type: spec.type ?? MemberType.MEMBER,
      upline_id: spec.uplineId ?? null,
      language: 'EN',
      status: MemberStatus.ACTIVE,
      nickname: spec.nickname ?? null,
      email: null,
      mobile_num: null,
      country_dialing_code: null,
      payee_name: null,
      referral_code: spec.referralCode ?? null,
      agent_rate_bp: spec.agentRateBp ?? null,
      contact: '{}',
      register_ip: null,
      register_url: null,
      register_method: 'OPERATOR',
      last_login_at: null,
      kyc_status: spec.kycStatus ?? 'N',
      created_at: now,
      updated_at: now,
    });
    await insertCredentials(tx, id, passwordHash, now, spec.mustChangePassword ?? false);
    if (paymentPasswordHash) await setPaymentPasswordHash(tx, id, paymentPasswordHash, now);
    return id;
  });
}
