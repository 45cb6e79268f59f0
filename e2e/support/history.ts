import type { Page } from 'playwright-core';
import { minorOf } from './money';

/** One row of the member's transaction history as shown: its type and its cells' texts. */
export interface HistoryRow {
  type: string | null;
  cells: (string | null)[];
}

/** Opens the member's transaction history and reads its rows, newest first. */
export async function transactionHistory(page: Page, siteUrl: string, wait: { timeout: number }): Promise<HistoryRow[]> {
  await page.goto(`${siteUrl}/member/transactionHistory`);
  await page.getByTestId('history-table').waitFor(wait);
  return page.getByTestId('history-row').evaluateAll((elements) =>
    elements.map((row) => ({
      type: row.getAttribute('data-type'),
      cells: Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent),
    })),
  );
}

/** The newest `count` rows of the transaction history: type and every cell read as signed minor units. */
export async function latestHistory(
  page: Page,
  siteUrl: string,
  count: number,
  wait: { timeout: number },
): Promise<{ type: string | null; amounts: number[] }[]> {
  const rows = await transactionHistory(page, siteUrl, wait);
  return rows.slice(0, count).map((row) => ({ type: row.type, amounts: row.cells.map((cell) => minorOf(cell)) }));
}
