import { useTranslation } from 'react-i18next';
import { profitLossReport, type ProfitLossRow } from '@panalo/contract/agent-reports';
import { AgentReportPage, ReportTotals, type BranchNavigation } from './agent-report-page';
import { useBranchReport } from './branch-report';
import { money, ReportTable, type ReportColumn } from './report-cells';

/** palStatementsAgentCopy ("user loss"): each branch's deposits, withdrawals, bets and loss, a branch opened in place. */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const { currency, leadColumns, pageProps } = useBranchReport();
  const columnsFor = (branch: BranchNavigation): ReportColumn<ProfitLossRow>[] => [
    ...leadColumns<ProfitLossRow>(branch),
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
      {...pageProps}
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
      {(report, branch) => (
        <ReportTable
          columns={columnsFor(branch)}
          rows={report.list}
          rowKey={(row) => `${row.account}/${row.kind}/${row.vendor ?? ''}`}
          testId="profit-loss-table"
          footer={{
            label: t('agentReports.totalRow'),
            cells: {
              depositAmount: money(report.totals.depositAmount, currency),
              withdrawAmount: money(report.totals.withdrawAmount, currency),
              validBet: money(report.totals.validBet, currency),
              payout: money(report.totals.payout, currency),
              userLoss: money(report.totals.userLoss, currency, true),
            },
          }}
        />
      )}
    </AgentReportPage>
  );
}
