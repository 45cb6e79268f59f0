import type { PlayerDetail, PlayerSearchQuery, PlayerSummary } from '@panalo/contract/staff-players';
import type { KycStatus } from '@panalo/contract/kyc';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { appendAudit } from '../../kernel/audit';
import { AppError } from '../../lib/app-error';
import { holdingsOf } from '../ledger/balances';
import { identify, mainOf } from '../ledger/ledger-accounts';
import { bookOf } from '../wallet/wallet.service';
import { brandDeposits } from '../deposit/deposit-review.service';
import { resetAddresses } from '../recovery/recovery-by-staff.service';
import { approvalsOfMember } from './approvals.repository';
import { playerNotes, playerTags } from './player-notes.repository';
import { toApprovalValue } from './four-eyes.service';
import {
  findPlayer,
  loginHistory,
  searchPlayers,
  sessionHistory,
  walletLines,
  memberWithdrawals,
  type PlayerSummaryRow,
} from './players.repository';

/** How many of each list the player page shows (the newest). */
const RECENT = 20;
/** Notes are few and read whole: the newest hundred. */
const NOTES = 100;

const toSummary = (row: PlayerSummaryRow): PlayerSummary => ({
  memberId: row.id,
  username: row.username,
  mobile: row.mobile_num,
  email: row.email,
  status: row.status,
  kycStatus: row.kyc_status as KycStatus,
  createdAt: Number(row.created_at),
  lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
});

/** Search shows personal data, so each search is written to the audit log with what was searched. */
export async function findPlayers(ctx: AppContext, caller: Caller, query: PlayerSearchQuery) {
  const { rows, total } = await searchPlayers(ctx.db, caller.merchant.id, query);
  await viewed(ctx, caller, 'player.search', null, { q: query.q });
  return {
    list: rows.map(toSummary),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** The player page: profile, balances, main-wallet movements, deposits, withdrawals, sign-ins, sessions, four-eyes requests, notes and tags. */
export async function playerPage(ctx: AppContext, caller: Caller, memberId: number): Promise<PlayerDetail> {
  const { merchant } = caller;
  const row = await findPlayer(ctx.db, merchant.id, memberId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const book = bookOf(merchant);
  const now = ctx.clock.now();
  const [holdings, ledger, deposits, withdrawals, logins, sessions, approvals, notes, tags, resetTo] = await Promise.all([
    holdingsOf(ctx.db, book, memberId),
    walletLines(ctx.db, merchant.id, identify(mainOf(memberId)).key, RECENT),
    brandDeposits(ctx, merchant.id, { memberId, pageNo: 1, pageSize: RECENT }),
    memberWithdrawals(ctx.db, merchant.id, memberId, RECENT),
    loginHistory(ctx.db, merchant.id, memberId, RECENT),
    sessionHistory(ctx.db, merchant.id, memberId, RECENT),
    approvalsOfMember(ctx.db, merchant.id, memberId, RECENT),
    playerNotes(ctx.db, merchant.id, memberId, NOTES),
    playerTags(ctx.db, merchant.id, memberId),
    resetAddresses(ctx, merchant, { id: memberId, email: row.email }),
  ]);
  await viewed(ctx, caller, 'player.view', memberId, {});
  return {
    profile: {
      ...toSummary(row),
      nickname: row.nickname,
      payeeName: row.payee_name,
      referralCode: row.referral_code,
      upline: row.upline,
      registerIp: row.register_ip,
      type: row.type,
      vipLevel: row.vip_level,
    },
    balances: { currency: book.currency, main: holdings.main, held: holdings.held },
    ledger: ledger.map((line) => ({
      id: line.id,
      type: line.event as PlayerDetail['ledger'][number]['type'],
      reference: line.reference,
      detail: line.detail,
      amount: Number(line.amount),
      balanceAfter: Number(line.balance_after),
      createdAt: Number(line.created_at),
    })),
    deposits: deposits.list.map(({ id, reference, channel, amount, status, createdAt }) => ({
      id,
      reference,
      channel,
      amount,
      status,
      createdAt,
    })),
    withdrawals: withdrawals.map((line) => ({
      id: line.id,
      reference: line.reference,
      amount: Number(line.amount),
      status: line.status as PlayerDetail['withdrawals'][number]['status'],
      receiptStatus: line.receipt_status as PlayerDetail['withdrawals'][number]['receiptStatus'],
      createdAt: Number(line.created_at),
    })),
    logins: logins.map((line) => ({ ip: line.ip, success: line.success === 1, reason: line.reason, createdAt: Number(line.created_at) })),
    sessions: sessions.map((line) => ({
      ip: line.ip,
      device: line.user_agent,
      createdAt: Number(line.created_at),
      lastSeenAt: Number(line.last_seen_at),
      active: line.revoked_at === null && Number(line.expires_at) > now,
    })),
    approvals: approvals.map(toApprovalValue),
    notes: notes.map((note) => ({ id: note.id, body: note.body, author: note.author, createdAt: Number(note.created_at) })),
    tags,
    resetTo,
  };
}

/** Pages that show personal data are audited: who looked, at what, from where. */
async function viewed(
  ctx: AppContext,
  { merchant, session, client }: Caller,
  action: string,
  memberId: number | null,
  detail: Record<string, unknown>,
) {
  await appendAudit(ctx.db, {
    merchantId: merchant.id,
    actorMemberId: session.memberId,
    action,
    subjectType: 'member',
    subjectId: memberId,
    ip: client.ip,
    detail,
    at: ctx.clock.now(),
  });
}
