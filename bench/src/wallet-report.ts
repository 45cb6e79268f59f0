import { percentile, type LoadResult } from './wallet-load';

export interface WalletRow {
  database: 'SQLite' | 'PostgreSQL';
  clients: number;
  result: LoadResult;
  /** Ledger postings written per second of the counted run (counted in the database). */
  postingsPerSecond: number;
  /** Server process CPU time (user + system) per posting, microseconds; null where it cannot be read. */
  cpuPerPosting: number | null;
  /** The load generator's own CPU time (this process) per posting, microseconds. */
  loadCpuPerPosting: number;
  /** PostgreSQL's own CPU time (all its processes) per posting, microseconds; null where it cannot be read. */
  databaseCpuPerPosting: number | null;
  /** pgbench TPC-B-like tps with as many clients, on the same PostgreSQL server. */
  pgbenchTps: number | null;
  /** PostgreSQL's CPU time per pgbench transaction, microseconds. */
  pgbenchCpuPerTransaction: number | null;
  goal: string;
  /** null: no verdict (pgbench did not run). */
  pass: boolean | null;
}

const HEADERS = [
  'Database',
  'clients',
  'postings/s',
  'transfer p50 ms',
  'transfer p99 ms',
  'balance p50 ms',
  'balance p99 ms',
  'reads/s',
  'not 200',
  'no answer',
  'server CPU µs/posting',
  'load generator CPU µs/posting',
  'PostgreSQL CPU µs/posting',
  'pgbench tps',
  'PostgreSQL CPU µs/pgbench tx',
  'vs pgbench',
  'goal',
  'result',
];
const NUMERIC = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);

const micros = (value: number | null) => (value === null ? '-' : Math.round(value).toString());
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

function verdict(row: WalletRow): string {
  const failed = [...row.result.failures.values()].reduce((sum, n) => sum + n, 0) + row.result.errors;
  if (failed > 0) return 'INVALID';
  if (row.pass === null) return '-';
  return row.pass ? 'PASS' : 'BELOW';
}

function cells(row: WalletRow): string[] {
  const { result } = row;
  const seconds = result.elapsedMs / 1000;
  const failed = [...result.failures.values()].reduce((sum, n) => sum + n, 0);
  return [
    row.database,
    String(row.clients),
    Math.round(row.postingsPerSecond).toString(),
    ms(percentile(result.latencies.transfer, 50)),
    ms(percentile(result.latencies.transfer, 99)),
    ms(percentile(result.latencies.balance, 50)),
    ms(percentile(result.latencies.balance, 99)),
    Math.round(result.reads / seconds).toString(),
    String(failed),
    String(result.errors),
    micros(row.cpuPerPosting),
    micros(row.loadCpuPerPosting),
    micros(row.databaseCpuPerPosting),
    row.pgbenchTps === null ? '-' : Math.round(row.pgbenchTps).toString(),
    micros(row.pgbenchCpuPerTransaction),
    row.pgbenchTps ? (row.postingsPerSecond / row.pgbenchTps).toFixed(2) : '-',
    row.goal,
    verdict(row),
  ];
}

/** A fixed-width table for the terminal, with any failed answers listed below it. */
export function walletText(rows: WalletRow[]): string {
  const table = [HEADERS, ...rows.map(cells)];
  const widths = HEADERS.map((_, col) => Math.max(...table.map((line) => (line[col] ?? '').length)));
  const format = (line: string[]) =>
    line
      .map((cell, col) => (NUMERIC.has(col) ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
      .join('  ')
      .trimEnd();
  const failures = rows.flatMap((row) =>
    [...row.result.failures].map(([label, n]) => `${row.database} ${row.clients} clients: ${n} × ${label}`),
  );
  return [format(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((row) => format(cells(row))), ...failures].join('\n');
}

export function walletMarkdown(rows: WalletRow[]): string {
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  const align = HEADERS.map((_, col) => (NUMERIC.has(col) ? '---:' : '---'));
  return [line(HEADERS), line(align), ...rows.map((row) => line(cells(row)))].join('\n');
}
