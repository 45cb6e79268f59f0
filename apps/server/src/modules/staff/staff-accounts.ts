import type { StaffRole } from '@panalo/contract/staff';
import type { AppContext } from '../../app-context';
import { insertConfirmedTwoFactor, insertRole } from './staff.repository';
import { sealTotpSecret } from './two-factor';

/* Setting staff up: roles per brand, and (for the demo brand only) an authenticator already enrolled. */

export async function grantStaffRoles(ctx: AppContext, input: { merchantId: number; memberId: number; roles: readonly StaffRole[] }) {
  for (const role of input.roles)
    await insertRole(ctx.db, { merchantId: input.merchantId, memberId: input.memberId, role, now: ctx.clock.now() });
}

/** An authenticator enrolled with a known secret: the demo's staff, whose secrets the README prints. */
export async function enrolKnownSecret(ctx: AppContext, input: { merchantId: number; memberId: number; base32: string }) {
  const owner = { merchantId: input.merchantId, memberId: input.memberId };
  await insertConfirmedTwoFactor(ctx.db, { ...owner, sealed: await sealTotpSecret(ctx, owner, input.base32), now: ctx.clock.now() });
}
