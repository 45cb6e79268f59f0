import { parse } from 'csv-parse/sync';
import { collapseSpaces, isCalendarDate } from '@panalo/contract/kyc-rules';
import type { KycStatus } from '@panalo/contract/kyc';
import type { Db } from '../../db/executor';
import { appendAudit } from '../../kernel/audit';
import { endAllSessions } from '../../kernel/session-ending';
import { nameKey } from './person-name';
import { countRestrictedPersons, deleteRestrictedPersons, insertRestrictedPersons, membersOnList } from './restricted.repository';

export interface ListedPerson {
  line: number;
  fullName: string;
  nameKey: string;
  birthday: string;
  reason: string | null;
}

export interface BadRow {
  line: number;
  reason: string;
}

const HEADER_NAMES = new Set(['name', 'full name', 'fullname']);

/** One CSV line as cells, or the parser's complaint (a broken quote spoils only its own line). */
function cellsOf(line: string): string[] | Error {
  try {
    const [record] = parse(line, { trim: true, relax_column_count: true }) as string[][];
    return record ?? [];
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** yyyy-MM-dd, or yyyy/MM/dd as spreadsheets write it; null when it is not a real date. */
function birthdayOf(value: string): string | null {
  const normalised = /^\d{4}\/\d{2}\/\d{2}$/.test(value) ? value.replace(/\//g, '-') : value;
  return isCalendarDate(normalised) ? normalised : null;
}

/**
 * Reads a restricted-persons CSV: columns name,birthday[,reason], an optional header line, UTF-8
 * with or without a byte-order mark. Names never span lines, so each line is parsed on its own
 * and a bad one is reported with its number while the rest still count.
 */
export function parseRestrictedCsv(text: string): { people: ListedPerson[]; badRows: BadRow[] } {
  const people: ListedPerson[] = [];
  const badRows: BadRow[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = cellsOf(raw);
    if (cells instanceof Error) return badRows.push({ line, reason: `not CSV: ${cells.message.split(':')[0]}` });
    if (people.length === 0 && badRows.length === 0 && HEADER_NAMES.has((cells[0] ?? '').toLowerCase())) return;
    if (cells.length < 2 || cells.length > 3) return badRows.push({ line, reason: 'expected name,birthday[,reason]' });
    const [name = '', birthday = '', reason = ''] = cells;
    const fullName = collapseSpaces(name);
    const key = nameKey(fullName);
    if (!key) return badRows.push({ line, reason: 'name missing' });
    if (fullName.length > 160) return badRows.push({ line, reason: 'name longer than 160 characters' });
    const date = birthdayOf(birthday);
    if (!date) return badRows.push({ line, reason: `birthday "${birthday}" is not a date (yyyy-MM-dd)` });
    people.push({ line, fullName, nameKey: key, birthday: date, reason: reason ? reason.slice(0, 255) : null });
  });
  return { people, badRows };
}

export interface ImportReport {
  added: number;
  /** Rows already on the list, or repeated in the file. */
  duplicates: number;
  /** Entries removed first (replace mode). */
  removed: number;
  badRows: BadRow[];
  total: number;
  /** Members whose KYC details match the list after the import, for staff to review. */
  membersOnList: { memberId: number; account: string; kycStatus: KycStatus }[];
}

/**
 * Imports a CSV into a brand's list in one transaction: adds new entries (or, with `replace`,
 * makes the file the whole list), counts duplicates and bad rows, and audits the import.
 */
export async function importRestrictedPersons(
  db: Db,
  merchantId: number,
  text: string,
  options: { replace: boolean; now: number },
): Promise<ImportReport> {
  const { people, badRows } = parseRestrictedCsv(text);
  return listPeople(db, merchantId, people, { ...options, badRows });
}

/**
 * Puts people on a brand's list in one transaction (an import, or staff adding one person), and
 * ends at once, in the same transaction, every session and game session of each member whose KYC
 * details match the list now: a listed person's open session takes no more money calls, and a
 * vendor's next bet with their game token is refused (wins and rollbacks of rounds already played
 * still land). Every process then forgets their sessions within SESSION_CACHE_SECONDS, and at once
 * when the caller runs in the server (restricted-listing.ts also opens their cases and holds their funds).
 */
export async function listPeople(
  db: Db,
  merchantId: number,
  people: Omit<ListedPerson, 'line'>[],
  options: { replace: boolean; now: number; badRows: BadRow[] },
): Promise<ImportReport> {
  const { badRows } = options;
  return db.transaction().execute(async (tx) => {
    const removed = options.replace ? await deleteRestrictedPersons(tx, merchantId) : 0;
    const rows = people.map((person) => ({
      merchant_id: merchantId,
      full_name: person.fullName,
      name_key: person.nameKey,
      birthday: person.birthday,
      reason: person.reason,
      created_at: options.now,
    }));
    const added = await insertRestrictedPersons(tx, rows);
    const listed = await membersOnList(tx, merchantId);
    for (const member of listed) await endAllSessions(tx, Number(member.memberId), options.now);
    const report: ImportReport = {
      added,
      duplicates: people.length - added,
      removed,
      badRows,
      total: await countRestrictedPersons(tx, merchantId),
      membersOnList: listed,
    };
    await appendAudit(tx, {
      merchantId,
      actorMemberId: null,
      action: 'restricted.imported',
      subjectType: 'merchant',
      subjectId: merchantId,
      ip: null,
      detail: { added, duplicates: report.duplicates, removed, badRows: badRows.length, replace: options.replace },
      at: options.now,
    });
    return report;
  });
}
