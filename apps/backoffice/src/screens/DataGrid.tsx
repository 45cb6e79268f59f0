import { useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type SortingState,
} from '@tanstack/react-table';

/**
 * A data grid (TanStack Table): a table on wide screens, labelled cards on phones (each cell
 * carries its column's header as data-label). A server-paged list sorts on the server (its
 * headers are sort buttons of the screen's own); a whole list (`sortable`) sorts here, by any
 * column with a value (an accessor), from its header.
 */
export function DataGrid<T>({
  columns,
  data,
  rowId,
  rowTestId = (row) => `row-${rowId(row)}`,
  caption,
  sortable = false,
  testId,
}: {
  columns: ColumnDef<T>[];
  data: T[];
  rowId: (row: T) => string;
  /** The row's test id (tests find a row by it); `row-<id>` unless given. */
  rowTestId?: (row: T) => string;
  caption: string;
  /** The list is whole (not a page of the server's): sort it here. */
  sortable?: boolean;
  testId?: string;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    columns,
    data,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualPagination: true,
    enableSorting: sortable,
    state: { sorting },
    onSortingChange: setSorting,
    getSortedRowModel: getSortedRowModel(),
  });
  return (
    <div className="table-wrap">
      <table className="table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={header.column.columnDef.meta?.numeric ? 'num' : undefined}
                  aria-sort={ariaSort(header)}
                >
                  {header.column.getCanSort() ? (
                    <button type="button" className="link sort" onClick={header.column.getToggleSortingHandler()}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      {header.column.getIsSorted() === 'asc' ? ' ↑' : header.column.getIsSorted() === 'desc' ? ' ↓' : ''}
                    </button>
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid={rowTestId(row.original)}>
              {row.getVisibleCells().map((cell) => {
                const header = cell.column.columnDef.header;
                return (
                  <td
                    key={cell.id}
                    data-label={typeof header === 'string' ? header : cell.column.columnDef.meta?.label}
                    className={cell.column.columnDef.meta?.className ?? (cell.column.columnDef.meta?.numeric ? 'num' : undefined)}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ariaSort<T>(header: Header<T, unknown>): 'ascending' | 'descending' | undefined {
  const sorted = header.column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** Right-aligned figures. */
    numeric?: boolean;
    /** The header's text when the header is a control (a sort button): the phone layout's cell label. */
    label?: string;
    /** The cells' class instead of the default (`actions` for a row's buttons). */
    className?: string;
  }
}
