import type { Executor } from '../../db/executor';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { findMemberWithCredentials } from './member.repository';

/*
 * A member's credentials as the other modules use them: the log-in flows (member and staff, by
 * password, SMS code or recovery) look a member up with the password's state; the payment password
 * lives beside the log-in password; a password is replaced by
 * session/password-replacement.ts, which ends the member's sessions with it.
 */
export {
  findCredentials,
  findMemberWithCredentials,
  insertCredentials,
  insertMember,
  markLoggedIn,
  recordMemberDevice,
  setPaymentPasswordHash,
  updatePassword,
} from './member.repository';

export type MemberWithCredentials = NonNullable<Awaited<ReturnType<typeof findMemberWithCredentials>>>;

export type PasswordCheck =
  { ok: true; member: MemberWithCredentials } | { ok: false; memberId: number | null; reason: 'unknown_user' | 'password' };

/**
 * Checks a log-in password of the brand's member. An unknown username costs the same argon2 run as
 * a known one (against a decoy hash), so the answer's timing does not tell which usernames exist.
 */
export async function checkPassword(db: Executor, merchantId: number, username: string, password: string): Promise<PasswordCheck> {
  const member = await findMemberWithCredentials(db, merchantId, username);
  if (!member) {
    await verifyPassword(await decoyPasswordHash(), password);
    return { ok: false, memberId: null, reason: 'unknown_user' };
  }
  if (!(await verifyPassword(member.password_hash, password))) return { ok: false, memberId: member.id, reason: 'password' };
  return { ok: true, member };
}
