import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceValue,
  bonusPage,
  consolidatedValue,
  dateRange,
  merchantWalletValue,
  pageQuery,
  profitValue,
  transactionPage,
  transactionQuery,
} from '@panalo/contract/wallet';
import { ok, responses } from '../../lib/http';
import { callerOf, sessionOf } from '../../kernel/request-scope';
import { balanceOf, consolidated, merchantWallet } from './wallet.service';
import { bonusDetails, personalProfit, transactionHistory } from './wallet-history.service';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wallet'];
  const guarded = { preHandler: app.requireSession };
  const realMember = { preHandler: app.requireRealMember };

  app.get('/wps/v2/wallets/balance', { ...guarded, schema: { tags, response: responses(balanceValue) } }, async (request) =>
    ok(await balanceOf(app.ctx, request.merchant, sessionOf(request).memberId)),
  );

  app.get('/wps/v2/wallets/merchant', { ...guarded, schema: { tags, response: responses(merchantWalletValue) } }, async (request) =>
    ok(await merchantWallet(app.ctx, callerOf(request))),
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    { ...realMember, schema: { tags, response: responses(consolidatedValue) } },
    async (request) => ok(await consolidated(app.ctx, callerOf(request))),
  );

  app.get(
    '/wps/v2/wallets/transactions',
    { ...guarded, schema: { tags, querystring: transactionQuery, response: responses(transactionPage) } },
    async (request) => ok(await transactionHistory(app.ctx, callerOf(request), request.query)),
  );

  app.get(
    '/wps/v2/wallets/profit',
    { ...guarded, schema: { tags, querystring: dateRange, response: responses(profitValue) } },
    async (request) => ok(await personalProfit(app.ctx, callerOf(request), request.query)),
  );

  app.get(
    '/wps/v2/wallets/bonus',
    { ...guarded, schema: { tags, querystring: pageQuery.extend(dateRange.shape), response: responses(bonusPage) } },
    async (request) => ok(await bonusDetails(app.ctx, callerOf(request), request.query)),
  );
};
