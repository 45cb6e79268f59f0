import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRowKind } from '@panalo/contract/agent-reports';
import { MoneyText } from '../../../components/money/money-text';

/** One column of a report table: its heading and what a row shows in it. */
export interface ReportColumn<T> {
  key: string;
  label: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

/** The table's last row: a label under the first column and a figure under some of the others (by column key). */
export interface ReportFooter {
  label: string;
  cells: Partial<Record<string, ReactNode>>;
}

/**
 * A report's rows as a table, with a totals row when given; on a phone each row becomes a card
 * with the column labels (data-label).
 */
export function ReportTable<T>({
  columns,
  rows,
  rowKey,
  testId,
  footer,
}: {
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  testId: string;
  footer?: ReportFooter;
}) {
  return (
    <table className="data-table agent-report__table" data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? 'num' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid="report-row">
            {columns.map((column) => (
              <td key={column.key} data-label={column.label} className={column.numeric ? 'num' : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot>
          <tr data-testid="report-total-row">
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.key} scope="row">
                  {footer.label}
                </th>
              ) : (
                <td key={column.key} data-label={column.label} className={column.numeric ? 'num' : undefined}>
                  {footer.cells[column.key] ?? null}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/**
 * The account cell of a branches-first report: a BRANCH row's downline opens as a report of its
 * own when they have a team (a button, so it works from the keyboard); what the row covers is spelled out.
 */
export function BranchAccount({
  row,
  onOpen,
}: {
  row: { account: string; kind: ReportRowKind; hasTeam: boolean };
  onOpen: (account: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="branch-account">
      {row.hasTeam ? (
        <button
          type="button"
          className="link-button branch-account__open"
          onClick={() => onOpen(row.account)}
          aria-label={t('agentReports.openBranch', { account: row.account })}
          data-testid="report-open-branch"
        >
          <strong>{row.account}</strong>
          <span aria-hidden="true"> ›</span>
        </button>
      ) : (
        <strong>{row.account}</strong>
      )}
      {/* A downline without a team is only themselves: their row needs no word on what it covers. */}
      {row.kind === 'OWN' || row.hasTeam ? <span className="branch-account__kind">{t(`agentReports.kind.${row.kind}`)}</span> : null}
    </span>
  );
}

export const money = (minor: number, currency: string, signed = false) => <MoneyText minor={minor} currency={currency} signed={signed} />;
