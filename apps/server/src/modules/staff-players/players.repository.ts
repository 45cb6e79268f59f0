import { sql } from 'kysely';
import type { Executor, Tx } from '../../db/executor';
import { MemberType } from '@panalo/contract/member-types';

/** The back office's reads of a brand's players: search and the rows of the player page. */

const summaryColumns = [
  'members.id',
  'members.username',
  'members.mobile_num',
  'members.email',
  'members.status',
  'members.kyc_status',
  'members.created_at',
  'members.last_login_at',
] as const;

/** Escapes LIKE's wildcards so that a typed `%` or `_` is matched as itself. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Players of the brand matching `q`: a username starting with it, or exactly its mobile number,
 * e-mail, member id, invitation code, registration IP or an IP it signed in from. Staff accounts
 * are not players and never match. Empty `q`: the newest players. `tag`: only players carrying it.
 */
export async function searchPlayers(
  db: Executor,
  merchantId: number,
  query: { q: string; tag: string; sort: 'newest' | 'username' | 'lastLogin'; pageNo: number; pageSize: number },
) {
  const q = query.q.trim();
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const base = () => {
    let select = db.selectFrom('members').where('members.merchant_id', '=', merchantId).where('members.type', '!=', MemberType.OPERATOR);
    if (q)
      select = select.where((eb) =>
        eb.or([
          sql<boolean>`members.username like ${likePrefix(q.toLowerCase())} escape '\\'`,
          eb('members.mobile_num', '=', q),
          eb(eb.fn('lower', ['members.email']), '=', q.toLowerCase()),
          eb('members.referral_code', '=', q),
          eb('members.register_ip', '=', q),
          eb('members.id', 'in', eb.selectFrom('member_ips').select('member_ips.member_id').where('member_ips.ip', '=', q)),
          ...(id !== null ? [eb('members.id', '=', id)] : []),
        ]),
      );
    if (query.tag)
      select = select.where('members.id', 'in', (eb) =>
        eb
          .selectFrom('player_tags')
          .select('player_tags.member_id')
          .where('player_tags.merchant_id', '=', merchantId)
          .where('player_tags.tag', '=', query.tag),
      );
    return select;
  };
  // The grid's sort; the member id breaks ties, so pages never overlap.
  let page = base().select(summaryColumns);
  if (query.sort === 'newest') page = page.orderBy('members.created_at', 'desc');
  if (query.sort === 'username') page = page.orderBy('members.username');
  if (query.sort === 'lastLogin') page = page.orderBy(sql`members.last_login_at is null`).orderBy('members.last_login_at', 'desc');
  const [rows, count] = await Promise.all([
    page
      .orderBy('members.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export type PlayerSummaryRow = Awaited<ReturnType<typeof searchPlayers>>['rows'][number];

export function findPlayer(db: Executor, merchantId: number, memberId: number) {
  return db
    .selectFrom('members')
    .leftJoin('members as upline', 'upline.id', 'members.upline_id')
    .select([
      ...summaryColumns,
      'members.nickname',
      'members.payee_name',
      'members.referral_code',
      'members.register_ip',
      'members.type',
      'members.vip_level',
      'upline.username as upline',
    ])
    .where('members.merchant_id', '=', merchantId)
    .where('members.id', '=', memberId)
    .where('members.type', '!=', MemberType.OPERATOR)
    .executeTakeFirst();
}

/** The newest movements of the member's main wallet, with the posting they belong to. */
export function walletLines(db: Executor, merchantId: number, accountKey: string, limit: number) {
  return db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .innerJoin('ledger_postings', 'ledger_postings.id', 'ledger_entries.posting_id')
    .select([
      'ledger_entries.id',
      'ledger_entries.amount',
      'ledger_entries.balance_after',
      'ledger_entries.created_at',
      'ledger_postings.event',
      'ledger_postings.reference',
      'ledger_postings.detail',
    ])
    .where('ledger_accounts.merchant_id', '=', merchantId)
    .where('ledger_accounts.account_key', '=', accountKey)
    .orderBy('ledger_entries.id', 'desc')
    .limit(limit)
    .execute();
}

export function memberWithdrawals(db: Executor, merchantId: number, memberId: number, limit: number) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'reference', 'amount', 'status', 'receipt_status', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function loginHistory(db: Executor, merchantId: number, memberId: number, limit: number) {
  return db
    .selectFrom('login_attempts')
    .select(['ip', 'success', 'reason', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function sessionHistory(db: Executor, merchantId: number, memberId: number, limit: number) {
  return db
    .selectFrom('sessions')
    .select(['ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Moves a player of the brand from one account status to another; false when it was not in `from`. */
export async function setPlayerStatus(
  db: Executor,
  change: { merchantId: number; memberId: number; from: string; to: string; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ status: change.to, updated_at: change.now })
    .where('merchant_id', '=', change.merchantId)
    .where('id', '=', change.memberId)
    .where('type', '!=', MemberType.OPERATOR)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets the player's VIP level; answers the level before, or undefined when no such player of the brand. */
export async function setVipLevel(tx: Tx, merchantId: number, memberId: number, level: number, now: number): Promise<number | undefined> {
  const row = await tx
    .selectFrom('members')
    .select('vip_level')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .where('type', '!=', MemberType.OPERATOR)
    .executeTakeFirst();
  if (!row) return undefined;
  await tx.updateTable('members').set({ vip_level: level, updated_at: now }).where('id', '=', memberId).execute();
  return row.vip_level;
}
