import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOWNLINE_TRANSACTION_TYPES,
  downlineTransactionReport,
  type DownlineTransaction,
  type DownlineTransactionType,
} from '@panalo/contract/agent-reports';
import { RecordDate } from '../../../components/records/record-date';
import { SelectField } from '../../../components/ui/choice-fields';
import { useBalance } from '../../wallet/api/get-balance';
import { AgentReportPage } from './agent-report-page';
import { money, ReportTable, type ReportColumn } from './report-cells';

/** agentDownlineTransactionDetailsCopy ("account details"): the downlines' deposits, withdrawals, transfers and bonuses. */
export function DownlineTransactionsPage() {
  const { t } = useTranslation();
  const currency = useBalance().data?.currency ?? 'PHP';
  const [type, setType] = useState<DownlineTransactionType | ''>('');
  const columns: ReportColumn<DownlineTransaction>[] = [
    { key: 'createdAt', label: t('money.date'), cell: (row) => <RecordDate at={row.createdAt} /> },
    { key: 'account', label: t('agentReports.columns.account'), cell: (row) => <strong>{row.account}</strong> },
    { key: 'level', label: t('agentReports.columns.level'), cell: (row) => row.level },
    { key: 'type', label: t('history.type'), cell: (row) => t(`history.types.${row.type}`) },
    { key: 'amount', label: t('history.amount'), numeric: true, cell: (row) => money(row.amount, currency, true) },
    { key: 'reference', label: t('money.details'), cell: (row) => <span className="mono muted">{row.reference}</span> },
  ];
  return (
    <AgentReportPage
      title={t('agent.reports.accountDetails')}
      path="downline-transactions"
      schema={downlineTransactionReport}
      testId="report-downline-transactions"
      extra={{ type: type || undefined }}
      emptyText={t('agentReports.empty')}
      filters={
        <SelectField
          label={t('history.type')}
          value={type}
          onChange={(event) => setType(event.target.value as DownlineTransactionType | '')}
          options={[
            { value: '', label: t('history.allTypes') },
            ...DOWNLINE_TRANSACTION_TYPES.map((value) => ({ value, label: t(`history.types.${value}`) })),
          ]}
          data-testid="report-type"
        />
      }
    >
      {(report) => (
        <ReportTable columns={columns} rows={report.list} rowKey={(row) => String(row.id)} testId="downline-transactions-table" />
      )}
    </AgentReportPage>
  );
}
