import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustmentRequest,
  approvalDecisionRequest,
  approvalPage,
  approvalQuery,
  approvalValue,
  changeAgentRequest,
  changeAgentValue,
  depositCreditRequest,
  operatorDepositDetail,
  operatorDepositPage,
  operatorDepositQuery,
  playerDetail,
  playerPage as playerPageValue,
  playerSearchQuery,
  playerStatusValue,
  playerNote,
  playerNoteRequest,
  playerTagsRequest,
  playerTagsValue,
  passwordResetByStaffRequest,
  passwordResetByStaffValue,
  vipLevelRequest,
  vipLevelValue,
  withdrawalRiskList,
  withdrawalRiskQuery,
} from '@panalo/contract/staff-players';
import { idParams, memberIdParams } from '@panalo/contract/params';
import { betRecordPage, betRecordQuery } from '@panalo/contract/bet-records';
import { manualGrantRequest, manualGrantValue } from '@panalo/contract/rewards';
import { createMailer } from '../../adapters/mail/mailer-factory';
import { MailOutbound } from '../../adapters/mail/mail-outbound';
import { createSmsGateway } from '../../adapters/sms/sms-gateway-factory';
import { siteOrigin } from '../recovery/recovery-email-origin';
import { addPlayerNote, playerBets, sendPlayerPasswordReset, setPlayerTags } from './player-notes.service';
import { idempotencyKeyOf, ok, responses } from '../../lib/http';
import { AppError } from '../../lib/app-error';
import { callerOf } from '../../kernel/request-scope';
import { brandDeposit, brandDeposits } from '../deposit/deposit-review.service';
import { findPlayers, playerPage } from './player-page.service';
import { withdrawalRisks } from './withdrawal-risk.service';
import { actOnPlayer, setPlayerVipLevel } from './player-actions.service';
import { changeAgent } from './agent-move.service';
import { approvalsOfDeposit } from './approvals.repository';
import { brandApprovals, decideRequest, requestAdjustment, requestDepositCredit, toApprovalValue } from './four-eyes.service';
import { grantFromPromotion } from './promotion-grants.service';

/**
 * A body checked after the staff guard: the schema takes a missing body, so a caller without the
 * permission hears STAFF_FORBIDDEN (or NOT_LOGGED_IN), not how the form should look.
 */
function formOf<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('VALIDATION_FAILED');
  return parsed.data;
}

/**
 * Back-office players, deposits and four-eyes requests (adjustments, deposit credits, promotion
 * grants); each route names its staff permission.
 */
