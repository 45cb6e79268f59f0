import { errorStatus } from '@panalo/contract/error-codes';
import { MAIN_WALLET, type WalletTransferRequest, type WalletTransferValue } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import type { Work } from '../../db/money-writer';
import { AppError } from '../../lib/app-error';
import { memberScope } from '../../lib/http';
import { readableCode } from '../../lib/tokens';
import { claimKey, hashPayload, isUniqueViolation, replay, storeAnswer, storedAnswer, type StoredAnswer } from '../ledger/idempotency';
import { vendorTransferCompleted, vendorTransferReserved, vendorTransferReturned, type PostingWriter } from '../ledger/ledger';
import { holdingsOf } from '../ledger/balances';
import { identify, heldOf, mainOf, vendorOf, type AccountRef, type Book } from '../ledger/ledger-accounts';
import type { Merchant } from '../../kernel/merchant';
import type { Caller } from '../../kernel/caller';
import { bookOf } from '../wallet/wallet.service';
import { countVendorWin, reserveVendorStake, returnVendorStake } from '../play-limits/play-limit-guards';
import { offeredVendors, transferVendors } from '../wallet/vendor-catalogue';
import { transferSteps, type TransferAnswer } from './vendor-transfer-batch.repository';
import { finishVendorTransfer, insertVendorTransfer, pendingVendorTransfers, type NewVendorTransfer } from './vendor-transfer.repository';

/**
 * The wallet transfer relay: main wallet ↔ a transfer-mode vendor's wallet. The vendor is asked
 * outside any transaction, so a transfer has three steps:
 * 1. claim the idempotency key and record the transfer PENDING (money out of the main wallet
 *    first when it goes to the vendor, so it cannot be spent twice while the vendor is asked);
 * 2. ask the vendor;
 * 3. finish: DONE (money into the main wallet when it came from the vendor) or FAILED (money
 *    back), and save the answer a replay will get.
 * A process that dies between 1 and 3 leaves a PENDING transfer; recoverVendorTransfers asks the
 * vendor what became of it and finishes it the same way.
 */
export async function transferBetweenWallets(
  ctx: AppContext,
  caller: Caller,
  input: WalletTransferRequest,
  key: string,
): Promise<WalletTransferValue> {
  const { merchant, session } = caller;
  const from = input.from.toUpperCase();
  const to = input.to.toUpperCase();
  if ((from === MAIN_WALLET) === (to === MAIN_WALLET)) throw new AppError('VALIDATION_FAILED', { fields: { to: 'MAIN ↔ vendor' } });
  const direction = from === MAIN_WALLET ? 'OUT' : 'IN';
  const vendorCode = direction === 'OUT' ? to : from;
  const vendor = (await offeredVendors(ctx, merchant.id)).find((offered) => offered.code === vendorCode);
  if (!vendor || vendor.wallet_mode !== 'transfer' || vendor.status !== 'active') throw new AppError('WALLET_NOT_FOUND');
  const member = { id: session.memberId, username: session.username };
  return relay(ctx, merchant, { member, vendor, direction, amount: input.amount, key }, caller);
}

/**
 * Money held for forfeiture (modules/aml/forfeit-holds.ts) is pulled back from a transfer vendor's
 * wallet first: the relay's own transfer back to the main wallet, under a key of the hold's, so a
 * repeat finds the first answer. Answers whether the vendor gave it back.
 */
