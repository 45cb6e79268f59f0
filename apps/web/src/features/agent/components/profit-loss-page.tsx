import { useTranslation } from 'react-i18next';
import { profitLossReport, type ProfitLossRow } from '@panalo/contract/agent-reports';
import { useBalance } from '../../wallet/api/get-balance';
import { AgentReportPage, ReportTotals } from './agent-report-page';
import { money, ReportTable, type ReportColumn } from './report-cells';
import { useVendorFilter } from './vendor-filter';

/** palStatementsAgentCopy ("user loss"): each member's deposits, withdrawals, bets and loss. */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const currency = useBalance().data?.currency ?? 'PHP';
  const byVendor = useVendorFilter();
  const columns: ReportColumn<ProfitLossRow>[] = [
    { key: 'account', label: t('agentReports.columns.account'), cell: (row) => <strong>{row.account}</strong> },
    { key: 'level', label: t('agentReports.columns.level'), cell: (row) => row.level },
    ...byVendor.column<ProfitLossRow>(),
    { key: 'depositAmount', label: t('agentReports.columns.deposits'), numeric: true, cell: (row) => money(row.depositAmount, currency) },
    {
      key: 'withdrawAmount',
      label: t('agentReports.columns.withdrawals'),
      numeric: true,
      cell: (row) => money(row.withdrawAmount, currency),
    },
    { key: 'validBet', label: t('agentReports.columns.validBet'), numeric: true, cell: (row) => money(row.validBet, currency) },
    { key: 'payout', label: t('agentReports.columns.payout'), numeric: true, cell: (row) => money(row.payout, currency) },
    { key: 'userLoss', label: t('agentReports.columns.userLoss'), numeric: true, cell: (row) => money(row.userLoss, currency, true) },
  ];
  return (
    <AgentReportPage
      title={t('agent.reports.userLoss')}
      path="profit-loss"
      schema={profitLossReport}
      testId="report-profit-loss"
      filters={byVendor.filters}
      extra={byVendor.extra}
      emptyText={t('agentReports.empty')}
      summary={(report) => (
        <ReportTotals
          items={[
            { label: t('agentReports.columns.deposits'), value: money(report.totals.depositAmount, currency) },
            { label: t('agentReports.columns.withdrawals'), value: money(report.totals.withdrawAmount, currency) },
            { label: t('agentReports.columns.validBet'), value: money(report.totals.validBet, currency) },
            { label: t('agentReports.columns.userLoss'), value: money(report.totals.userLoss, currency, true) },
          ]}
        />
      )}
    >
      {(report) => (
        <ReportTable
          columns={columns}
          rows={report.list}
          rowKey={(row) => `${row.account}/${row.vendor ?? ''}`}
          testId="profit-loss-table"
        />
      )}
    </AgentReportPage>
  );
}
