import { MemberStatus, MemberType } from '@panalo/contract/member-types';
import { passwordProblem } from '@panalo/contract/registration';
import type { StaffSetupDoneValue, StaffSetupFinishRequest, StaffSetupValue } from '@panalo/contract/staff';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { sha256 } from '../../lib/tokens';
import { appendAudit } from '../../kernel/audit';
import type { Visitor } from '../../kernel/caller';
import { memberAccountOf } from '../member/member.service';
import { replacePassword } from '../session/password-replacement';
import { findSetupToken, spendSetupToken, unconfirmedMembers } from './staff-changes.repository';
import { assertStaffIpAllowed } from './staff-ip';
import { findTwoFactor, replaceRecoveryCodes, upsertPendingTwoFactor, useTimeStep } from './staff.repository';
import { codeStep, newRecoveryCodes, newTotpSecret, openTotpSecret, otpauthUri, recoveryCodeHash, sealTotpSecret } from './two-factor';

/*
 * The set-up page of an invited staff member (/bo/setup?token=…, from the mailed link): the
 * invitee sets their own password and enrols their own authenticator, so nobody else ever holds
 * a way into the account. It opens no session: the invitee signs in like everyone else, once a
 * second admin has confirmed the account (STAFF_NOT_CONFIRMED until then).
 */

/** The link's account: an active staff member of this brand with an unused, unexpired link. */
async function linkOf(ctx: AppContext, { merchant, client }: Visitor, token: string) {
  assertStaffIpAllowed(merchant, client.ip);
  const found = await findSetupToken(ctx.db, merchant.id, sha256(token.trim()), ctx.clock.now());
  const account = found ? await memberAccountOf(ctx, found.member_id) : null;
  const usable = account?.type === MemberType.OPERATOR && account.status === MemberStatus.ACTIVE && account.merchantId === merchant.id;
  if (!found || !account || !usable) throw new AppError('STAFF_SETUP_LINK_INVALID');
  return { tokenId: found.id, member: account, owner: { merchantId: merchant.id, memberId: account.id } };
}

/** First step: a new authenticator secret to add (as a QR code or text); asking again gives a new one. */
export async function startStaffSetup(ctx: AppContext, visitor: Visitor, token: string): Promise<StaffSetupValue> {
  const { member, owner } = await linkOf(ctx, visitor, token);
  const secret = newTotpSecret();
  await upsertPendingTwoFactor(ctx.db, { ...owner, sealed: await sealTotpSecret(ctx, owner, secret), now: ctx.clock.now() });
  const brand = visitor.merchant.name;
  return { username: member.username, brand, secret, otpauthUri: otpauthUri(secret, `${brand} back office`, member.username) };
}

/**
 * Second step: the invitee's password (the brand's password rule) and a code from the new
 * authenticator. The link is spent, the code's time step used, the password set and the ten
 * recovery codes made in one transaction: one link sets an account up once.
 */
export async function finishStaffSetup(ctx: AppContext, visitor: Visitor, form: StaffSetupFinishRequest): Promise<StaffSetupDoneValue> {
  const { merchant, client } = visitor;
  const newPassword = form.newPassword.trim();
  const problem = passwordProblem(newPassword, merchant.validation, 'EN');
  if (problem) throw new AppError('PASSWORD_FORMAT_INVALID', { fields: { newPassword: problem } });
  const { tokenId, member, owner } = await linkOf(ctx, visitor, form.token);
  const factor = await findTwoFactor(ctx.db, member.id);
  const secret = factor && factor.confirmed_at === null ? await openTotpSecret(ctx, owner, factor.secret_sealed) : null;
  if (!secret) throw new AppError('STAFF_SETUP_LINK_INVALID');
  const now = ctx.clock.now();
  const step = codeStep(secret, form.code.replace(/\s/g, ''), now);
  if (step === null) throw new AppError('TWO_FACTOR_INVALID');
  const passwordHash = await hashPassword(newPassword);
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await spendSetupToken(tx, tokenId, now))) throw new AppError('STAFF_SETUP_LINK_INVALID');
    if (!(await useTimeStep(tx, member.id, step, now))) throw new AppError('TWO_FACTOR_INVALID');
    await replaceRecoveryCodes(tx, member.id, recoveryCodes.map(recoveryCodeHash));
    await replacePassword(tx, { ...owner, passwordHash, keepSessionId: null, action: 'staff.setup', ip: client.ip, now });
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: member.id,
      action: 'staff.enrol',
      subjectType: 'member',
      subjectId: member.id,
      ip: client.ip,
      detail: { via: 'setup-link' },
      at: now,
    });
  });
  const confirmed = !(await unconfirmedMembers(ctx.db, [member.id])).has(member.id);
  return { username: member.username, recoveryCodes, confirmed };
}