export const staffPlayersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.get(
    '/wps/operator/players',
    { config: { staff: 'players.view' }, schema: { tags, querystring: playerSearchQuery, response: responses(playerPageValue) } },
    async (request) => ok(await findPlayers(app.ctx, callerOf(request), request.query)),
  );

  app.get(
    '/wps/operator/players/:memberId',
    { config: { staff: 'players.view' }, schema: { tags, params: memberIdParams, response: responses(playerDetail) } },
    async (request) => ok(await playerPage(app.ctx, callerOf(request), request.params.memberId)),
  );

  app.post(
    '/wps/operator/players/:memberId/adjustments',
    {
      config: { staff: 'players.adjust' },
      schema: { tags, params: memberIdParams, body: adjustmentRequest.partial().nullish(), response: responses(approvalValue) },
    },
    async (request) =>
      ok(await requestAdjustment(app.ctx, callerOf(request), request.params.memberId, formOf(adjustmentRequest, request.body))),
  );

  app.post(
    '/wps/operator/players/:memberId/notes',
    {
      config: { staff: 'players.manage' },
      schema: { tags, params: memberIdParams, body: z.unknown(), response: responses(playerNote) },
    },
    async (request) =>
      ok(await addPlayerNote(app.ctx, callerOf(request), request.params.memberId, formOf(playerNoteRequest, request.body))),
  );

  app.put(
    '/wps/operator/players/:memberId/tags',
    {
      config: { staff: 'players.manage' },
      schema: { tags, params: memberIdParams, body: z.unknown(), response: responses(playerTagsValue) },
    },
    async (request) =>
      ok(await setPlayerTags(app.ctx, callerOf(request), request.params.memberId, formOf(playerTagsRequest, request.body))),
  );

  app.put(
    '/wps/operator/players/:memberId/agent',
    {
      config: { staff: 'players.change-agent' },
      schema: { tags, params: memberIdParams, body: z.unknown(), response: responses(changeAgentValue) },
    },
    async (request) => ok(await changeAgent(app.ctx, callerOf(request), request.params.memberId, formOf(changeAgentRequest, request.body))),
  );

  app.put(
    '/wps/operator/players/:memberId/vip-level',
    {
      config: { staff: 'players.manage' },
      schema: { tags, params: memberIdParams, body: z.unknown(), response: responses(vipLevelValue) },
    },
    async (request) =>
      ok(await setPlayerVipLevel(app.ctx, callerOf(request), request.params.memberId, formOf(vipLevelRequest, request.body).level)),
  );

  app.get(
    '/wps/operator/players/:memberId/bets',
    {
      config: { staff: 'players.view' },
      schema: { tags, params: memberIdParams, querystring: betRecordQuery, response: responses(betRecordPage) },
    },
    async (request) => ok(await playerBets(app.ctx, callerOf(request), request.params.memberId, request.query)),
  );

  // The reset goes out through the member's recovery flow, with the app's one mailer and SMS gateway.
  const now = () => app.ctx.clock.now();
  const senders = {
    mail: new MailOutbound(createMailer(app.ctx.config, app.log, now), app.log),
    sms: createSmsGateway(app.ctx.config, app.log, now),
  };
  app.addHook('onClose', () => senders.mail.idle());
  app.post(
    '/wps/operator/players/:memberId/password-reset',
    {
      config: { staff: 'players.manage' },
      schema: { tags, params: memberIdParams, body: z.unknown(), response: responses(passwordResetByStaffValue) },
    },
    async (request) =>
      ok(
        await sendPlayerPasswordReset(app.ctx, senders, {
          caller: callerOf(request),
          memberId: request.params.memberId,
          channel: formOf(passwordResetByStaffRequest, request.body).channel,
          origin: siteOrigin(app.ctx.config, request.merchant, request),
        }),
      ),
  );

  for (const action of ['lock', 'unlock', 'end-sessions'] as const) {
    app.post(
      `/wps/operator/players/:memberId/${action}`,
      { config: { staff: 'players.manage' }, schema: { tags, params: memberIdParams, response: responses(playerStatusValue) } },
      async (request) => ok(await actOnPlayer(app.ctx, callerOf(request), request.params.memberId, action)),
    );
  }

  app.get(
    '/wps/operator/approvals',
    { config: { staff: 'approvals.decide' }, schema: { tags, querystring: approvalQuery, response: responses(approvalPage) } },
    async (request) => ok(await brandApprovals(app.ctx, request.merchant, request.query)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/wps/operator/approvals/:id/${decision}`,
      {
        config: { staff: 'approvals.decide' },
        schema: { tags, params: idParams, body: approvalDecisionRequest.nullish(), response: responses(approvalValue) },
      },
      async (request) =>
        ok(await decideRequest(app.ctx, callerOf(request), { id: request.params.id, decision, note: request.body?.note || null })),
    );
  }

  app.get(
    '/wps/operator/deposits',
    { config: { staff: 'deposits.view' }, schema: { tags, querystring: operatorDepositQuery, response: responses(operatorDepositPage) } },
    async (request) => ok(await brandDeposits(app.ctx, request.merchant.id, request.query)),
  );

  app.get(
    '/wps/operator/deposits/:id',
    { config: { staff: 'deposits.view' }, schema: { tags, params: idParams, response: responses(operatorDepositDetail) } },
    async (request) => {
      const deposit = await brandDeposit(app.ctx, request.merchant.id, request.params.id);
      if (!deposit) throw new AppError('RECORD_NOT_FOUND');
      const approvals = await approvalsOfDeposit(app.ctx.db, request.merchant.id, deposit.id);
      return ok({ ...deposit, approvals: approvals.map(toApprovalValue) });
    },
  );

  app.post(
    '/wps/operator/deposits/:id/credit',
    {
      config: { staff: 'deposits.credit' },
      schema: { tags, params: idParams, body: depositCreditRequest.partial().nullish(), response: responses(approvalValue) },
    },
    async (request) =>
      ok(await requestDepositCredit(app.ctx, callerOf(request), request.params.id, formOf(depositCreditRequest, request.body).reason)),
  );

  app.post(
    '/wps/operator/promotions/:id/grants',
    {
      config: { staff: 'promotions.grant' },
      // The body is checked after the staff guard (Fastify validates a schema body before it), so a
      // stranger hears OPERATOR_ONLY rather than what the body lacks.
      schema: { tags, params: idParams, body: z.looseObject({}).nullish(), response: responses(manualGrantValue) },
    },
    async (request) =>
      ok(
        await grantFromPromotion(app.ctx, callerOf(request), {
          promotionId: request.params.id,
          form: formOf(manualGrantRequest, request.body),
          key: idempotencyKeyOf(request),
        }),
      ),
  );

  app.get(
    '/wps/operator/withdrawals/risk',
    { config: { staff: 'withdrawals.view' }, schema: { tags, querystring: withdrawalRiskQuery, response: responses(withdrawalRiskList) } },
    async (request) =>
      ok(
        await withdrawalRisks(
          app.ctx,
          request.merchant.id,
          request.query.ids
            .split(',')
            .map(Number)
            .filter((id) => id > 0),
        ),
      ),
  );
};
