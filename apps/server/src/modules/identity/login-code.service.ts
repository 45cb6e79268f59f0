import type { LoginValue } from '@panalo/contract/session';
import type { AppContext } from '../../app-context';
import { refuseUnlessActiveMember } from '../../kernel/account-policies';
import { AppError } from '../../lib/app-error';
import { HOUR } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/tokens';
import { openMemberSession } from '../session/session.service';
import type { Visitor } from '../../kernel/caller';
import { findMemberForLogin } from './identity.repository';
import { consumeLoginCode, deleteExpiredLoginCodes, insertLoginCode } from './oidc-state.repository';

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

export async function redeemLoginCode(ctx: AppContext, { merchant, client, code }: Visitor & { code: string }): Promise<LoginValue> {
  const now = ctx.clock.now();
  const found = await consumeLoginCode(ctx.db, sha256(code), merchant.id, now);
  const member = found ? await findMemberForLogin(ctx.db, found.memberId) : undefined;
  if (!found || !member) throw new AppError('LOGIN_CODE_INVALID');
  refuseUnlessActiveMember(member);

  // A social sign-in has no password to expire (spec 000 section 4: not for sms or firebase log-ins).
  return openMemberSession(ctx, {
    merchant,
    client,
    member,
    passwordExpired: false,
    proof: { reason: `oidc:${found.provider}`, detail: { provider: found.provider } },
  });
}
