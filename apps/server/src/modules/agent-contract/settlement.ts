import { sql } from 'kysely';
import { contractTerms, type ContractKind, type PaymentComputation } from '@panalo/contract/agent-contract';
import type { AppContext } from '../../app-context';
import { parseJson } from '../../kernel/merchant-settings';
import { salaryPaid } from '../ledger/ledger';
import { bookOf } from '../wallet/wallet.service';
import { capped, ratesFor, shareOf } from './contract-pay';
import type { ContractRow } from './contract.repository';
import { closedWindows, type Window } from './contract-windows';
import { advanceSettled, claimPayment, contractsToSettle, notePosting, subContracts, teamSums } from './settlement.repository';

/**
 * The contract settlement: for every contract, each closed window not yet looked at is computed
 * from the rollups and paid as one SALARY posting from the brand's house account, together with
 * its payment row. The row's unique (contract, period) key is the guarantee of paying once: a
 * second run, a second process or a run after a crash finds the period taken and pays nothing.
 */

/** Windows one run settles per contract at most; a long gap is caught up over later runs. */
const WINDOWS_PER_RUN = 400;

export interface SettlementOptions {
  /** Called after each payment is committed (tests inject a crash here). */
  afterPayment?: (count: number) => void;
}

export interface SettlementResult {
  payments: number;
  amount: number;
}

const termsOf = (row: ContractRow) => parseJson(contractTerms, row.terms);

/** What a contract earns in one window: its rate on its team minus each sub-agent's on theirs. */
export async function computeWindow(ctx: AppContext, row: ContractRow, window: Window): Promise<PaymentComputation> {
  const kind = row.kind as ContractKind;
  const sums = await teamSums(ctx.db, row.member_id, window);
  const rates = ratesFor(kind, termsOf(row), sums);
  const gross = shareOf(kind, rates, sums);
  const subAgents: PaymentComputation['subAgents'] = [];
  for (const sub of await subContracts(ctx.db, row.member_id, kind, window)) {
    const subSums = await teamSums(ctx.db, sub.member_id, window);
    const subRates = capped(ratesFor(kind, termsOf(sub), subSums), rates);
    const share = shareOf(kind, subRates, subSums);
    subAgents.push({
      account: sub.member_username,
      rateBp: subRates.rateBp,
      ...(subRates.realtime ? { realtime: subRates.realtime } : {}),
      validBet: subSums.validBet,
      winLoss: subSums.winLoss,
      share,
    });
  }
  const amount = Math.max(0, gross - subAgents.reduce((total, sub) => total + sub.share, 0));
  return { ...sums, rateBp: rates.rateBp, ...(rates.realtime ? { realtime: rates.realtime } : {}), gross, subAgents, amount };
}

async function settleContract(ctx: AppContext, row: ContractRow, result: SettlementResult, options: SettlementOptions) {
  const merchant = await ctx.merchants.byId(row.merchant_id);
  if (!merchant || !merchant.settings.agentContracts[row.kind as ContractKind]) return;
  const now = ctx.clock.now();
  const until = Math.min(now, row.ended_at ?? now);
  const since = row.settled_through ?? row.accepted_at!;
  const period = termsOf(row).period;
  const windows = closedWindows(row.kind as ContractKind, since, until, merchant.settings.gmtOffsetMinutes, period, WINDOWS_PER_RUN);
  for (const window of windows) {
    const computation = await computeWindow(ctx, row, window);
    if (computation.amount > 0) {
      const paid = await ctx.money.run(async (work) => {
        const paymentId = await claimPayment(work.tx, {
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
        });
        if (paymentId === undefined) return false;
        const posting = await salaryPaid(work, {
          book: bookOf(merchant),
          memberId: row.member_id,
          amount: computation.amount,
          reference: `contract:${row.id}:${window.key}`,
          detail: `${row.kind} ${window.key}`,
          now,
        });
        await notePosting(work.tx, paymentId, posting.postingId);
        return true;
      });
      if (paid) {
        result.payments += 1;
        result.amount += computation.amount;
        options.afterPayment?.(result.payments);
      }
    }
    await advanceSettled(ctx.db, row.id, window.to);
  }
}

async function settleAll(ctx: AppContext, options: SettlementOptions): Promise<SettlementResult> {
  const result: SettlementResult = { payments: 0, amount: 0 };
  for (const row of await contractsToSettle(ctx.db)) await settleContract(ctx, row, result, options);
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
