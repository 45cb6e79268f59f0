import { sql } from 'kysely';
import { contractTerms, type ContractKind, type ContractTerms, type PaymentComputation } from '@panalo/contract/agent-contract';
import type { AppContext } from '../../app-context';
import { parseJson } from '../../kernel/merchant-settings';
import { salariesPaid } from '../ledger/salaries';
import { bookOf } from '../wallet/wallet.service';
import { capped, ratesFor, shareOf, withinRate } from './contract-pay';
import { closedWindows, SETTLEMENT_EVERY_MS, type Window } from './contract-windows';
import {
  acceptedContracts,
  advanceSettled,
  claimPayments,
  notePostings,
  paymentKey,
  type SettlementContract as ContractRow,
} from './settlement.repository';
import { SettlementSums } from './settlement-sums';
import { claimWindows, lastClaimedWindow, oldestUnclaimedWindow } from './window-claims.repository';
import { intersect, rangesKey, WindowOwners } from './window-owners';

/**
 * The contract settlement: first the closed 5-minute windows are claimed (each unclaimed row of
 * play is counted in one window: its own, or the next claimed when it was recorded late); then for
 * every contract, each closed window not yet looked at (an hour, a day or a dividend period is the
 * run of 5-minute windows it spans) is computed from what those windows counted and paid as
 * one SALARY posting from the brand's house account, together with its payment row. Of an agent's
 * contracts, each 5-minute window is counted by one only, at a rate cut to what its offerer may
 * pass on (window-owners.ts): a bet pays an agent once. The row's unique (contract, period) key is
 * the guarantee of paying once: a second run, a second process or a run after a crash finds the
 * period taken and pays nothing.
 */

/** Windows one run settles per contract at most; a long gap is caught up over later runs. */
const WINDOWS_PER_RUN = 400;
/** 5-minute windows one run claims at most (two weeks); a longer gap is caught up over later runs. */
const CLAIMS_PER_RUN = 4032;

export interface SettlementOptions {
  /** Called after each payment is committed (tests inject a crash here). */
  afterPayment?: (count: number) => void;
  /** Payments written per transaction (default 500): the ledger writes each batch in a few statements, whatever its size. */
  paymentsPerTransaction?: number;
  /** Payment transactions running at once (default 4). */
  transactionsAtOnce?: number;
  /** Told how long each part of the run took (benches print it). */
  onPhase?: (phase: 'claim' | 'compute' | 'pay', ms: number) => void;
}

export interface SettlementResult {
  payments: number;
  amount: number;
}

/** Each contract's terms, parsed once per run: a contract is read again as every window's and its upline's sub-agent. */
const parsedTerms = new WeakMap<ContractRow, ContractTerms>();
function termsOf(row: ContractRow): ContractTerms {
  let terms = parsedTerms.get(row);
  if (!terms) parsedTerms.set(row, (terms = parseJson(contractTerms, row.terms)));
  return terms;
}

/** Whether a contract may have closed windows left: an active one, or an ended one not looked at up to its end. */
const mayOweWindows = (row: ContractRow) => row.status === 'ACTIVE' || row.settled_through === null || row.settled_through < row.ended_at!;

/** What one run knows: the team sums it read, every accepted contract by upline and kind, whose each window is, and how far windows are claimed. */
interface Run {
  sums: SettlementSums;
  owners: WindowOwners;
  byUpline: Map<string, ContractRow[]>;
  /** The end of the last claimed 5-minute window: every kind's windows settle up to it. */
  claimedThrough: number;
}

const uplineKey = (uplineId: number, kind: string) => `${uplineId}:${kind}`;

/** The sub-agents' contracts of the same kind that covered a window (the differential's deductions). */
const subContracts = (run: Run, row: ContractRow, window: Window) =>
  (run.byUpline.get(uplineKey(row.member_id, row.kind)) ?? []).filter(
    (sub) => sub.accepted_at! < window.to && (sub.ended_at === null || sub.ended_at >= window.to),
  );

/** A window's payment, computed and waiting to be written. */
interface Due {
  row: ContractRow;
  window: Window;
  computation: PaymentComputation;
}

/**
 * What a contract earns in one window: its rate (cut to its offerer's) on its team's play in the
 * 5-minute windows it owns, minus each sub-agent's share (at the sub-agent's rate, cut to its own
 * cap and to mine) on their team's play in the windows we both own.
 */
