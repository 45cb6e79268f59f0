import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { humanCheckSolution, type HumanCheckChallenge, type HumanCheckScene } from '@panalo/contract/human-check';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../../kernel/merchant';
import { humanCheckSecrets } from './human-check-key';
import { spendChallenge } from './human-check.repository';

/** PBKDF2 runs natively in every browser (WebCrypto) and in the altcha widget's workers. */
const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * A challenge in ALTCHA v2's deterministic mode: the server picks the counter (between half of
 * HUMAN_CHECK_COMPLEXITY and all of it), so the work is predictable, and signs the derived key,
 * so checking a solution costs one HMAC. The scene, the brand and the expiry travel in the signed
 * data; the expiry is the server's clock (epoch ms), checked by the server, never by the library.
 */
export async function issueChallenge(ctx: AppContext, merchant: Merchant, scene: HumanCheckScene): Promise<HumanCheckChallenge> {
  const secrets = await humanCheckSecrets(ctx);
  const { HUMAN_CHECK_COMPLEXITY: complexity, HUMAN_CHECK_COST: cost, HUMAN_CHECK_TTL_SECONDS: ttl } = ctx.config;
  const expires = ctx.clock.now() + ttl * 1000;
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(Math.ceil(complexity / 2), complexity + 1),
    deriveKey,
    data: { scene, merchant: merchant.id, expires },
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.derivedKey,
  });
  // For the widget's own countdown only (seconds). Added after signing and dropped before checking.
  return { parameters: { ...challenge.parameters, expiresAt: Math.floor(expires / 1000) }, signature: challenge.signature ?? '' };
}

/** The widget's payload: base64 of JSON; null when it is anything else. */
function decodePayload(payload: string) {
  try {
    const parsed = humanCheckSolution.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function verified(ctx: AppContext, decoded: NonNullable<ReturnType<typeof decodePayload>>) {
  const secrets = await humanCheckSecrets(ctx);
  try {
    return await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: secrets.challenge,
      hmacKeySignatureSecret: secrets.derivedKey,
    });
  } catch {
    // Malformed hex and the like make the library throw: a wrong payload, not a fault of ours.
    return null;
  }
}

/**
 * Enforces the human check of a scene when the brand turned it on: the payload must be a solved
 * challenge this server signed, for this scene and brand, not expired, never used before. It is
 * spent here, whatever the guarded call answers next, so each attempt costs the client new work.
 */
export async function requireHumanCheck(
  ctx: AppContext,
  merchant: Merchant,
  scene: HumanCheckScene,
  payload: string | undefined,
): Promise<void> {
  if (!merchant.settings.humanCheck[scene]) return;
  if (!payload?.trim()) throw new AppError('CAPTCHA_REQUIRED');
  const decoded = decodePayload(payload.trim());
  if (!decoded) throw new AppError('HUMAN_CHECK_INVALID');
  const result = await verified(ctx, decoded);
  if (!result || result.invalidSignature !== false) throw new AppError('HUMAN_CHECK_INVALID');
  const data = decoded.challenge.parameters.data ?? {};
  const now = ctx.clock.now();
  if (typeof data.expires !== 'number' || data.expires <= now) throw new AppError('HUMAN_CHECK_EXPIRED');
  if (!result.verified || data.scene !== scene || data.merchant !== merchant.id) throw new AppError('HUMAN_CHECK_INVALID');
  if (!(await spendChallenge(ctx.db, decoded.challenge.signature, data.expires, now))) throw new AppError('HUMAN_CHECK_USED');
}
