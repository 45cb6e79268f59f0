import { useTranslation } from 'react-i18next';
import { incomeReport, type IncomeRow } from '@panalo/contract/agent-reports';
import { ContractIncomeByKind } from '../../agent-contract/components/contract-income';
import { useBalance } from '../../wallet/api/get-balance';
import { AgentReportPage, ReportTotals } from './agent-report-page';
import { money, ReportTable, type ReportColumn } from './report-cells';

/**
 * agentRevenueReport ("my income"): the agent's own salary, dividend, rebates and transfers per
 * day. Salary and dividend rows come from the ledger postings the contracts pay (agent_salary…,
 * agent_dividend…); "by contract" splits the contract payments of the range by kind.
 */
export function IncomePage() {
  const { t } = useTranslation();
  const currency = useBalance().data?.currency ?? 'PHP';
  const columns: ReportColumn<IncomeRow>[] = [
    { key: 'day', label: t('agentReports.columns.day'), cell: (row) => <time dateTime={row.day}>{row.day}</time> },
    { key: 'salary', label: t('agentReports.columns.salary'), numeric: true, cell: (row) => money(row.salary, currency) },
    { key: 'dividend', label: t('agentReports.columns.dividend'), numeric: true, cell: (row) => money(row.dividend, currency) },
    { key: 'rebate', label: t('agentReports.columns.rebate'), numeric: true, cell: (row) => money(row.rebate, currency) },
    { key: 'transfer', label: t('agentReports.columns.transfer'), numeric: true, cell: (row) => money(row.transfer, currency, true) },
    { key: 'total', label: t('agentReports.columns.total'), numeric: true, cell: (row) => money(row.total, currency, true) },
  ];
  return (
    <AgentReportPage
      title={t('agent.reports.myIncome')}
      path="income"
      schema={incomeReport}
      testId="report-income"
      byDownline={false}
      emptyText={t('agentReports.emptyIncome')}
      summary={(report, range) => (
        <>
          <ReportTotals
            items={[
              { label: t('agentReports.columns.salary'), value: money(report.totals.salary, currency) },
              { label: t('agentReports.columns.dividend'), value: money(report.totals.dividend, currency) },
              { label: t('agentReports.columns.rebate'), value: money(report.totals.rebate, currency) },
              { label: t('agentReports.columns.total'), value: money(report.totals.total, currency, true) },
            ]}
          />
          <ContractIncomeByKind range={range} currency={currency} />
        </>
      )}
    >
      {(report) => <ReportTable columns={columns} rows={report.list} rowKey={(row) => row.day} testId="income-table" />}
    </AgentReportPage>
  );
}
