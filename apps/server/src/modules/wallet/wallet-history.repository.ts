import type { Executor } from '../../db/executor';
import type { Book } from '../ledger/ledger-accounts';

export async function accountIdOf(db: Executor, book: Book, key: string): Promise<number | null> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', book.merchantId)
    .where('currency', '=', book.currency)
    .where('account_key', '=', key)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface EntryFilter {
  accountId: number;
  from: number;
  to: number;
  events?: readonly string[];
}

function entriesOf(db: Executor, filter: EntryFilter) {
  let query = db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_postings', 'ledger_postings.id', 'ledger_entries.posting_id')
    .where('ledger_entries.account_id', '=', filter.accountId)
    .where('ledger_entries.created_at', '>=', filter.from)
    .where('ledger_entries.created_at', '<=', filter.to);
  if (filter.events) query = query.where('ledger_postings.event', 'in', [...filter.events]);
  return query;
}

/** A page of an account's entries, newest first, with the total count for the pager. */
export async function entryPage(db: Executor, filter: EntryFilter, page: { pageNo: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    entriesOf(db, filter)
      .select([
        'ledger_entries.id',
        'ledger_postings.event',
        'ledger_entries.amount',
        'ledger_entries.balance_after',
        'ledger_postings.reference',
        'ledger_postings.detail',
        'ledger_entries.created_at',
      ])
      .orderBy('ledger_entries.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    entriesOf(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The sum of an account's entries per posting event over a period. */
export async function sumsByEvent(db: Executor, filter: EntryFilter): Promise<Map<string, number>> {
  const rows = await entriesOf(db, filter)
    .select(['ledger_postings.event', (eb) => eb.fn.sum<number>('ledger_entries.amount').as('total')])
    .groupBy('ledger_postings.event')
    .execute();
  return new Map(rows.map((row) => [row.event, Number(row.total)]));
}
