import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';

/**
 * A data grid over one page the server answered (TanStack Table, paging on the server): a table on
 * wide screens, labelled cards on phones (each cell carries its column's header as data-label).
 */
export function DataGrid<T>({
  columns,
  data,
  rowId,
  caption,
}: {
  columns: ColumnDef<T>[];
  data: T[];
  rowId: (row: T) => string;
  caption: string;
}) {
  const table = useReactTable({ columns, data, getCoreRowModel: getCoreRowModel(), getRowId: rowId, manualPagination: true });
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={header.column.columnDef.meta?.numeric ? 'num' : undefined}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid={`row-${row.id}`}>
              {row.getVisibleCells().map((cell) => {
                const header = cell.column.columnDef.header;
                return (
                  <td
                    key={cell.id}
                    data-label={typeof header === 'string' ? header : cell.column.columnDef.meta?.label}
                    className={cell.column.columnDef.meta?.numeric ? 'num' : undefined}
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

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** Right-aligned figures. */
    numeric?: boolean;
    /** The header's text when the header is a control (a sort button): the phone layout's cell label. */
    label?: string;
  }
}
