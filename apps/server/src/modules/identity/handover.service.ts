import type { HandoverValue } from '@panalo/contract/identity';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { issueLoginCode } from './login-code.service';

/** The `provider` a hand-over code is recorded with (a social sign-in records its provider). */
export const HANDOVER_PROVIDER = 'handover';

/**
 * A signed-in member hands the sign-in to another page: the address carries a one-time code, never
 * the session token (addresses end up in histories, logs and referrers, and a token in one could
 * be planted in someone else's tab). Trial accounts have nothing to hand over.
 */
export async function issueHandoverCode(ctx: AppContext, { session }: Caller): Promise<HandoverValue> {
  const code = await issueLoginCode(ctx, session.merchantId, session.memberId, HANDOVER_PROVIDER);
  return { code, expiresIn: ctx.config.LOGIN_CODE_SECONDS };
}
