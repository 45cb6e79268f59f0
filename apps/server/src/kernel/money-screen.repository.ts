import type { Executor } from '../db/executor';
import { prepared } from '../db/prepared';
import type { ScreenFacts } from './money-screen';

/*
 * The money screen's facts as SQL, written once: the guard's own statement below and the seamless
 * wallet's game-session statement (seamless.repository.ts) select the same columns over the same
 * joins, so a vendor's bet is screened on exactly what a member's call is, without a second round
 * trip. Both need the member as `m`. The restricted-persons match is the KYC module's (full name or
 * first + last name, with the birthday, on the member's brand); at most one break is ACTIVE per
 * member (a partial unique index), so the join adds no row.
 */

/** The facts' columns; the statement must join `members m` and SCREEN_JOINS. */
export const SCREEN_COLUMNS = `m.created_at AS screen_registered_at, m.kyc_status AS screen_kyc_status,
     sb.kind AS screen_break_kind, sb.ends_at AS screen_break_ends_at,
     (SELECT MIN(r.id) FROM restricted_persons r
       WHERE r.merchant_id = sk.merchant_id AND r.birthday = sk.birthday
         AND (r.name_key = sk.name_key OR r.name_key = sk.short_name_key)) AS screen_listing_id`;

export const SCREEN_JOINS = `LEFT JOIN kyc_profiles sk ON sk.member_id = m.id
   LEFT JOIN rg_breaks sb ON sb.member_id = m.id AND sb.status = 'ACTIVE'`;

/** The columns as a row carries them. */
export interface ScreenColumns {
  screen_registered_at: number;
  screen_kyc_status: string;
  screen_break_kind: string | null;
  screen_break_ends_at: number | null;
  screen_listing_id: number | null;
}

export const screenFactsOf = (row: ScreenColumns): ScreenFacts => ({
  registeredAt: Number(row.screen_registered_at),
  kycStatus: row.screen_kyc_status,
  listingId: row.screen_listing_id === null ? null : Number(row.screen_listing_id),
  breakKind: row.screen_break_kind,
  breakEndsAt: row.screen_break_ends_at === null ? null : Number(row.screen_break_ends_at),
});

const screenOfMember = prepared<ScreenColumns>(`SELECT ${SCREEN_COLUMNS} FROM members m ${SCREEN_JOINS} WHERE m.id = ?`);

/** The member's facts now, from the database (never a cache: a listing or a break counts at once). */
export async function findScreenFacts(db: Executor, memberId: number): Promise<ScreenFacts | undefined> {
  const row = (await screenOfMember.execute(db, [memberId])).rows[0];
  return row ? screenFactsOf(row) : undefined;
}
