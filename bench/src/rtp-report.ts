import type { RtpRow } from './rtp-games';

/** The measured RTP of one bet beside its stated RTP. */
export interface RtpResult {
  row: RtpRow;
  rounds: number;
  returned: number;
  returnedSquares: number;
  roundsPerSecond: number;
}

/** The goal: measured within 0.3 percentage points of stated. */
export const TOLERANCE_PP = 0.3;

export const measuredRtp = (result: RtpResult): number => result.returned / (result.rounds * result.row.stake);
export const differencePp = (result: RtpResult): number => (measuredRtp(result) - result.row.stated) * 100;
export const passes = (result: RtpResult): boolean => Math.abs(differencePp(result)) <= TOLERANCE_PP;

/** One standard error of the measured RTP in points, from the returns' own spread. */
export function standardErrorPp(result: RtpResult): number {
  const mean = measuredRtp(result);
  const variance = Math.max(0, result.returnedSquares / result.rounds - mean * mean);
  return Math.sqrt(variance / result.rounds) * 100;
}

const HEADERS = ['game', 'rounds', 'stated RTP', 'measured RTP', 'diff pp', '±1 SE pp', 'result', 'rounds/s'];
const NUMERIC = new Set([1, 2, 3, 4, 5, 7]);
const percent = (rtp: number) => `${(rtp * 100).toFixed(4)}%`;
const signed = (pp: number) => `${pp >= 0 ? '+' : ''}${pp.toFixed(4)}`;

function cells(result: RtpResult): string[] {
  return [
    result.row.label,
    result.rounds.toLocaleString('en-US'),
    percent(result.row.stated),
    percent(measuredRtp(result)),
    signed(differencePp(result)),
    standardErrorPp(result).toFixed(4),
    passes(result) ? 'PASS' : 'FAIL',
    Math.round(result.roundsPerSecond).toLocaleString('en-US'),
  ];
}

export function rtpText(results: RtpResult[]): string {
  const table = [HEADERS, ...results.map(cells)];
  const widths = HEADERS.map((_, col) => Math.max(...table.map((line) => line[col]!.length)));
  const format = (line: string[]) =>
    line
      .map((cell, col) => (NUMERIC.has(col) ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
      .join('  ')
      .trimEnd();
  return [format(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...results.map((result) => format(cells(result)))].join('\n');
}

export function rtpMarkdown(results: RtpResult[]): string {
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  return [line(HEADERS), line(HEADERS.map((_, col) => (NUMERIC.has(col) ? '---:' : '---'))), ...results.map((r) => line(cells(r)))].join(
    '\n',
  );
}
