import type { ReactNode } from 'react';
import { MoneyText } from '../../../components/money/money-text';

/** One column of a report table: its heading and what a row shows in it. */
export interface ReportColumn<T> {
  key: string;
  label: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

/** A report's rows as a table; on a phone each row becomes a card with the column labels (data-label). */
export function ReportTable<T>({
  columns,
  rows,
  rowKey,
  testId,
}: {
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  testId: string;
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
    </table>
  );
}

export const money = (minor: number, currency: string, signed = false) => <MoneyText minor={minor} currency={currency} signed={signed} />;
