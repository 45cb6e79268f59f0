import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyValue } from '@panalo/contract/envelope';
import {
  pageQuery,
  payoutAccount,
  payoutAccountList,
  payoutAccountRequest,
  paymentPasswordRequest,
  receiptRequest,
  withdrawalPage,
  withdrawalValue,
  withdrawConfigValue,
  withdrawRequest,
} from '@panalo/contract/wallet';
import { idParams } from '@panalo/contract/params';
import { credentialRateLimit, idempotencyKeyOf, ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { setPaymentPassword } from './payment-password.service';
import { addPayoutAccount, deletePayoutAccount, listPayoutAccounts } from './payout-accounts.service';
import { confirmReceipt } from './receipt.service';
import { requestWithdrawal, withdrawalRecords, withdrawConfig } from './withdraw.service';
import { withdrawOperatorRoutes } from './withdraw-operator.routes';

/** A receipt carries up to 5 MB of image as base64 (about 7 MB of text). */
const RECEIPT_BODY_LIMIT = 7_400_000;

export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['withdraw'];
  const guarded = { preHandler: app.requireRealMember };
  // A withdrawal takes the member's own money: only a listing refuses it (kernel/money-screen.ts).
  const screened = { preHandler: app.screened('withdraw') };
  // Calls that check a password: limited per IP like log-in, and the body may come encrypted.
  const credential = { encrypted: true, rateLimit: credentialRateLimit(app.ctx.config) };

  app.post(
    '/wps/v2/member/paymentPassword',
    { ...guarded, config: credential, schema: { tags, body: paymentPasswordRequest, response: responses(emptyValue) } },
    async (request) => {
      await setPaymentPassword(app.ctx, callerOf(request), request.body);
      return ok(null);
    },
  );

  app.get('/wps/v2/withdraw/config', { ...guarded, schema: { tags, response: responses(withdrawConfigValue) } }, async (request) =>
    ok(await withdrawConfig(app.ctx, callerOf(request))),
  );

  app.get('/wps/v2/withdraw/accounts', { ...guarded, schema: { tags, response: responses(payoutAccountList) } }, async (request) =>
    ok(await listPayoutAccounts(app.ctx, callerOf(request))),
  );

  app.post(
    '/wps/v2/withdraw/accounts',
    { ...guarded, schema: { tags, body: payoutAccountRequest, response: responses(payoutAccount) } },
    async (request) => ok(await addPayoutAccount(app.ctx, callerOf(request), request.body)),
  );

  app.delete(
    '/wps/v2/withdraw/accounts/:id',
    { ...guarded, schema: { tags, params: idParams, response: responses(emptyValue) } },
    async (request) => {
      await deletePayoutAccount(app.ctx, callerOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/wps/v2/withdraw',
    { ...screened, config: credential, schema: { tags, body: withdrawRequest, response: responses(withdrawalValue) } },
    async (request) => ok(await requestWithdrawal(app.ctx, callerOf(request), request.body, idempotencyKeyOf(request))),
  );

  app.get(
    '/wps/v2/withdraw/records',
    { ...guarded, schema: { tags, querystring: pageQuery, response: responses(withdrawalPage) } },
    async (request) => ok(await withdrawalRecords(app.ctx, callerOf(request), request.query)),
  );

  app.post(
    '/wps/v2/withdraw/:id/receipt',
    {
      ...guarded,
      bodyLimit: RECEIPT_BODY_LIMIT,
      schema: { tags, params: idParams, body: receiptRequest, response: responses(withdrawalValue) },
    },
    async (request) => ok(await confirmReceipt(app.ctx, callerOf(request), request.params.id, request.body)),
  );

  await app.register(withdrawOperatorRoutes);
};