async function computeWindow(run: Run, row: ContractRow, window: Window): Promise<PaymentComputation> {
  const kind = row.kind as ContractKind;
  const owned = run.owners.owned(row, window);
  const sums = await run.sums.of(row.member_id, owned);
  const rates = withinRate(ratesFor(kind, termsOf(row), sums), run.owners.rateCap(row, window));
  const gross = shareOf(kind, rates, sums);
  const subAgents: PaymentComputation['subAgents'] = [];
  for (const sub of subContracts(run, row, window)) {
    const subOwned = run.owners.owned(sub, window);
    const both = intersect(owned, subOwned);
    if (both.length === 0) continue;
    // The sub-agent's tier is the one its own payment reaches; its share here, on the play we both count.
    const subSums = await run.sums.of(sub.member_id, subOwned);
    const base = rangesKey(both) === rangesKey(subOwned) ? subSums : await run.sums.of(sub.member_id, both);
    const subRates = capped(withinRate(ratesFor(kind, termsOf(sub), subSums), run.owners.rateCap(sub, window)), rates);
    const share = shareOf(kind, subRates, base);
    subAgents.push({
      account: sub.member_username,
      rateBp: subRates.rateBp,
      ...(subRates.realtime ? { realtime: subRates.realtime } : {}),
      validBet: base.validBet,
      winLoss: base.winLoss,
      share,
    });
  }
  const amount = Math.max(0, gross - subAgents.reduce((total, sub) => total + sub.share, 0));
  return { ...sums, rateBp: rates.rateBp, ...(rates.realtime ? { realtime: rates.realtime } : {}), gross, subAgents, amount };
}

/**
 * The payments a contract's closed windows give (none for a window that earned nothing), and how
 * far the contract is then looked at.
 */
async function dueOf(ctx: AppContext, run: Run, row: ContractRow): Promise<{ due: Due[]; through?: number }> {
  const merchant = await ctx.merchants.byId(row.merchant_id);
  if (!merchant || !merchant.settings.agentContracts[row.kind as ContractKind]) return { due: [] };
  const now = ctx.clock.now();
  // Every kind counts the play its claimed 5-minute windows counted, so no window is paid before it is claimed.
  const until = Math.min(now, row.ended_at ?? now, run.claimedThrough);
  const since = row.settled_through ?? row.accepted_at!;
  const period = termsOf(row).period;
  const windows = closedWindows(row.kind as ContractKind, since, until, merchant.settings.gmtOffsetMinutes, period, WINDOWS_PER_RUN);
  const due: Due[] = [];
  for (const window of windows) {
    const computation = await computeWindow(run, row, window);
    if (computation.amount > 0) due.push({ row, window, computation });
  }
  return { due, ...(windows.length > 0 ? { through: windows.at(-1)!.to } : {}) };
}

/**
 * Writes payments in one transaction: claims their (contract, period) rows at once, pays the claims
 * that are new as one batch of SALARY postings per book (the ledger writes them as sets, the house
 * account moved once), and links the rows to their postings. The number newly paid, and their amount.
 */
async function pay(ctx: AppContext, batch: Due[]): Promise<{ payments: number; amount: number }> {
  const now = ctx.clock.now();
  const books = new Map(
    await Promise.all(batch.map(async ({ row }) => [row.merchant_id, bookOf((await ctx.merchants.byId(row.merchant_id))!)] as const)),
  );
  return ctx.money.run(async (work) => {
    const claimed = await claimPayments(
      work.tx,
      batch.map(({ row, window, computation }) => ({
        merchant_id: row.merchant_id,
        contract_id: row.id,
        member_id: row.member_id,
        kind: row.kind,
        period_key: window.key,
        period_from: window.from,
        period_to: window.to,
        amount: computation.amount,
        computation: JSON.stringify(computation),
        created_at: now,
      })),
    );
    const paid = { payments: 0, amount: 0 };
    const postings: { paymentId: number; postingId: number }[] = [];
    for (const [merchantId, book] of books) {
      const fresh = batch.flatMap((due) => {
        const paymentId = due.row.merchant_id === merchantId ? claimed.get(paymentKey(due.row.id, due.window.key)) : undefined;
        return paymentId === undefined ? [] : [{ ...due, paymentId }];
      });
      const salaries = fresh.map(({ row, window, computation }) => ({
        memberId: row.member_id,
        amount: computation.amount,
        reference: `contract:${row.id}:${window.key}`,
        detail: `${row.kind} ${window.key}`,
      }));
      const postingIds = await salariesPaid(work, book, salaries, now);
      fresh.forEach(({ paymentId, computation }, n) => {
        postings.push({ paymentId, postingId: postingIds[n]! });
        paid.payments += 1;
        paid.amount += computation.amount;
      });
    }
    await notePostings(work.tx, postings);
    return paid;
  });
}

/**
 * Pays the due payments in transactions of `paymentsPerTransaction`, `transactionsAtOnce` at a
 * time. A failure stops taking new batches; those under way finish before the run fails.
 */