export async function pullBackFromVendor(
  ctx: AppContext,
  merchant: Merchant,
  pull: { member: { id: number; username: string }; vendor: { code: string; name: string }; amount: number; key: string },
): Promise<boolean> {
  try {
    await relay(ctx, merchant, { ...pull, direction: 'IN' });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

interface RelayedTransfer {
  member: { id: number; username: string };
  vendor: { code: string; name: string };
  direction: 'IN' | 'OUT';
  amount: number;
  key: string;
}

/** The three steps of a transfer; `caller` is the member's own request (money into a vendor counts for their limits). */
async function relay(ctx: AppContext, merchant: Merchant, relayed: RelayedTransfer, caller?: Caller): Promise<WalletTransferValue> {
  const { member, vendor, direction, key } = relayed;
  const vendorCode = vendor.code;
  const from = direction === 'OUT' ? MAIN_WALLET : vendorCode;
  const to = direction === 'OUT' ? vendorCode : MAIN_WALLET;
  const scope = memberScope(member.id);
  const requestHash = hashPayload({ call: 'wallets.transfer', from, to, amount: relayed.amount });
  // No look-up of the key first: claiming it fails for a replay, which then reads the stored answer.

  const transfer = {
    merchantId: merchant.id,
    memberId: member.id,
    vendor: vendorCode,
    reference: `VT${readableCode(14)}`,
    direction,
    amount: relayed.amount,
    idempotencyKey: key,
    now: ctx.clock.now(),
  } as const;
  const book = bookOf(merchant);
  // Money into a vendor is a stake for the member's wager and loss limits, counted (and refused
  // past a limit) before it moves; a key already answered replays without counting again.
  const usage = { merchantId: merchant.id, memberId: member.id, amount: relayed.amount, at: transfer.now };
  const staked = caller !== undefined && direction === 'OUT' && !(await storedAnswer(ctx.db, scope, key));
  if (staked) await reserveVendorStake(ctx, caller, relayed.amount, transfer.now);
  const reserved = await claimAndReserve(ctx, { scope, key, requestHash, book, transfer, vendorName: vendor.name }).catch(
    async (error: unknown) => {
      if (staked) await returnVendorStake(ctx, usage);
      throw error;
    },
  );
  if (reserved !== 'reserved') {
    if (staked) await returnVendorStake(ctx, usage);
    return replay<WalletTransferValue>(reserved, requestHash);
  }

  const adapter = ctx.vendorWallets.adapterFor(vendorCode);
  const request = { vendor: vendorCode, account: member.username, reference: transfer.reference, amount: relayed.amount };
  const outcome = await (direction === 'OUT' ? adapter.deposit(request) : adapter.withdraw(request)).catch(() => ({ ok: false as const }));
  return finishTransfer(ctx, merchant, { ...transfer, startedAt: transfer.now, vendorName: vendor.name, from, to }, outcome.ok);
}

type PostgresMoney = Required<Pick<AppContext['money'], 'statement' | 'batched'>>;

/** The one-statement writers, on PostgreSQL; null on SQLite. */
const postgresMoney = (ctx: AppContext): PostgresMoney | null =>
  ctx.money.statement && ctx.money.batched ? { statement: ctx.money.statement, batched: ctx.money.batched } : null;

interface TransferToFinish {
  merchantId: number;
  memberId: number;
  vendor: string;
  vendorName: string;
  reference: string;
  direction: 'IN' | 'OUT';
  amount: number;
  idempotencyKey: string;
  from: string;
  to: string;
  /** When the transfer started: a returned stake goes back to that day's count. */
  startedAt: number;
}

async function finishTransfer(
  ctx: AppContext,
  merchant: Merchant,
  transfer: TransferToFinish,
  succeeded: boolean,
): Promise<WalletTransferValue> {
  const scope = memberScope(transfer.memberId);
  const now = ctx.clock.now();
  // Read before the transaction: inside it only work.tx may be used (SQLite has one connection).
  const vendors = await transferVendors(ctx, merchant.id);
  const postgres = postgresMoney(ctx);
  // Whether this call ended the transfer (not another process, or the recovery, before it).
  let endedHere = false;
  const value = postgres
    ? await finishInOneStatementOnPostgres(postgres, { merchant, transfer, succeeded, vendors, now }).then((finished) => {
        endedHere = finished.ended;
        return finished.value;
      })
    : await ctx.money.run(async (work) => {
        if (!(await finishVendorTransfer(work.tx, transfer.reference, succeeded ? 'DONE' : 'FAILED', now))) return null;
        endedHere = true;
        const leg = legOf(merchant, transfer, succeeded, now);
        const posted = succeeded ? await vendorTransferCompleted(work, leg) : await vendorTransferReturned(work, leg);
        if (!succeeded) {
          await storeAnswer(work.tx, scope, transfer.idempotencyKey, { refusal: 'VENDOR_TRANSFER_FAILED' });
          return null;
        }
        const answer = await transferValue(work, merchant, transfer, posted.balances, vendors);
        await storeAnswer(work.tx, scope, transfer.idempotencyKey, { value: answer });
        return answer;
      });
  if (endedHere) await countForLimits(ctx, transfer, succeeded, now);
  if (value) return value;
  const answer = await storedAnswer(ctx.db, scope, transfer.idempotencyKey);
  if (!answer) throw new AppError('ALREADY_PROCESSED');
  return replay<WalletTransferValue>(answer, answer.requestHash);
}

/**
 * What an ended transfer changes in the member's limit counts: money back from a vendor counts as
 * won; a transfer into a vendor that the vendor refused gives its stake back.
 */
async function countForLimits(ctx: AppContext, transfer: TransferToFinish, succeeded: boolean, now: number): Promise<void> {
  const usage = { merchantId: transfer.merchantId, memberId: transfer.memberId, amount: transfer.amount };
  if (transfer.direction === 'IN' && succeeded) await countVendorWin(ctx, { ...usage, at: now });
  if (transfer.direction === 'OUT' && !succeeded) await returnVendorStake(ctx, { ...usage, at: transfer.startedAt });
}

/** The posting that finishes a transfer: delivered, or returned when the vendor refused. */
const legOf = (merchant: Merchant, transfer: TransferToFinish, succeeded: boolean, now: number) => ({
  book: bookOf(merchant),
  memberId: transfer.memberId,
  amount: transfer.amount,
  reference: transfer.reference,
  vendor: transfer.vendor,
  now,
  direction: transfer.direction,
  detail: succeeded ? transfer.vendorName : `${transfer.vendorName} (returned)`,
});

/**
 * Step 3 on PostgreSQL: the same outcome as the transaction above in one statement, shared with
 * the transfers finishing at the same moment (`transferSteps`): end state, posting, and the
 * answer with the balances the posting left.
 * `value` is null when the transfer had already ended or the vendor refused (the caller replays the
 * stored answer); `ended` says whether this statement ended it.
 */
async function finishInOneStatementOnPostgres(
  { statement, batched }: PostgresMoney,
  finish: { merchant: Merchant; transfer: TransferToFinish; succeeded: boolean; vendors: { code: string; name: string }[]; now: number },
): Promise<{ value: WalletTransferValue | null; ended: boolean }> {
  const { merchant, transfer, succeeded, vendors, now } = finish;
  const outcome: { finished: boolean; response: string | null } = { finished: false, response: null };
  const status = succeeded ? 'DONE' : 'FAILED';
  const answer: TransferAnswer = {
    scope: memberScope(transfer.memberId),
    key: transfer.idempotencyKey,
    status: succeeded ? 200 : errorStatus('VENDOR_TRANSFER_FAILED'),
    failure: succeeded ? null : JSON.stringify({ code: 'VENDOR_TRANSFER_FAILED' }),
    from: transfer.from,
    to: transfer.to,
    vendors: vendors.map((vendor) => ({
      code: vendor.code,
      name: vendor.name,
      accountKey: identify(vendorOf(transfer.memberId, vendor.code)).key,
    })),
    mainKey: identify(mainOf(transfer.memberId)).key,
    heldKey: identify(heldOf(transfer.memberId)).key,
  };
  // Together with the other transfers finishing at this moment, in one statement.
  const write: PostingWriter = async (_db, posting) => {
    const finished = await batched(transferSteps, { step: 'finish', posting, status, answer });
    outcome.finished = finished.finished;
    outcome.response = finished.response;
    return finished.written;
  };
  const leg = legOf(merchant, transfer, succeeded, now);
  try {
    await statement((work) => (succeeded ? vendorTransferCompleted(work, leg, write) : vendorTransferReturned(work, leg, write)));
  } catch (error) {
    // Not written because another process had already finished the transfer: replay its answer.
    if (outcome.finished || !(error instanceof AppError)) throw error;
    return { value: null, ended: false };
  }
  const value = succeeded && outcome.response ? (JSON.parse(outcome.response) as WalletTransferValue) : null;
  return { value, ended: outcome.finished };
}

/**
 * Step 1 in one transaction: claim the key, record the transfer PENDING and set the amount aside
 * in transit. A refusal (insufficient funds) is stored under the key in the same transaction, so a
 * racing replay reads it instead of trying again. Answers 'reserved', or the stored answer to replay.
 */
async function claimAndReserve(
  ctx: AppContext,
  step: {
    scope: string;
    key: string;
    requestHash: string;
    book: Book;
    transfer: NewVendorTransfer & { direction: 'IN' | 'OUT' };
    vendorName: string;
  },
): Promise<'reserved' | StoredAnswer> {
  const { scope, key, requestHash, book, transfer } = step;
  try {
    const postgres = postgresMoney(ctx);
    if (postgres) {
      // PostgreSQL: claim, posting and transfer row in one statement (with the other transfers
      // starting at this moment); a refusal is stored by it too.
      const refusal = { status: errorStatus('INSUFFICIENT_BALANCE'), response: JSON.stringify({ code: 'INSUFFICIENT_BALANCE' }) };
      const claim = { scope, key, requestHash, refusal };
      const write: PostingWriter = async (_db, posting) =>
        (await postgres.batched(transferSteps, { step: 'reserve', posting, claim, transfer })).written;
      await postgres.statement((work) => vendorTransferReserved(work, { book, ...transfer, detail: step.vendorName }, write));
      return 'reserved';
    }
    const refusal = await ctx.money.run(async (work) => {
      await claimKey(work.tx, scope, key, requestHash, transfer.now);
      try {
        // A refused posting writes nothing, so the claim and the refusal can commit on their own.
        await vendorTransferReserved(work, { book, ...transfer, detail: step.vendorName });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await storeAnswer(work.tx, scope, key, { refusal: error.code });
        return error;
      }
      await insertVendorTransfer(work.tx, transfer);
      return null;
    });
    if (!refusal) return 'reserved';
    throw refusal;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request with this key came first: its answer (or its in-progress claim) is ours.
    const answer = await storedAnswer(ctx.db, scope, key);
    if (!answer) throw error;
    return answer;
  }
}

async function transferValue(
  work: Work,
  merchant: Merchant,
  transfer: TransferToFinish,
  posted: Record<string, number>,
  vendors: { code: string; name: string }[],
): Promise<WalletTransferValue> {
  // The posting returned the balances it changed; only the ones it did not touch are read.
  const holdings = await holdingsOf(work.tx, bookOf(merchant), transfer.memberId);
  const balance = (account: AccountRef, read: number) => posted[identify(account).key] ?? read;
  return {
    transferId: transfer.reference,
    from: transfer.from,
    to: transfer.to,
    amount: transfer.amount,
    balance: {
      currency: merchant.settings.currency,
      balance: balance(mainOf(transfer.memberId), holdings.main),
      held: balance(heldOf(transfer.memberId), holdings.held),
    },
    vendors: vendors.map((vendor) => ({
      code: vendor.code,
      name: vendor.name,
      balance: balance(vendorOf(transfer.memberId, vendor.code), holdings.vendors.get(vendor.code) ?? 0),
    })),
  };
}

/**
 * Finishes transfers left PENDING by a process that stopped mid-way: the vendor says whether it
 * took the transfer; an unknown answer waits for the next round. Runs at start and every minute.
 */
export async function recoverVendorTransfers(ctx: AppContext, olderThanMs = 30_000): Promise<number> {
  const pending = await pendingVendorTransfers(ctx.db, ctx.clock.now() - olderThanMs);
  let finished = 0;
  for (const transfer of pending) {
    const merchant = await ctx.merchants.byId(transfer.merchant_id);
    if (!merchant) continue;
    const status = await ctx.vendorWallets
      .adapterFor(transfer.vendor_code)
      .status(transfer.reference)
      .catch(() => 'unknown' as const);
    if (status === 'unknown') continue;
    const from = transfer.direction === 'OUT' ? MAIN_WALLET : transfer.vendor_code;
    const to = transfer.direction === 'OUT' ? transfer.vendor_code : MAIN_WALLET;
    await finishTransfer(
      ctx,
      merchant,
      {
        merchantId: transfer.merchant_id,
        memberId: transfer.member_id,
        vendor: transfer.vendor_code,
        vendorName: transfer.vendor_code,
        reference: transfer.reference,
        direction: transfer.direction as 'IN' | 'OUT',
        amount: transfer.amount,
        idempotencyKey: transfer.idempotency_key,
        from,
        to,
        startedAt: transfer.created_at,
      },
      status === 'done',
    ).catch(() => undefined);
    finished++;
  }
  return finished;
}
