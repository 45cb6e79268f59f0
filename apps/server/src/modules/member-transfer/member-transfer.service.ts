import { isTrialType, MemberStatus } from '@panalo/contract/member-types';
import type { MemberTransferValue, TransferDownlineRequest, TransferTargetsValue, TransferUplineRequest } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { memberScope } from '../../lib/http';
import { readableCode } from '../../lib/tokens';
import { appendAudit } from '../../kernel/audit';
import { once } from '../ledger/idempotency';
import { memberTransferred } from '../ledger/ledger';
import { heldOf, identify, mainOf } from '../ledger/ledger-accounts';
import { accountBalance } from '../ledger/balances';
import type { Merchant } from '../../kernel/merchant';
import { notify } from '../messages/notices';
import type { AuthenticatedSession, Caller, ClientInfo } from '../../kernel/caller';
import { bookOf } from '../wallet/wallet.service';
import { checkPaymentPassword } from '../withdraw/payment-password.service';
import { findPartyById, findPartyByUsername, listDirectDownlines, type TransferParty } from './member-transfer.repository';

/** The most downlines the target list offers; an agent with more types the account name. */
const MAX_LISTED_DOWNLINES = 500;

const canReceive = (party: TransferParty | undefined, merchant: Merchant): party is TransferParty =>
  !!party && party.merchant_id === merchant.id && party.status === MemberStatus.ACTIVE && !isTrialType(party.type);

/** Trial accounts never move money; a session of another brand cannot move this brand's money. */
/** Transfers stay inside the member's own brand (a trial brand's session is refused here too). */
function refuseUnlessHomeBrand(merchant: Merchant, session: AuthenticatedSession): void {
  if (session.merchantId !== merchant.id) throw new AppError('TRANSFER_NOT_ALLOWED');
}

/** Where the member may send money: their upline, and for agents their direct downlines. */
export async function transferTargets(ctx: AppContext, merchant: Merchant, session: AuthenticatedSession): Promise<TransferTargetsValue> {
  refuseUnlessHomeBrand(merchant, session);
  const rules = merchant.settings.wallet.transfer;
  const me = await findPartyById(ctx.db, session.memberId);
  const upline = rules.upline && me?.upline_id ? await findPartyById(ctx.db, me.upline_id) : undefined;
  const downlines =
    rules.downline && session.isAgent ? await listDirectDownlines(ctx.db, merchant.id, session.memberId, MAX_LISTED_DOWNLINES) : [];
  return {
    upline: canReceive(upline, merchant) ? upline.username : null,
    downlines: downlines.map((row) => ({ account: row.username, nickname: row.nickname })),
  };
}

function refuseBelowMinimum(merchant: Merchant, amount: number): void {
  if (amount < merchant.settings.wallet.transfer.minAmount) throw new AppError('AMOUNT_OUT_OF_RANGE');
}

/** A member sends money to their direct upline (the transferUpline page). */
export async function transferToUpline(
  ctx: AppContext,
  caller: Caller,
  input: TransferUplineRequest,
  idempotencyKey: string,
): Promise<MemberTransferValue> {
  const { merchant, session, client } = caller;
  refuseUnlessHomeBrand(merchant, session);
  if (!merchant.settings.wallet.transfer.upline) throw new AppError('TRANSFER_NOT_ALLOWED');
  refuseBelowMinimum(merchant, input.amount);
  const me = await findPartyById(ctx.db, session.memberId);
  const upline = me?.upline_id ? await findPartyById(ctx.db, me.upline_id) : undefined;
  if (!canReceive(upline, merchant)) throw new AppError('TRANSFER_NOT_ALLOWED');
  // Checked before the money transaction: argon2 is slow work that must not hold the writer.
  await checkPaymentPassword(ctx, caller, input.paymentPassword);
  const payload = { call: 'transfer.upline', amount: input.amount };
  return send(ctx, merchant, session, { to: upline, direction: 'UPLINE', amount: input.amount, idempotencyKey, payload, client });
}

/** An agent sends money to one of their own direct downlines. */
export async function transferToDownline(
  ctx: AppContext,
  caller: Caller,
  input: TransferDownlineRequest,
  idempotencyKey: string,
): Promise<MemberTransferValue> {
  const { merchant, session, client } = caller;
  refuseUnlessHomeBrand(merchant, session);
  if (!merchant.settings.wallet.transfer.downline || !session.isAgent) throw new AppError('TRANSFER_NOT_ALLOWED');
  refuseBelowMinimum(merchant, input.amount);
  const username = input.downline.trim().toLowerCase();
  const downline = await findPartyByUsername(ctx.db, merchant.id, username);
  if (!canReceive(downline, merchant) || downline.upline_id !== session.memberId) throw new AppError('TRANSFER_NOT_ALLOWED');
  // Checked before the money transaction: argon2 is slow work that must not hold the writer.
  await checkPaymentPassword(ctx, caller, input.paymentPassword);
  const payload = { call: 'transfer.downline', downline: username, amount: input.amount };
  return send(ctx, merchant, session, { to: downline, direction: 'DOWNLINE', amount: input.amount, idempotencyKey, payload, client });
}

interface Send {
  to: TransferParty;
  direction: 'UPLINE' | 'DOWNLINE';
  amount: number;
  idempotencyKey: string;
  payload: object;
  client: ClientInfo;
}

/**
 * Moves the money once per idempotency key: one balanced posting from the sender's main wallet
 * to the receiver's (INSUFFICIENT_BALANCE when the sender cannot cover it), a notice for the
 * receiver and an audit entry, all in one transaction.
 */
async function send(ctx: AppContext, merchant: Merchant, session: AuthenticatedSession, move: Send): Promise<MemberTransferValue> {
  const book = bookOf(merchant);
  const scope = memberScope(session.memberId);
  return once(ctx, { scope, key: move.idempotencyKey, payload: move.payload }, async (work) => {
    const now = ctx.clock.now();
    const transferId = `MT${readableCode(14)}`;
    const posting = await memberTransferred(work, {
      book,
      memberId: session.memberId,
      toMemberId: move.to.id,
      direction: move.direction,
      amount: move.amount,
      reference: transferId,
      // One note for both sides of the posting: each reads who sent and who received.
      detail: `${session.username} → ${move.to.username}`,
      now,
    });
    await notify(ctx, work, {
      merchantId: merchant.id,
      memberId: move.to.id,
      kind: 'TRANSFER_RECEIVED',
      params: { amount: move.amount, currency: book.currency, from: session.username, reference: transferId },
    });
    await appendAudit(work.tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: move.direction === 'UPLINE' ? 'transfer.upline' : 'transfer.downline',
      subjectType: 'member',
      subjectId: move.to.id,
      ip: move.client.ip,
      detail: { transferId, amount: move.amount, currency: book.currency, to: move.to.username },
      at: now,
    });
    const balance = posting.balances[identify(mainOf(session.memberId)).key] ?? 0;
    const held = await accountBalance(work.tx, book, heldOf(session.memberId));
    return { transferId, counterpart: move.to.username, amount: move.amount, balance: { currency: book.currency, balance, held } };
  });
}
