import { createAppCaches } from '../../app-caches';
import type { Config } from '../../config';
import type { Db } from '../../db/executor';
import type { Merchant } from '../../kernel/merchant';
import { currentSecret, rotateSecret, type SecretPurpose, type SecretScope } from './signing-secrets';

const USAGE = 'usage: brand <rotate-secret|signing-secret> <code> <gateway|vendor> <gateway name | vendor code>';

function scopeOf(merchant: Merchant, [purpose, code]: string[]): SecretScope {
  if ((purpose !== 'gateway' && purpose !== 'vendor') || !code?.trim()) throw new Error(USAGE);
  // Vendor codes are upper case on the wire (the vendor header); gateway names are as registered.
  const name = purpose === 'vendor' ? code.trim().toUpperCase() : code.trim();
  return { merchant, purpose: purpose satisfies SecretPurpose, code: name };
}

const cliContext = (db: Db, config: Config) => ({ db, config, clock: { now: () => Date.now() }, caches: createAppCaches() });

/**
 * Signing secrets of a brand (docs/payments.md, docs/seamless-wallet.md), printed only to the
 * operator's terminal, never logged:
 *   npm run brand -- rotate-secret demo gateway sandbox
 *   npm run brand -- rotate-secret demo vendor ACME
 *   npm run brand -- signing-secret demo gateway sandbox
 * A rotation's new secret signs from then on (running servers pick it up within
 * MERCHANT_CACHE_SECONDS); the previous one verifies for SECRET_ROTATION_GRACE_HOURS more.
 */
export const secretsCommands: Record<string, (db: Db, merchant: Merchant, args: string[], config: Config) => Promise<string>> = {
  async 'rotate-secret'(db, merchant, args, config) {
    const scope = scopeOf(merchant, args);
    const rotated = await rotateSecret(cliContext(db, config), scope);
    return [
      `${merchant.code}: ${scope.purpose} ${scope.code} secret is now version ${rotated.version}:`,
      rotated.secret,
      `The previous version is accepted until ${new Date(rotated.previousValidUntil).toISOString()}.`,
    ].join('\n');
  },
  async 'signing-secret'(db, merchant, args, config) {
    const scope = scopeOf(merchant, args);
    const { version, secret } = await currentSecret(cliContext(db, config), scope);
    return `${merchant.code}: ${scope.purpose} ${scope.code} secret, version ${version}:\n${secret}`;
  },
};
