import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Agent contracts (docs/agents.md, "Contracts"):
 * - `agent_contracts`: one row per offer; its status moves PENDING → ACTIVE / REJECTED / WITHDRAWN,
 *   ACTIVE → TERMINATED / ENDED. At most one PENDING and one ACTIVE per (downline, kind), kept by
 *   partial unique indexes so two racing offers or acceptances cannot both win.
 *   `settled_through` is the end of the last window the settlement looked at (progress only).
 * - `agent_contract_payments`: one row per (contract, period) paid, written in the transaction of
 *   its SALARY ledger posting; the unique key is what makes every period pay exactly once.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('agent_contracts'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('upline_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('top_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('replaces_id', 'integer')
    .addColumn('termination_requested_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('settled_through', 'bigint')
    .execute();
  for (const status of ['PENDING', 'ACTIVE']) {
    await db.schema
      .createIndex(`agent_contracts_one_${status.toLowerCase()}`)
      .on('agent_contracts')
      .columns(['member_id', 'kind'])
      .unique()
      .where(sql.ref('status'), '=', sql.lit(status))
      .execute();
  }
  await db.schema.createIndex('agent_contracts_upline').on('agent_contracts').columns(['upline_id', 'kind', 'status']).execute();
  await db.schema.createIndex('agent_contracts_status').on('agent_contracts').columns(['status', 'kind']).execute();

  await idColumn(db.schema.createTable('agent_contract_payments'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contracts.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('period_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('period_from', 'bigint', (c) => c.notNull())
    .addColumn('period_to', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('computation', 'text', (c) => c.notNull())
    .addColumn('posting_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('agent_contract_payments_period', ['contract_id', 'period_key'])
    .execute();
  await db.schema
    .createIndex('agent_contract_payments_member')
    .on('agent_contract_payments')
    .columns(['member_id', 'period_from'])
    .execute();
}
