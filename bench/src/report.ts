import type { Measurement } from './measure';

export interface Row {
  database: string;
  target: string;
  measurement: Measurement;
  /** The bare route of the same database section; null on the bare row itself. */
  baseline: Measurement | null;
  /** Least share of the bare route's req/s; null on the bare row itself. */
  goal: number | null;
}

/** The same ratio from server CPU time per request: what the req/s ratio would be if the server alone set the pace. */
export function cpuRatioOf(row: Row): number | null {
  const own = row.measurement.cpuPerRequest;
  const bare = row.baseline?.cpuPerRequest ?? null;
  return own !== null && bare !== null && own > 0 ? bare / own : null;
}

export type Verdict = 'PASS' | 'BELOW' | 'INVALID' | 'baseline';

const isValid = (m: Measurement): boolean => m.non2xx === 0 && m.errors === 0 && m.total > 0;

export function ratioOf(row: Row): number | null {
  return row.baseline && row.baseline.rps > 0 ? row.measurement.rps / row.baseline.rps : null;
}

/** INVALID when the row or its baseline saw a non-2xx answer or a connection error. */
export function verdictOf(row: Row): Verdict {
  if (!isValid(row.measurement) || (row.baseline && !isValid(row.baseline))) return 'INVALID';
  if (row.goal === null) return 'baseline';
  const ratio = ratioOf(row);
  return ratio !== null && ratio >= row.goal ? 'PASS' : 'BELOW';
}

const HEADERS = [
  'Database',
  'Target',
  'req/s',
  'p99 ms',
  'non-2xx',
  'errors',
  'server CPU µs/req',
  'vs bare',
  'vs bare (CPU)',
  'goal',
  'result',
];

function cells(row: Row): string[] {
  const { measurement: m } = row;
  const ratio = ratioOf(row);
  const cpuRatio = cpuRatioOf(row);
  return [
    row.database,
    row.target,
    Math.round(m.rps).toString(),
    m.p99.toString(),
    m.non2xx.toString(),
    m.errors.toString(),
    m.cpuPerRequest === null ? '-' : Math.round(m.cpuPerRequest).toString(),
    ratio === null ? '1.00' : ratio.toFixed(2),
    row.baseline === null ? (m.cpuPerRequest === null ? '-' : '1.00') : (cpuRatio?.toFixed(2) ?? '-'),
    row.goal === null ? '-' : `>= ${row.goal.toFixed(2)}`,
    verdictOf(row),
  ];
}

const numeric = new Set([2, 3, 4, 5, 6, 7, 8]);

/** A fixed-width table for the terminal. */
export function textTable(rows: Row[]): string {
  const table = [HEADERS, ...rows.map(cells)];
  const widths = HEADERS.map((_, col) => Math.max(...table.map((line) => (line[col] ?? '').length)));
  const format = (line: string[]) =>
    line
      .map((cell, col) => (numeric.has(col) ? cell.padStart(widths[col] ?? 0) : cell.padEnd(widths[col] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [format(HEADERS), rule, ...rows.map((row) => format(cells(row)))].join('\n');
}

/** The same table in Markdown, for docs/performance.md. */
export function markdownTable(rows: Row[]): string {
  const align = HEADERS.map((_, col) => (numeric.has(col) ? '---:' : '---'));
  const line = (items: string[]) => `| ${items.join(' | ')} |`;
  return [line(HEADERS), line(align), ...rows.map((row) => line(cells(row)))].join('\n');
}

export const LEGEND = [
  'vs bare: req/s of the route / req/s of the bare Fastify route of the same database section (what the goal is about).',
  "vs bare (CPU): the bare server's CPU time per request / the route's: the same ratio with the load generator and",
  "other processes taken out. Server CPU is the Node process alone (PostgreSQL's own CPU is not counted).",
  'INVALID: a non-2xx answer or a connection error in that row or in its bare row.',
].join('\n');
