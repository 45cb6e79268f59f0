import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField } from '../../../components/ui/choice-fields';
import { useReportVendors } from '../api/get-report-vendors';
import type { ReportColumn } from './report-cells';

/**
 * Team betting's and profit and loss's vendor filter: one provider's games only, and a row per
 * provider. Gives the query's part (`extra`), the filter fields and, when grouped, the column.
 */
export function useVendorFilter() {
  const { t } = useTranslation();
  const vendors = useReportVendors();
  const [vendor, setVendor] = useState('');
  const [grouped, setGrouped] = useState(false);
  const options = [...new Map((vendors.data ?? []).map((card) => [card.vassalage, card.displayName])).entries()];
  const nameOf = (code: string) => (code === '' ? t('agentReports.noVendor') : (options.find(([value]) => value === code)?.[1] ?? code));
  const column = <T extends { vendor?: string | undefined }>(): ReportColumn<T>[] =>
    grouped ? [{ key: 'vendor', label: t('agentReports.vendor'), cell: (row) => nameOf(row.vendor ?? '') }] : [];
  const filters = (
    <div className="agent-report__vendor">
      <SelectField
        label={t('agentReports.vendor')}
        value={vendor}
        onChange={(event) => setVendor(event.target.value)}
        options={[{ value: '', label: t('agentReports.allVendors') }, ...options.map(([value, label]) => ({ value, label }))]}
        data-testid="report-vendor"
      />
      <CheckboxField
        label={t('agentReports.byVendor')}
        checked={grouped}
        onChange={(event) => setGrouped(event.target.checked)}
        data-testid="report-by-vendor"
      />
    </div>
  );
  return { extra: { vendor: vendor || undefined, groupBy: grouped ? 'VENDOR' : undefined }, filters, column, grouped };
}
