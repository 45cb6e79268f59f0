import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  amlCaseDetail as amlCaseDetailValue,
  amlCasePage,
  amlCaseQuery,
  amlCloseRequest,
  amlReportRequest,
  forfeitDecisionRequest,
  forfeitHold,
  forfeitHoldPage,
  forfeitHoldQuery,
} from '@panalo/contract/aml';
import { idParams } from '@panalo/contract/params';
import { callerOf } from '../../kernel/request-scope';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/http';
import { amlCaseDetail, amlCaseReportCsv, amlCases, decideAmlCase } from './aml.service';
import { decideForfeitHold, forfeitHolds } from './forfeit-holds.service';

/** A body checked after the staff guard: a caller without the permission hears STAFF_FORBIDDEN, not the form's rules. */
function formOf<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('VALIDATION_FAILED');
  return parsed.data;
}

/**
 * The AML case queue and forfeiture holds (docs/aml.md). There is no delete route: cases are kept
 * five years. Reads need aml.view (risk, brand admin, owner, auditor); decisions need aml.decide.
 */
export const amlRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  const base = '/wps/operator/aml';

  app.get(
    `${base}/cases`,
    { config: { staff: 'aml.view', auditView: 'list' }, schema: { tags, querystring: amlCaseQuery, response: responses(amlCasePage) } },
    async (request) => ok(await amlCases(app.ctx, callerOf(request), request.query)),
  );

  app.get(
    `${base}/cases/:id`,
    { config: { staff: 'aml.view', auditView: 'list' }, schema: { tags, params: idParams, response: responses(amlCaseDetailValue) } },
    async (request) => ok(await amlCaseDetail(app.ctx, callerOf(request), request.params.id)),
  );

  app.get(`${base}/cases/:id/report.csv`, { config: { staff: 'aml.view' }, schema: { tags, params: idParams } }, async (request, reply) => {
    const { name, csv } = await amlCaseReportCsv(app.ctx, callerOf(request), request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(csv);
  });

  app.post(
    `${base}/cases/:id/close`,
    {
      config: { staff: 'aml.decide' },
      schema: { tags, params: idParams, body: amlCloseRequest.partial().nullish(), response: responses(amlCaseDetailValue) },
    },
    async (request) => {
      const { note } = formOf(amlCloseRequest, request.body);
      return ok(await decideAmlCase(app.ctx, callerOf(request), request.params.id, { state: 'CLOSED' }, note));
    },
  );

  app.post(
    `${base}/cases/:id/report`,
    {
      config: { staff: 'aml.decide' },
      schema: { tags, params: idParams, body: amlReportRequest.partial().nullish(), response: responses(amlCaseDetailValue) },
    },
    async (request) => {
      const { report, note } = formOf(amlReportRequest, request.body);
      return ok(await decideAmlCase(app.ctx, callerOf(request), request.params.id, { state: 'REPORTED', report }, note));
    },
  );

  app.get(
    `${base}/holds`,
    {
      config: { staff: 'aml.view', auditView: 'list' },
      schema: { tags, querystring: forfeitHoldQuery, response: responses(forfeitHoldPage) },
    },
    async (request) => ok(await forfeitHolds(app.ctx, callerOf(request), request.query)),
  );

  app.post(
    `${base}/holds/:id/decision`,
    {
      config: { staff: 'aml.decide' },
      schema: { tags, params: idParams, body: forfeitDecisionRequest.partial().nullish(), response: responses(forfeitHold) },
    },
    async (request) =>
      ok(await decideForfeitHold(app.ctx, callerOf(request), request.params.id, formOf(forfeitDecisionRequest, request.body))),
  );
};