async function payAll(ctx: AppContext, due: Due[], result: SettlementResult, options: SettlementOptions): Promise<void> {
  const size = options.paymentsPerTransaction ?? 500;
  const batches: Due[][] = [];
  for (let from = 0; from < due.length; from += size) batches.push(due.slice(from, from + size));
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < batches.length) {
      const batch = batches[next++]!;
      try {
        const paid = await pay(ctx, batch);
        result.amount += paid.amount;
        for (let n = 0; n < paid.payments; n++) {
          result.payments += 1;
          options.afterPayment?.(result.payments);
        }
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: options.transactionsAtOnce ?? 4 }, worker));
  if (failure !== undefined) throw failure;
}

class ClaimTaken extends Error {}

/**
 * Claims the closed 5-minute windows after the last claimed (from the oldest play not yet counted
 * on a first run), in one transaction; the end of the last claimed window after. A run that finds
 * a window claimed by another leaves the claiming to it.
 */
async function claimClosedWindows(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const every = SETTLEMENT_EVERY_MS;
  const lastClosed = Math.floor(now / every) * every - every;
  const last = await lastClaimedWindow(ctx.db);
  const oldest = last === undefined ? await oldestUnclaimedWindow(ctx.db) : undefined;
  const first = last !== undefined ? last + every : Math.min(lastClosed, Math.floor((oldest ?? lastClosed) / every) * every);
  const upTo = Math.min(lastClosed, first + (CLAIMS_PER_RUN - 1) * every);
  if (first <= upTo) {
    await ctx.db
      .transaction()
      .execute(async (tx) => {
        if (!(await claimWindows(tx, { first, last: upTo, every }, now))) throw new ClaimTaken();
      })
      .catch((error: unknown) => {
        if (!(error instanceof ClaimTaken)) throw error;
      });
  }
  const through = await lastClaimedWindow(ctx.db);
  return through === undefined ? 0 : through + every;
}

async function settleAll(ctx: AppContext, options: SettlementOptions): Promise<SettlementResult> {
  const result: SettlementResult = { payments: 0, amount: 0 };
  let started = performance.now();
  const phase = (name: 'claim' | 'compute' | 'pay') => {
    options.onPhase?.(name, performance.now() - started);
    started = performance.now();
  };
  const claimedThrough = await claimClosedWindows(ctx);
  phase('claim');
  const contracts = await acceptedContracts(ctx.db);
  const byUpline = new Map<string, ContractRow[]>();
  for (const row of contracts) {
    const key = uplineKey(row.upline_id, row.kind);
    const list = byUpline.get(key);
    if (list) list.push(row);
    else byUpline.set(key, [row]);
  }
  const offsets = new Map<number, number>();
  for (const merchantId of new Set(contracts.map((row) => row.merchant_id)))
    offsets.set(merchantId, (await ctx.merchants.byId(merchantId))?.settings.gmtOffsetMinutes ?? 0);
  const owners = new WindowOwners(contracts, (merchantId) => offsets.get(merchantId) ?? 0);
  const run: Run = { sums: new SettlementSums(ctx.db), owners, byUpline, claimedThrough };
  const due: Due[] = [];
  const advances = new Map<number, number[]>();
  for (const row of contracts.filter(mayOweWindows)) {
    const contract = await dueOf(ctx, run, row);
    due.push(...contract.due);
    if (contract.through === undefined) continue;
    const ids = advances.get(contract.through);
    if (ids) ids.push(row.id);
    else advances.set(contract.through, [row.id]);
  }
  phase('compute');
  await payAll(ctx, due, result, options);
  phase('pay');
  // Only once every payment is written: a run that fails looks at the same windows again (and
  // the payment rows' key keeps what was paid from being paid twice).
  for (const [through, ids] of advances) await advanceSettled(ctx.db, ids, through);
  return result;
}

/** Any 64-bit key of our own: the settlement's PostgreSQL advisory lock. */
const LOCK_KEY = 0x5a4c_1501;

/**
 * One settlement run. On PostgreSQL the process holding the advisory lock runs it and the others
 * skip (null); the unique period key still guards payments if two ever ran at once.
 */
export async function runSettlement(ctx: AppContext, options: SettlementOptions = {}): Promise<SettlementResult | null> {
  if (ctx.dialect !== 'postgres') return settleAll(ctx, options);
  return ctx.db.connection().execute(async (connection) => {
    const locked = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${LOCK_KEY}) as locked`.execute(connection);
    if (!locked.rows[0]?.locked) return null;
    try {
      return await settleAll(ctx, options);
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(connection);
    }
  });
}

/** Settles without the lock: what two processes racing would do (tests of the unique key). */
export const settleUnlocked = (ctx: AppContext, options: SettlementOptions = {}) => settleAll(ctx, options);
