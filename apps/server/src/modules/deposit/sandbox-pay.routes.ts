import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage, errorStatus, type ErrorCode } from '@panalo/contract/error-codes';
import type { PaymentGatewayDirectory } from '../../adapters/payments/payment-gateway';
import { SANDBOX_GATEWAY, SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { depositsPageUrl, renderSandboxError, renderSandboxPage, SANDBOX_PAGE_HEADERS } from '../../adapters/payments/sandbox-page';
import { currentSecret } from '../system/signing-secrets';
import { findDepositByReference, type DepositView } from './deposit.repository';

const reference = z.string().regex(/^[A-Z0-9]{4,64}$/);
const payForm = z.object({ token: z.string().max(128), action: z.enum(['pay', 'decline']) });

/**
 * The sandbox gateway's hosted payment page, served by this server as if it were the gateway's.
 * GET shows the deposit with Pay and Decline; the form posts back here, and the "gateway" then
 * sends its signed callback to /wps/payments/sandbox/callback — in-process with app.inject, so the
 * whole HTTP pipeline runs (signature check included), and never inside a transaction — and sends
 * the browser back to the app's deposit page. Both need the page token from the deposit's pay URL.
 */
export const sandboxPayRoutes: FastifyPluginAsyncZod<{ gateways: PaymentGatewayDirectory }> = async (app, { gateways }) => {
  const gateway = gateways.get(SANDBOX_GATEWAY);
  if (!(gateway instanceof SandboxGateway)) return;
  const sandbox = gateway;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const page = (reply: FastifyReply, status: number, html: string) => reply.code(status).headers(SANDBOX_PAGE_HEADERS).send(html);
  const refuse = (request: FastifyRequest, reply: FastifyReply, code: ErrorCode) =>
    page(reply, errorStatus(code), renderSandboxError(errorMessage(code, request.language), request.language));

  /** The deposit the page is for, when the address names a sandbox deposit and carries its token. */
  async function depositFor(rawReference: unknown, token: unknown): Promise<DepositView | ErrorCode> {
    const parsed = reference.safeParse(rawReference);
    if (!parsed.success) return 'NOT_FOUND';
    if (!sandbox.checkPageToken(parsed.data, token)) return 'SIGNATURE_INVALID';
    const deposit = await findDepositByReference(app.ctx.db, parsed.data);
    if (!deposit || deposit.gateway !== SANDBOX_GATEWAY) return 'NOT_FOUND';
    // The platform closed this payment (cancelled, expired, or the member took a break): the
    // gateway takes no money for it, and the page says why.
    const closure = await sandbox.closureOf(deposit.reference);
    if (closure === 'BREAK') return 'PAYMENT_CLOSED_BREAK';
    return closure ? 'PAYMENT_CLOSED' : deposit;
  }

  app.get('/sandbox-pay/:reference', { schema: { hide: true } }, async (request, reply) => {
    const { reference: ref } = request.params as { reference: string };
    const { token } = request.query as { token?: string };
    const deposit = await depositFor(ref, token);
    if (typeof deposit === 'string') return refuse(request, reply, deposit);
    const merchant = await app.ctx.merchants.byId(deposit.merchant_id);
    const view = { ...deposit, channel: deposit.channel_name, brand: merchant?.name ?? '' };
    return page(reply, 200, renderSandboxPage(view, String(token), request.language));
  });

  app.post('/sandbox-pay/:reference', { schema: { hide: true } }, async (request, reply) => {
    const form = payForm.safeParse(request.body);
    if (!form.success) return refuse(request, reply, 'VALIDATION_FAILED');
    const deposit = await depositFor((request.params as { reference: string }).reference, form.data.token);
    if (typeof deposit === 'string') return refuse(request, reply, deposit);
    if (deposit.status === 'PENDING') {
      const merchant = await app.ctx.merchants.byId(deposit.merchant_id);
      if (!merchant) return refuse(request, reply, 'NOT_FOUND');
      // Signed as the gateway signs for this brand: with the brand's current secret.
      const { secret } = await currentSecret(app.ctx, { merchant, purpose: 'gateway', code: SANDBOX_GATEWAY });
      const callback = sandbox.callbackFor(
        {
          reference: deposit.reference,
          gatewayReference: deposit.gateway_reference ?? '',
          amount: deposit.amount,
          currency: deposit.currency,
        },
        form.data.action === 'pay' ? 'PAID' : 'FAILED',
        app.ctx.clock.now(),
        secret,
      );
      const delivered = await app.inject({
        method: 'POST',
        url: `/wps/payments/${SANDBOX_GATEWAY}/callback`,
        headers: { ...callback.headers, merchant: merchant.code },
        payload: callback.body,
      });
      if (delivered.statusCode !== 200) {
        request.log.warn({ reference: deposit.reference, status: delivered.statusCode }, 'sandbox callback refused');
        return refuse(request, reply, codeOf(delivered.body));
      }
    }
    // 303: the browser follows with a GET, so reloading the deposit page does not post again.
    return reply.header('cache-control', 'no-store').redirect(depositsPageUrl(deposit.reference), 303);
  });
};

function codeOf(body: string): ErrorCode {
  try {
    return (JSON.parse(body) as { code?: ErrorCode }).code ?? 'UNKNOWN_ERROR';
  } catch {
    return 'UNKNOWN_ERROR';
  }
}
