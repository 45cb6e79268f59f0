import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with a key derived from a secret and a purpose, bound to `context` (additional
 * data) so a sealed value cannot be moved to another brand, provider or sign-in. Used for the
 * client secrets kept in brand settings and for the PKCE verifier of a started sign-in.
 */
const keyOf = (purpose: string, secret: string): Buffer => createHash('sha256').update(`${purpose}\u0000${secret}`).digest();

export function seal(purpose: string, secret: string, context: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(purpose, secret), iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${data.toString('base64url')}`;
}

/** The plain text, or null when the value was sealed with another secret or context, or altered. */
export function unseal(purpose: string, secret: string, context: string, sealed: string): string | null {
  const [version, ivText, dataText] = sealed.split('.');
  if (version !== 'v1' || !ivText || !dataText) return null;
  try {
    const data = Buffer.from(dataText, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(purpose, secret), Buffer.from(ivText, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Key purposes, so a key made for one use never opens a value of another. */
export const secretBoxPurposes = {
  /** A started sign-in's payload, keyed by the browser binding cookie. */
  signIn: 'oidc-sign-in',
  /** Secrets kept in brand settings, keyed by SETTINGS_SECRET_KEY. */
  brandSetting: 'brand-setting',
  /** Staff authenticator (TOTP) secrets, keyed by STAFF_TWO_FACTOR_KEY or the generated one. */
  staffTwoFactor: 'staff-two-factor',
} as const;
