import type { SecurityConfigValue } from '@panalo/contract/kyc';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/clock';
import { kycDeadlineOf } from '../../kernel/money-screen';
import type { Caller } from '../../kernel/caller';
import { findKycMember, securityFacts } from './kyc.repository';
import { kycStateOf } from './kyc.service';

/**
 * GET /wps/v2/member/securityConfig. The web opens the security (KYC) modal when
 * idVerification.enabled, not isComplete, status N, and the member neither uploaded nor chose
 * "verify later" in this browser session (spec 000 section 4); "verify later" is offered until
 * kycDeadline, the brand's `kyc.deadlineDays` (three by default) after registration, the same
 * deadline past which the money screen refuses deposits, transfers and play without an approved
 * KYC (kernel/money-screen.ts). kycMandatory opens the modal on every log-in.
 */
export async function securityConfig(ctx: AppContext, caller: Caller): Promise<SecurityConfigValue> {
  const { merchant, session } = caller;
  const member = await findKycMember(ctx.db, merchant.id, session.memberId);
  if (!member) throw new AppError('NOT_LOGGED_IN');
  const [idVerification, facts] = await Promise.all([
    kycStateOf(ctx, merchant, member.id, member.kyc_status),
    securityFacts(ctx.db, member.id),
  ]);
  const deadline = kycDeadlineOf(merchant.settings.kyc, member.created_at);
  return {
    idVerification,
    kycMandatory: merchant.settings.kyc.enabled && merchant.settings.kyc.mandatory,
    registeredAt: toIso(member.created_at),
    kycDeadline: toIso(deadline),
    verifyLaterAllowed: ctx.clock.now() <= deadline,
    ...facts,
  };
}
