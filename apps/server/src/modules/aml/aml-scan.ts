import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import { merchantSettings, type AmlSettings } from '../../kernel/merchant-settings';
import { openCase } from './aml-cases';
import {
  movements,
  realBrands,
  sharedIps,
  sharedPayoutAccounts,
  stakesBetween,
  transferRecipients,
  type Movement,
} from './aml-patterns.repository';

/**
 * The periodic AML scan: the patterns that need a look back over days or across members, which a
 * single posting cannot see (structuring, quick cash-out, shared payout accounts and IPs, agent
 * chains). Each found trigger opens a case through its unique key, so scanning the same window
 * again (the next run, or a second process) opens nothing twice. Reads only; no money moves.
 */

const byMember = (rows: Movement[]) => {
  const groups = new Map<number, Movement[]>();
  for (const row of rows) groups.set(row.memberId, [...(groups.get(row.memberId) ?? []), row]);
  return groups;
};

const evidenceOf = (kind: string, row: Movement) => ({
  kind,
  memberId: row.memberId,
  reference: row.reference,
  amount: row.amount,
  at: row.at,
});

/** Several deposits each just under the threshold (within `structuringFloorPercent` of it) within the window. */
async function structuring(db: Executor, merchantId: number, aml: AmlSettings, now: number): Promise<number> {
  const floor = Math.ceil((aml.coveredThreshold * aml.structuringFloorPercent) / 100);
  const deposits = await movements(db, merchantId, ['DEPOSIT'], now - aml.structuringWindowDays * DAY, now + 1);
  let opened = 0;
  for (const [memberId, rows] of byMember(deposits.filter((row) => row.amount >= floor && row.amount <= aml.coveredThreshold))) {
    if (rows.length < aml.structuringCount) continue;
    const total = rows.reduce((sum, row) => sum + row.amount, 0);
    const id = await openCase(db, {
      merchantId,
      kind: 'STRUCTURING',
      key: `${memberId}:${rows[0]!.postingId}`,
      memberId,
      amount: total,
      summary: `${rows.length} deposits between ${floor} and ${aml.coveredThreshold} within ${aml.structuringWindowDays} days`,
      now,
      evidence: rows.map((row) => evidenceOf('DEPOSIT', row)),
    });
    if (id !== null) opened++;
  }
  return opened;
}

/** A withdrawal asked soon after deposits, with stakes since the first of them under the turnover ratio. */
async function quickCashout(db: Executor, merchantId: number, aml: AmlSettings, now: number): Promise<number> {
  const lookback = aml.cashoutLookbackHours * HOUR;
  const withdrawals = await movements(db, merchantId, ['WITHDRAW'], now - lookback, now + 1);
  if (withdrawals.length === 0) return 0;
  const deposits = byMember(await movements(db, merchantId, ['DEPOSIT'], now - 2 * lookback, now + 1));
  let opened = 0;
  for (const withdrawal of withdrawals) {
    const before = (deposits.get(withdrawal.memberId) ?? []).filter((row) => row.at <= withdrawal.at && row.at > withdrawal.at - lookback);
    if (before.length === 0) continue;
    const deposited = before.reduce((sum, row) => sum + row.amount, 0);
    const staked = await stakesBetween(db, withdrawal.memberId, before[0]!.at, withdrawal.at + 1);
    if (staked * 100 >= deposited * aml.cashoutTurnoverPercent) continue;
    const id = await openCase(db, {
      merchantId,
      kind: 'QUICK_CASHOUT',
      key: withdrawal.reference,
      memberId: withdrawal.memberId,
      amount: withdrawal.amount,
      summary: `Withdrawal of ${withdrawal.amount} after deposits of ${deposited} with stakes of ${staked} (under ${aml.cashoutTurnoverPercent}%)`,
      now,
      evidence: [
        ...before.map((row) => evidenceOf('DEPOSIT', row)),
        {
          kind: 'STAKES',
          memberId: withdrawal.memberId,
          amount: staked,
          at: before[0]!.at,
          detail: 'stakes from the first deposit to the withdrawal',
        },
        evidenceOf('WITHDRAWAL', withdrawal),
      ],
    });
    if (id !== null) opened++;
  }
  return opened;
}

