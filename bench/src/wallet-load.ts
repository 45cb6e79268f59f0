import type { JsonClient } from './json-client';

/**
 * The wallet bench's clients: each owns one member and, until the time is up, either reads the
 * balance or moves money between the main wallet and a transfer-mode vendor's (out, then the
 * same amount back, so that no call is refused for want of money). One call at a time per client,
 * as one person at one screen would; the concurrency comes from the number of clients.
 */

export const BRAND = 'walletbench';
export const VENDOR = 'SBXLIVE';

export type CallKind = 'transfer' | 'balance';

export interface LoadResult {
  /** Wall time from the first call to the last answer, milliseconds. */
  elapsedMs: number;
  transfers: number;
  reads: number;
  /** Answers other than 200, by status and code. */
  failures: Map<string, number>;
  /** Calls that got no answer at all. */
  errors: number;
  latencies: Record<CallKind, number[]>;
}

/** Runs `tokens.length` clients for `seconds`; `readShare` of the calls are balance reads. */
export async function runWalletLoad(
  client: JsonClient,
  tokens: string[],
  options: { seconds: number; readShare: number; run: string },
): Promise<LoadResult> {
  const result: LoadResult = {
    elapsedMs: 0,
    transfers: 0,
    reads: 0,
    failures: new Map(),
    errors: 0,
    latencies: { transfer: [], balance: [] },
  };
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const one = async (token: string, index: number) => {
    const auth = { authorization: `Bearer ${token}` };
    let outstanding = 0; // what this client has moved to the vendor and not yet back
    for (let n = 0; performance.now() < end; n++) {
      const read = Math.random() < options.readShare;
      const kind: CallKind = read ? 'balance' : 'transfer';
      const amount = outstanding || 100 + Math.floor(Math.random() * 9_900);
      const body = outstanding ? { from: VENDOR, to: 'MAIN', amount } : { from: 'MAIN', to: VENDOR, amount };
      const t0 = performance.now();
      try {
        const answer = read
          ? await client.call('GET', '/wps/v2/wallets/balance', auth)
          : await client.call('POST', '/wps/v2/wallets/transfer', { ...auth, 'idempotency-key': `${options.run}-${index}-${n}` }, body);
        result.latencies[kind].push(performance.now() - t0);
        if (answer.status !== 200) {
          const label = `${kind} ${answer.status} ${answer.body.code ?? ''}`.trim();
          result.failures.set(label, (result.failures.get(label) ?? 0) + 1);
        } else if (read) {
          result.reads++;
        } else {
          result.transfers++;
          outstanding = outstanding ? 0 : amount;
        }
      } catch {
        result.errors++;
      }
    }
  };
  await Promise.all(tokens.map((token, index) => one(token, index)));
  result.elapsedMs = performance.now() - started;
  return result;
}

/** The p-th percentile (0–100) of some latencies, in milliseconds. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
