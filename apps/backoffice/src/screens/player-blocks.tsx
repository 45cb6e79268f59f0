import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';

/** A titled block of the player page with its own empty state. */
export function Block({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      {empty ? <p className="muted">{t('common.empty')}</p> : children}
    </section>
  );
}

/** One simple table of a player page block; each cell labelled for the phone layout. */
export function Rows<T>({ head, rows, cells }: { head: string[]; rows: T[]; cells: (row: T) => ReactNode[] }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {cells(row).map((cell, column) => (
                <td key={column} data-label={head[column]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
