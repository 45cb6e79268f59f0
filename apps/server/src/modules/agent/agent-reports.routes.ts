import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  MAX_EXPORT_ROWS,
  bettingReportQuery,
  downlineTransactionQuery,
  downlineTransactionReport,
  incomeReport,
  profitLossReport,
  reportQuery,
  teamBettingReport,
  type BettingReportQuery,
  type ReportQuery,
} from '@panalo/contract/agent-reports';
import { callerOf } from '../../kernel/request-scope';
import { ok, responses } from '../../lib/http';
import { toCsv } from '../../lib/csv';
import { downlineTransactions, income, profitLoss, teamBetting } from './agent-reports.service';

/** An export is the same query, all pages at once (up to MAX_EXPORT_ROWS rows). */
const allRows = <Q extends ReportQuery>(query: Q): Q => ({ ...query, pageNo: 1, pageSize: MAX_EXPORT_ROWS });

/** A report grouped by vendor exports the vendor after the account, level and kind of row (branch or own play). */
const withVendorColumn = <C extends string>(query: BettingReportQuery, columns: readonly C[]): (C | 'vendor')[] =>
  query.groupBy === 'VENDOR' ? [...columns.slice(0, 3), 'vendor', ...columns.slice(3)] : [...columns];

function sendCsv(reply: FastifyReply, name: string, period: { from: string; to: string }, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${period.from}-${period.to}.csv"`)
    .send(body);
}

/** The agent centre's reports (docs/agents.md): JSON a page at a time, and `.csv` for the export. */
export const agentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['agent'];
  const agentOnly = { preHandler: app.requireAgent };
  const base = '/wps/agent/reports';

  app.get(
    `${base}/team-betting`,
    { ...agentOnly, schema: { tags, querystring: bettingReportQuery, response: responses(teamBettingReport) } },
    async (request) => ok(await teamBetting(app.ctx, callerOf(request), request.query)),
  );
  app.get(`${base}/team-betting.csv`, { ...agentOnly, schema: { tags, querystring: bettingReportQuery } }, async (request, reply) => {
    const report = await teamBetting(app.ctx, callerOf(request), allRows(request.query));
    const columns = ['account', 'level', 'kind', 'gameType', 'betCount', 'validBet', 'payout', 'winLoss'] as const;
    return sendCsv(reply, 'team-betting', report, toCsv(withVendorColumn(request.query, columns), report.list));
  });

  app.get(
    `${base}/profit-loss`,
    { ...agentOnly, schema: { tags, querystring: bettingReportQuery, response: responses(profitLossReport) } },
    async (request) => ok(await profitLoss(app.ctx, callerOf(request), request.query)),
  );
  app.get(`${base}/profit-loss.csv`, { ...agentOnly, schema: { tags, querystring: bettingReportQuery } }, async (request, reply) => {
    const report = await profitLoss(app.ctx, callerOf(request), allRows(request.query));
    const columns = ['account', 'level', 'kind', 'depositAmount', 'withdrawAmount', 'validBet', 'payout', 'userLoss'] as const;
    return sendCsv(reply, 'profit-loss', report, toCsv(withVendorColumn(request.query, columns), report.list));
  });

  app.get(
    `${base}/income`,
    { ...agentOnly, schema: { tags, querystring: reportQuery, response: responses(incomeReport) } },
    async (request) => ok(await income(app.ctx, callerOf(request), request.query)),
  );
  app.get(`${base}/income.csv`, { ...agentOnly, schema: { tags, querystring: reportQuery } }, async (request, reply) => {
    const report = await income(app.ctx, callerOf(request), allRows(request.query));
    const columns = ['day', 'salary', 'dividend', 'rebate', 'transfer', 'total'] as const;
    return sendCsv(reply, 'income', report, toCsv(columns, report.list));
  });

  app.get(
    `${base}/downline-transactions`,
    { ...agentOnly, schema: { tags, querystring: downlineTransactionQuery, response: responses(downlineTransactionReport) } },
    async (request) => ok(await downlineTransactions(app.ctx, callerOf(request), request.query)),
  );
  app.get(
    `${base}/downline-transactions.csv`,
    { ...agentOnly, schema: { tags, querystring: downlineTransactionQuery } },
    async (request, reply) => {
      const report = await downlineTransactions(app.ctx, callerOf(request), allRows(request.query));
      const columns = ['createdAt', 'account', 'level', 'type', 'amount', 'reference'] as const;
      // Times as ISO 8601 (UTC) so a spreadsheet reads them as dates.
      const rows = report.list.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
      return sendCsv(reply, 'downline-transactions', report, toCsv(columns, rows));
    },
  );
};
