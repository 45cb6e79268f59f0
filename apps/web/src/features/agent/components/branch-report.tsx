import { useTranslation } from 'react-i18next';
import type { ReportRowKind } from '@panalo/contract/agent-reports';
import { useBalance } from '../../wallet/api/get-balance';
import type { BranchNavigation } from './agent-report-page';
import { BranchAccount, type ReportColumn } from './report-cells';
import { useVendorFilter } from './vendor-filter';

interface BranchRow {
  account: string;
  kind: ReportRowKind;
  hasTeam: boolean;
  level: number;
  vendor?: string | undefined;
}

/**
 * What the branches-first reports (team betting, user loss) share: the member's currency, the
 * page's set-up (branches opened in place, the vendor filter, the empty text), and the columns
 * every row starts with (the account that opens its branch, the level, the provider when grouped).
 */
export function useBranchReport() {
  const { t } = useTranslation();
  const currency = useBalance().data?.currency ?? 'PHP';
  const byVendor = useVendorFilter();
  const leadColumns = <T extends BranchRow>(branch: BranchNavigation): ReportColumn<T>[] => [
    { key: 'account', label: t('agentReports.columns.account'), cell: (row) => <BranchAccount row={row} onOpen={branch.open} /> },
    { key: 'level', label: t('agentReports.columns.level'), cell: (row) => row.level },
    ...byVendor.column<T>(),
  ];
  const pageProps = { branches: true, filters: byVendor.filters, extra: byVendor.extra, emptyText: t('agentReports.empty') };
  return { currency, leadColumns, pageProps };
}
