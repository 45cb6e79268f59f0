import { createHmac, randomBytes } from 'node:crypto';
import type { JsonAnswer, JsonClient } from './json-client';

/**
 * The seamless wallet round trips of `npm run bench:games`: each client plays as one member in
 * one game session, the way a vendor's server would report it: a signed bet, then a signed win that
 * ends the round (docs/seamless-wallet.md), one round after the other on fresh round ids. Stakes and
 * wins are summed from the answers, so that the members' balances can be checked afterwards.
 */

/** The four signature headers of one seamless call: HMAC-SHA256 of `<timestamp>.<nonce>.` + the raw body. */
export function signedHeaders(vendor: string, secret: string, raw: Buffer): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(18).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${timestamp}.${nonce}.`).update(raw).digest('hex');
  return {
    'x-panalo-vendor': vendor,
    'x-panalo-timestamp': timestamp,
    'x-panalo-nonce': nonce,
    'x-panalo-signature': signature,
  };
}

export interface RoundsResult {
  elapsedMs: number;
  /** Rounds whose bet and win were both taken. */
  rounds: number;
  /** Bet then win, milliseconds, per completed round. */
  latencies: number[];
  /** Refusals, by call and code. */
  failures: Map<string, number>;
  /** Calls without an answer. */
  errors: number;
  /** Sums of the stakes taken and the wins paid, from the answers. */
  stakes: number;
  wins: number;
}

export async function runRounds(
  client: JsonClient,
  seamless: { vendor: string; secret: string },
  sessions: string[],
  options: { seconds: number; run: string },
): Promise<RoundsResult> {
  const result: RoundsResult = { elapsedMs: 0, rounds: 0, latencies: [], failures: new Map(), errors: 0, stakes: 0, wins: 0 };
  const send = (call: 'bet' | 'win', body: Record<string, unknown>) => {
    const raw = Buffer.from(JSON.stringify(body));
    return client.call('POST', `/lgw/seamless/v1/${call}`, signedHeaders(seamless.vendor, seamless.secret, raw), raw); // the bytes signed
  };
  const refused = (call: string, answer: JsonAnswer) => {
    const label = `${call} ${answer.status} ${answer.body.code ?? ''}`.trim();
    result.failures.set(label, (result.failures.get(label) ?? 0) + 1);
  };
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const one = async (token: string, index: number) => {
    for (let n = 0; performance.now() < end; n++) {
      const roundId = `${options.run}-${index}-${n}`;
      const stake = 100 + Math.floor(Math.random() * 900);
      const win = Math.random() < 0.5 ? 0 : Math.floor(Math.random() * 2 * stake);
      const t0 = performance.now();
      try {
        const bet = await send('bet', { token, transactionId: `b-${roundId}`, roundId, amount: stake });
        if (bet.status !== 200 || bet.body.success !== true) {
          refused('bet', bet);
          continue;
        }
        result.stakes += stake;
        const paid = await send('win', { token, transactionId: `w-${roundId}`, roundId, amount: win, endRound: true });
        if (paid.status !== 200 || paid.body.success !== true) {
          refused('win', paid);
          continue;
        }
        result.wins += win;
        result.rounds++;
        result.latencies.push(performance.now() - t0);
      } catch {
        result.errors++;
      }
    }
  };
  await Promise.all(sessions.map((token, index) => one(token, index)));
  result.elapsedMs = performance.now() - started;
  return result;
}

/**
 * The built-in games' rounds: each client plays the built-in slot in its own game session through
 * `POST /lgw/originals/v1/play`; the server settles each round through the same signed seamless
 * API (a bet, then a win), in-process. A round counts when it was played; stakes and wins are
 * summed from the answers, as for the vendor's rounds.
 */
export async function runOriginalRounds(client: JsonClient, sessions: string[], options: { seconds: number }): Promise<RoundsResult> {
  const result: RoundsResult = { elapsedMs: 0, rounds: 0, latencies: [], failures: new Map(), errors: 0, stakes: 0, wins: 0 };
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const one = async (token: string) => {
    while (performance.now() < end) {
      const amount = 100 + Math.floor(Math.random() * 900);
      const t0 = performance.now();
      try {
        const answer = await client.call(
          'POST',
          '/lgw/originals/v1/play',
          {},
          { token, game: 'dice', bet: { amount, direction: 'under', target: 4_950 } },
        );
        if (answer.status !== 200 || answer.body.success !== true) {
          const label = `play ${answer.status} ${answer.body.code ?? ''}`.trim();
          result.failures.set(label, (result.failures.get(label) ?? 0) + 1);
          continue;
        }
        const played = answer.body.value as { stake: number; payout: number };
        result.stakes += played.stake;
        result.wins += played.payout;
        result.rounds++;
        result.latencies.push(performance.now() - t0);
      } catch {
        result.errors++;
      }
    }
  };
  await Promise.all(sessions.map((token) => one(token)));
  result.elapsedMs = performance.now() - started;
  return result;
}

/** One scheduled line of the studio (docs/studio.md, "Scheduled rounds"): its vendor, entry and the brand's code. */
export interface ScheduledTarget {
  vendor: string;
  game: string;
  brand: string;
  stake: number;
}

/**
 * Bets on the studio's scheduled rounds: each client places one-leg tickets ("big") on the draw of
 * an e-lottery line that is taking bets, one after the other, each with its own request key, through
 * `POST /studio/<vendor>/bets` (the studio's bet row, then the seamless wallet's bet and its ledger
 * posting, in-process). A round counts when its bet was taken; when the draw closes the clients
 * move to the next one. The wins come later, from the scheduler, when each draw is decided: they
 * are not in the answers (the ledger check reads the paid bets instead).
 */
export async function runScheduledBets(
  client: JsonClient,
  target: ScheduledTarget,
  sessions: string[],
  options: { seconds: number; run: string },
): Promise<RoundsResult> {
  const result: RoundsResult = { elapsedMs: 0, rounds: 0, latencies: [], failures: new Map(), errors: 0, stakes: 0, wins: 0 };
  const base = `/studio/${target.vendor}`;
  const query = `game=${encodeURIComponent(target.game)}&brand=${encodeURIComponent(target.brand)}`;
  /** The draw taking bets; asked again (once for all clients) when one of them finds it closed. */
  let current: Promise<string> | null = null;
  const openDraw = async (): Promise<string> => {
    const answer = await client.call('GET', `${base}/schedule?${query}`, {});
    const live = ((answer.body.value as { live?: { roundId: string; closesAt: number }[] } | undefined)?.live ?? []).filter(
      (round) => round.closesAt > Date.now(),
    );
    if (answer.status !== 200 || live.length === 0) throw new Error(`no draw takes bets: ${JSON.stringify(answer.body).slice(0, 200)}`);
    return live[0]!.roundId;
  };
  const draw = () => (current ??= openDraw());
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const one = async (token: string, index: number) => {
    for (let n = 0; performance.now() < end; n++) {
      const roundId = await draw();
      const t0 = performance.now();
      try {
        const answer = await client.call(
          'POST',
          `${base}/bets`,
          {},
          {
            token,
            brand: target.brand,
            requestKey: `${options.run}-${index}-${n}`,
            stake: target.stake,
            legs: [{ game: target.game, roundId, pick: { type: 'BIG' } }],
          },
        );
        if (answer.status !== 200 || answer.body.success !== true) {
          const label = `bet ${answer.status} ${answer.body.code ?? ''}`.trim();
          result.failures.set(label, (result.failures.get(label) ?? 0) + 1);
          if (answer.body.code === 'BET_CLOSED' && current !== null && (await current) === roundId) current = null;
          continue;
        }
        result.stakes += target.stake;
        result.rounds++;
        result.latencies.push(performance.now() - t0);
      } catch {
        result.errors++;
      }
    }
  };
  await Promise.all(sessions.map((token, index) => one(token, index)));
  result.elapsedMs = performance.now() - started;
  return result;
}
