import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../../app-context';
import { sharedSecret } from '../../kernel/shared-secret';
import { readableCode, sha256 } from '../../lib/tokens';
import { seal, secretBoxPurposes, unseal } from '../identity/secret-box';

/*
 * The staff authenticator: RFC 6238 codes (6 digits, 30 seconds, SHA-1, as every authenticator app
 * reads them), the secret sealed with AES-GCM under the staff two-factor key and bound to the brand
 * and the staff member, so a sealed value copied to another row does not open.
 */

const PERIOD_MS = 30_000;
export const RECOVERY_CODE_COUNT = 10;

const sealingKey = (ctx: AppContext): Promise<string> => sharedSecret(ctx, 'staff-two-factor', ctx.config.STAFF_TWO_FACTOR_KEY);
const bindingOf = (merchantId: number, memberId: number) => `staff:${merchantId}:${memberId}`;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export async function sealTotpSecret(ctx: AppContext, owner: { merchantId: number; memberId: number }, base32: string): Promise<string> {
  return seal(secretBoxPurposes.staffTwoFactor, await sealingKey(ctx), bindingOf(owner.merchantId, owner.memberId), base32);
}

export async function openTotpSecret(
  ctx: AppContext,
  owner: { merchantId: number; memberId: number },
  sealed: string,
): Promise<string | null> {
  return unseal(secretBoxPurposes.staffTwoFactor, await sealingKey(ctx), bindingOf(owner.merchantId, owner.memberId), sealed);
}

const totpOf = (base32: string, issuer = 'Panalo', label = 'staff') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_MS / 1000, secret: Secret.fromBase32(base32) });

/** The otpauth:// address an authenticator app reads (from the QR code). */
export const otpauthUri = (base32: string, issuer: string, label: string): string => totpOf(base32, issuer, label).toString();

/**
 * The time step a six-digit code belongs to, one step either side of now allowed for clock drift,
 * or null when the code is wrong.
 */
export function codeStep(base32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / PERIOD_MS) + delta;
}

/** Ten codes such as `K7PQ-M2XD`, shown once; only their hashes are kept. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, () => `${readableCode(4)}-${readableCode(4)}`);

/** Recovery codes are compared case- and dash-insensitively. */
export const recoveryCodeHash = (code: string): string => sha256(`staff-recovery:${code.toUpperCase().replace(/[^A-Z0-9]/g, '')}`);
