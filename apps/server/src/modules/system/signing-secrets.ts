import { hkdfSync } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { HOUR } from '../../lib/clock';
import { sharedSecret } from '../../kernel/shared-secret';
import { insertSecretVersion, latestSecretVersions, type SecretOwner, type SecretVersionRow } from './signing-secrets.repository';

/**
 * Per-brand signing secrets (docs/payments.md, docs/seamless-wallet.md): each brand has its own
 * callback secret per payment gateway and its own signing secret per vendor, each with a version.
 * A version's secret is HKDF(master, purpose · brand · gateway-or-vendor · version), so nothing
 * secret is stored beyond the master key (configured, or generated once and kept in system_keys):
 * the versions table says only which version is current and since when. Rotating adds a version
 * that signs from then on; the one before still verifies for SECRET_ROTATION_GRACE_HOURS.
 */
export type SecretPurpose = 'gateway' | 'vendor';

export interface SecretScope {
  merchant: { id: number; code: string };
  purpose: SecretPurpose;
  /** The gateway's name or the vendor's code. */
  code: string;
}

type SecretContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'caches'>;

/** The master key of each purpose, and the system_keys kind it is kept under when not configured. */
const MASTERS: Record<SecretPurpose, { kind: string; configured: (ctx: SecretContext) => string }> = {
  gateway: { kind: 'sandbox-gateway', configured: (ctx) => ctx.config.SANDBOX_GATEWAY_SECRET },
  vendor: { kind: 'seamless-master', configured: (ctx) => ctx.config.SEAMLESS_MASTER_SECRET },
};

// Every callback and vendor call checks a signature: masters are read once per app, versions are
// kept as long as brand settings are (MERCHANT_CACHE_SECONDS), so a rotation made by the CLI in
// another process reaches every server within that time.
export function masterKey(ctx: SecretContext, purpose: SecretPurpose): Promise<string> {
  const byPurpose = ctx.caches.signingMasters;
  let master = byPurpose.get(purpose);
  if (!master) {
    const { kind, configured } = MASTERS[purpose];
    master = sharedSecret(ctx, kind, configured(ctx));
    // A failed read (database down) is tried again by the next call rather than remembered.
    master.catch(() => byPurpose.delete(purpose));
    byPurpose.set(purpose, master);
  }
  return master;
}

const ownerOf = (scope: SecretScope): SecretOwner => ({ merchantId: scope.merchant.id, purpose: scope.purpose, code: scope.code });
const cacheKey = (scope: SecretScope): string => `${scope.merchant.id}\u0000${scope.purpose}\u0000${scope.code}`;

function versionRows(ctx: SecretContext, scope: SecretScope): Promise<SecretVersionRow[]> {
  const cache = ctx.caches.signingVersions;
  const key = cacheKey(scope);
  const now = ctx.clock.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.rows;
  const rows = latestSecretVersions(ctx.db, ownerOf(scope));
  const ttl = ctx.config.MERCHANT_CACHE_SECONDS * 1000;
  if (ttl > 0) {
    cache.set(key, { rows, until: now + ttl });
    rows.catch(() => cache.delete(key));
  }
  return rows;
}

/** How many derived secrets one app keeps; brands × gateways and vendors × two versions stay far below it. */
const DERIVED_CACHE_LIMIT = 4096;

// Every vendor call and gateway callback checks a signature with a derived secret; deriving is
// deterministic, so it is done once per (purpose, brand, owner, version) and kept. The limit only
// guards against owners that do not exist (the cache starts over when it is reached).
async function derive(ctx: SecretContext, scope: SecretScope, version: number): Promise<string> {
  const info = [scope.purpose, scope.merchant.code, scope.code, String(version)].join('\u0000');
  const cache = ctx.caches.signingDerived;
  const hit = cache.get(info);
  if (hit) return hit;
  const secret = Buffer.from(hkdfSync('sha256', await masterKey(ctx, scope.purpose), 'panalo signing secret', info, 32)).toString('hex');
  if (cache.size >= DERIVED_CACHE_LIMIT) cache.clear();
  cache.set(info, secret);
  return secret;
}

/** A brand with no version recorded is on version 1, made when the brand was. */
const currentOf = (rows: SecretVersionRow[]): SecretVersionRow => rows[0] ?? { version: 1, created_at: 0 };

/** The secret that signs now: our own outgoing signatures and what the operator hands over. */
export async function currentSecret(ctx: SecretContext, scope: SecretScope): Promise<{ version: number; secret: string }> {
  const { version } = currentOf(await versionRows(ctx, scope));
  return { version, secret: await derive(ctx, scope, version) };
}

/** The secrets a signature may be made with: the current one, and the previous one during its grace. */
export async function acceptedSecrets(ctx: SecretContext, scope: SecretScope): Promise<string[]> {
  const rows = await versionRows(ctx, scope);
  const current = currentOf(rows);
  const accepted = [await derive(ctx, scope, current.version)];
  const graceEnds = current.created_at + ctx.config.SECRET_ROTATION_GRACE_HOURS * HOUR;
  if (current.version > 1 && ctx.clock.now() < graceEnds) accepted.push(await derive(ctx, scope, current.version - 1));
  return accepted;
}

/**
 * Makes the next version current and returns its secret for the operator to hand over. The
 * previous version keeps verifying until `previousValidUntil`; the one before that stops now.
 */
export async function rotateSecret(
  ctx: SecretContext,
  scope: SecretScope,
): Promise<{ version: number; secret: string; previousValidUntil: number }> {
  const now = ctx.clock.now();
  const { version: current } = currentOf(await latestSecretVersions(ctx.db, ownerOf(scope)));
  const version = current + 1;
  if (!(await insertSecretVersion(ctx.db, ownerOf(scope), version, now)))
    throw new Error('another rotation of this secret happened at the same time; try again');
  ctx.caches.signingVersions.delete(cacheKey(scope));
  return { version, secret: await derive(ctx, scope, version), previousValidUntil: now + ctx.config.SECRET_ROTATION_GRACE_HOURS * HOUR };
}
