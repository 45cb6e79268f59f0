import type { LoginValue } from '@panalo/contract/session';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { HOUR } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/tokens';
import { appendAudit } from '../audit/audit.repository';
import type { Merchant } from '../../kernel/merchant';
import { memberInfoOf } from '../member/member.service';
import { markLoggedIn } from '../member/member.repository';
import { recordLoginAttempt } from '../session/login-attempts.repository';
import { clearLoginAttempts } from '../session/login-guard';
import { recordMemberIp } from '../session/session.repository';
import { openSession } from '../session/session.service';
import type { ClientInfo } from '../../kernel/caller';
import { findMemberForLogin } from './identity.repository';
import { consumeLoginCode, deleteExpiredLoginCodes, insertLoginCode } from './oidc-state.repository';
import { refuseIfCannotLogIn } from './social-member';

/**
 * A finished social sign-in hands the site a one-time code in the address, never a session
 * token: addresses end up in histories and logs. The session is opened when the site exchanges
 * the code (POST /wps/session/login/code), within LOGIN_CODE_SECONDS, once.
 */
export async function issueLoginCode(ctx: AppContext, merchantId: number, memberId: number, provider: string): Promise<string> {
  const code = newToken();
  const now = ctx.clock.now();
  await deleteExpiredLoginCodes(ctx.db, now - HOUR);
  await insertLoginCode(ctx.db, {
    id: sha256(code),
    merchantId,
    memberId,
    provider,
    now,
    expiresAt: now + ctx.config.LOGIN_CODE_SECONDS * 1000,
  });
  return code;
}

export async function redeemLoginCode(ctx: AppContext, merchant: Merchant, code: string, client: ClientInfo): Promise<LoginValue> {
  const now = ctx.clock.now();
  const found = await consumeLoginCode(ctx.db, sha256(code), merchant.id, now);
  const member = found ? await findMemberForLogin(ctx.db, found.memberId) : undefined;
  if (!found || !member) throw new AppError('LOGIN_CODE_INVALID');
  refuseIfCannotLogIn(member);

  const token = await ctx.db.transaction().execute(async (tx) => {
    const attempt = { merchantId: merchant.id, username: member.username, memberId: member.id, ip: client.ip, at: now };
    await recordLoginAttempt(tx, { ...attempt, success: true, reason: `oidc:${found.provider}` });
    await clearLoginAttempts(tx, { merchantId: merchant.id, username: member.username, ip: client.ip });
    const newIp = await recordMemberIp(tx, member.id, client.ip, now);
    if (newIp && member.last_login_at !== null) {
      await appendAudit(tx, {
        merchantId: merchant.id,
        actorMemberId: member.id,
        action: 'session.login_new_ip',
        subjectType: 'member',
        subjectId: member.id,
        ip: client.ip,
        detail: { userAgent: client.userAgent, provider: found.provider },
        at: now,
      });
    }
    await markLoggedIn(tx, member.id, now);
    return openSession(ctx, tx, { id: member.id, merchantId: merchant.id }, client);
  });
  // A social sign-in has no password to expire (spec 000 section 4: not for sms or firebase log-ins).
  return { token, firstTimeLogin: member.last_login_at === null, passwordExpired: false, userInfo: await memberInfoOf(ctx, member.id) };
}
