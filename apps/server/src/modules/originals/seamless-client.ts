import type { FastifyInstance } from 'fastify';
import { SEAMLESS_HEADER_PREFIX, SEAMLESS_VENDOR_HEADER, type SeamlessAnswer } from '@panalo/contract/seamless';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import type { ErrorCode } from '@panalo/contract/error-codes';
import { signCallback } from '../../adapters/payments/callback-signature';
import { vendorSecret } from '../seamless/vendor-secret';
import type { AppError } from '../../lib/app-error';

/** A refusal carries the balance, and which of the member's own limits refused a bet (RG_* codes). */
export type SeamlessResult =
  { ok: true; value: SeamlessAnswer } | { ok: false; code: ErrorCode; balance?: number; limit?: NonNullable<AppError['extra']['limit']> };

/**
 * The built-in provider's side of the seamless wallet API: it signs and sends its calls exactly as
 * an outside vendor would, through the server's own HTTP pipeline (in-process, no socket), so the
 * built-in games prove the same API the vendors use.
 */
export async function callSeamless(app: FastifyInstance, merchantCode: string, call: string, body: unknown): Promise<SeamlessResult> {
  const merchant = await app.ctx.merchants.byCode(merchantCode);
  if (!merchant) return { ok: false, code: 'INVALID_DOMAIN' };
  const raw = Buffer.from(JSON.stringify(body));
  // Signed with the brand's current secret for the built-in provider, as the vendor would sign.
  const signed = signCallback(await vendorSecret(app.ctx, merchant, ORIGINALS_VENDOR), raw, app.ctx.clock.now());
  const answer = await app.inject({
    method: 'POST',
    url: `/lgw/seamless/v1/${call}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      merchant: merchantCode,
      [SEAMLESS_VENDOR_HEADER]: ORIGINALS_VENDOR,
      [`${SEAMLESS_HEADER_PREFIX}-timestamp`]: signed.timestamp,
      [`${SEAMLESS_HEADER_PREFIX}-nonce`]: signed.nonce,
      [`${SEAMLESS_HEADER_PREFIX}-signature`]: signed.signature,
    },
  });
  const json = answer.json() as {
    success: boolean;
    value?: SeamlessAnswer;
    code?: ErrorCode;
    balance?: number;
    limit?: AppError['extra']['limit'];
  };
  return json.success && json.value
    ? { ok: true, value: json.value }
    : { ok: false, code: json.code ?? 'UNKNOWN_ERROR', balance: json.balance, ...(json.limit ? { limit: json.limit } : {}) };
}
