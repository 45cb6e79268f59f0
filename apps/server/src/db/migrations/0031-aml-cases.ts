import { sql, type Kysely } from 'kysely';
import { appendOnly, idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Anti-money-laundering cases (docs/aml.md). A case is opened once per trigger: `case_key` names
 * the trigger (a member's banking day over the threshold, a payout account shared by many…) and
 * is unique per brand, so parallel postings or two scans open it once. Staff may close or report
 * a case but never delete one: records are kept five years (`retain_until`), and a trigger refuses
 * DELETE in the database itself. Evidence rows are append-only.
 *
 * `aml_daily_totals` adds up a member's deposits and withdrawals per banking day in the posting's
 * transaction (the covered-transaction threshold is per day, aggregated). `forfeit_holds` are the
 * funds of an ineligible player set aside until staff release or forfeit them.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('aml_cases'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('case_key', 'varchar(160)', (c) => c.notNull())
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('amount', 'bigint')
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('detected_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('members.id'))
    .addColumn('decided_at', 'bigint')
    .addColumn('note', 'varchar(1000)')
    .addColumn('retain_until', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('aml_cases_trigger', ['merchant_id', 'case_key'])
    .execute();
  await db.schema.createIndex('aml_cases_queue').on('aml_cases').columns(['merchant_id', 'state', 'id']).execute();
  await db.schema.createIndex('aml_cases_member').on('aml_cases').columns(['member_id', 'id']).execute();
  await noDelete(db, dialect, 'aml_cases');

  await idColumn(db.schema.createTable('aml_case_evidence'), dialect)
    .addColumn('case_id', 'integer', (c) => c.notNull().references('aml_cases.id'))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('reference', 'varchar(80)')
    .addColumn('amount', 'bigint')
    .addColumn('at', 'bigint')
    .addColumn('detail', 'varchar(500)')
    .execute();
  await db.schema.createIndex('aml_case_evidence_case').on('aml_case_evidence').columns(['case_id', 'id']).execute();
  await appendOnly(db, dialect, 'aml_case_evidence');

  await db.schema
    .createTable('aml_daily_totals')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('direction', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('aml_daily_totals_pk', ['member_id', 'day', 'direction'])
    .execute();

  await idColumn(db.schema.createTable('forfeit_holds'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('case_id', 'integer', (c) => c.references('aml_cases.id'))
    .addColumn('reference', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('held_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('members.id'))
    .addColumn('decided_at', 'bigint')
    .addColumn('note', 'varchar(1000)')
    .execute();
  // The scan reads a brand's money movements by time; bets (most postings) stay out of the index.
  await sql
    .raw(
      `CREATE INDEX ledger_postings_aml_scan ON ledger_postings (merchant_id, created_at)
       WHERE event IN ('DEPOSIT', 'WITHDRAW', 'TRANSFER_UPLINE', 'TRANSFER_DOWNLINE')`,
    )
    .execute(db);
  await db.schema.createIndex('forfeit_holds_queue').on('forfeit_holds').columns(['merchant_id', 'state', 'id']).execute();
}

/** Refuses DELETE on a table (updates stay allowed: a case changes state). */
async function noDelete(db: Kysely<unknown>, dialect: MigrationContext['dialect'], table: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION ${table}_kept() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION '${table} rows are kept for five years'; END $$;
         CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION ${table}_kept();`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table} BEGIN SELECT RAISE(ABORT, '${table} rows are kept for five years'); END`,
    )
    .execute(db);
}