/** One payout account number saved by several members. */
async function sharedPayout(db: Executor, merchantId: number, aml: AmlSettings, now: number): Promise<number> {
  const rows = await sharedPayoutAccounts(db, merchantId, aml.sharedPayoutMembers);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) groups.set(row.account_number, [...(groups.get(row.account_number) ?? []), row]);
  let opened = 0;
  for (const [number, holders] of groups) {
    const members = new Set(holders.map((row) => row.member_id));
    const id = await openCase(db, {
      merchantId,
      kind: 'SHARED_PAYOUT',
      // One case per size of the group: another member joining opens a new case listing them all.
      key: `${number}:${members.size}`,
      memberId: null,
      amount: null,
      summary: `Payout account ${number} saved by ${members.size} members`,
      now,
      evidence: holders.map((row) => ({
        kind: 'PAYOUT_ACCOUNT',
        memberId: row.member_id,
        reference: row.account_number,
        at: Number(row.created_at),
        detail: `${row.provider} · ${row.account_name}`,
      })),
    });
    if (id !== null) opened++;
  }
  return opened;
}

/** Many members signing in from one IP address. */
async function sharedIp(db: Executor, merchantId: number, aml: AmlSettings, now: number): Promise<number> {
  const rows = await sharedIps(db, merchantId, aml.sharedIpMembers);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) groups.set(row.ip, [...(groups.get(row.ip) ?? []), row]);
  let opened = 0;
  for (const [ip, users] of groups) {
    const id = await openCase(db, {
      merchantId,
      kind: 'SHARED_IP',
      key: `${ip}:${new Set(users.map((row) => row.member_id)).size}`,
      memberId: null,
      amount: null,
      summary: `${users.length} members signed in from ${ip}`,
      now,
      evidence: users.map((row) => ({ kind: 'LOGIN_IP', memberId: row.member_id, reference: row.ip, at: Number(row.first_seen_at) })),
    });
    if (id !== null) opened++;
  }
  return opened;
}

/** Money received by an agent transfer and sent on (80% or more of it) within `chainMinutes`. */
async function agentChains(db: Executor, merchantId: number, aml: AmlSettings, now: number): Promise<number> {
  const window = aml.chainMinutes * MINUTE;
  const transfers = await movements(db, merchantId, ['TRANSFER_UPLINE', 'TRANSFER_DOWNLINE'], now - DAY - window, now + 1);
  if (transfers.length < 2) return 0;
  const recipients = await transferRecipients(
    db,
    transfers.map((row) => row.postingId),
  );
  const sent = byMember(transfers);
  let opened = 0;
  for (const first of transfers) {
    const via = recipients.get(first.postingId);
    if (via === undefined) continue;
    const onward = (sent.get(via) ?? []).filter(
      (next) =>
        next.at >= first.at && next.at <= first.at + window && next.postingId !== first.postingId && next.amount * 10 >= first.amount * 8,
    );
    if (onward.length === 0) continue;
    const id = await openCase(db, {
      merchantId,
      kind: 'AGENT_CHAIN',
      key: String(first.postingId),
      memberId: via,
      amount: first.amount,
      summary: `Received ${first.amount} by transfer and sent ${onward[0]!.amount} on within ${aml.chainMinutes} minutes`,
      now,
      evidence: [
        evidenceOf('TRANSFER_RECEIVED', first),
        ...onward.map((row) => ({ ...evidenceOf('TRANSFER_SENT', row), detail: `to member ${recipients.get(row.postingId) ?? '?'}` })),
      ],
    });
    if (id !== null) opened++;
  }
  return opened;
}

const PATTERNS = [structuring, quickCashout, sharedPayout, sharedIp, agentChains];

async function scanAll(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let opened = 0;
  for (const brand of await realBrands(ctx.db)) {
    const { aml } = merchantSettings.parse(JSON.parse(brand.settings || '{}'));
    for (const pattern of PATTERNS) opened += await pattern(ctx.db, brand.id, aml, now);
  }
  return opened;
}

/** Any 64-bit key of our own: the AML scan's PostgreSQL advisory lock. */
const LOCK_KEY = 0x5a4c_a031;

/**
 * One scan of every brand: how many cases it opened. On PostgreSQL the process holding the
 * advisory lock scans and the others skip (null); the unique case keys still hold if two ever ran.
 */
export async function runAmlScan(ctx: AppContext): Promise<number | null> {
  if (ctx.dialect !== 'postgres') return scanAll(ctx);
  return ctx.db.connection().execute(async (connection) => {
    const locked = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${LOCK_KEY}) as locked`.execute(connection);
    if (!locked.rows[0]?.locked) return null;
    try {
      return await scanAll(ctx);
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(connection);
    }
  });
}
