import { useTranslation } from 'react-i18next';
import { teamBettingReport, type TeamBettingRow } from '@panalo/contract/agent-reports';
import { AgentReportPage, ReportTotals, type BranchNavigation } from './agent-report-page';
import { useBranchReport } from './branch-report';
import { money, ReportTable, type ReportColumn } from './report-cells';

/**
 * personalHistoryCopy in the agent centre ("team betting"): the team's bets branches first (a row
 * per direct downline with their team, and game type; by provider if asked), a branch opened in place.
 */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const { currency, leadColumns, pageProps } = useBranchReport();
  const columnsFor = (branch: BranchNavigation): ReportColumn<TeamBettingRow>[] => [
    ...leadColumns<TeamBettingRow>(branch),
    { key: 'gameType', label: t('agentReports.columns.gameType'), cell: (row) => row.gameType },
    { key: 'betCount', label: t('agentReports.columns.betCount'), numeric: true, cell: (row) => row.betCount },
    { key: 'validBet', label: t('agentReports.columns.validBet'), numeric: true, cell: (row) => money(row.validBet, currency) },
    { key: 'payout', label: t('agentReports.columns.payout'), numeric: true, cell: (row) => money(row.payout, currency) },
    { key: 'winLoss', label: t('agentReports.columns.winLoss'), numeric: true, cell: (row) => money(row.winLoss, currency, true) },
  ];
  return (
    <AgentReportPage
      title={t('agent.reports.teamBetting')}
      path="team-betting"
      schema={teamBettingReport}
      testId="report-team-betting"
      {...pageProps}
      summary={(report) => (
        <ReportTotals
          items={[
            { label: t('agentReports.columns.betCount'), value: report.totals.betCount },
            { label: t('agentReports.columns.validBet'), value: money(report.totals.validBet, currency) },
            { label: t('agentReports.columns.payout'), value: money(report.totals.payout, currency) },
            { label: t('agentReports.columns.winLoss'), value: money(report.totals.winLoss, currency, true) },
          ]}
        />
      )}
    >
      {(report, branch) => (
        <ReportTable
          columns={columnsFor(branch)}
          rows={report.list}
          rowKey={(row) => `${row.account}/${row.kind}/${row.gameType}/${row.vendor ?? ''}`}
          testId="team-betting-table"
          footer={{
            label: t('agentReports.totalRow'),
            cells: {
              betCount: report.totals.betCount,
              validBet: money(report.totals.validBet, currency),
              payout: money(report.totals.payout, currency),
              winLoss: money(report.totals.winLoss, currency, true),
            },
          }}
        />
      )}
    </AgentReportPage>
  );
}
