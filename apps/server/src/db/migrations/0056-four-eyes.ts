import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Four eyes that cannot be bypassed (issue #37; docs/decisions/0003-four-eyes-no-puppets.md).
 *
 * - `staff_approvals.promotion_id`: a manual promotion grant above the brand's four-eyes amount is
 *   a request (kind PROMOTION_GRANT) beside adjustments and deposit credits.
 * - `staff_sponsors`: who created or promoted whom, as a closure (every sponsor up the chain). A
 *   request is never decided by a staff member joined to its requester this way. Filled here from
 *   the audit log: each `staff.invite`, and each `staff.roles` that added a role, names its actor.
 * - `staff_changes`: a new staff account or a role grant waiting for a second admin; one waiting
 *   change per staff member (a partial unique index, so two admins at once cannot both open one).
 * - `staff_setup_tokens`: the one-time set-up link an invitee gets by e-mail (hash only).
 * - Promotions: every promotion gets a budget and a per-member cap. Those without get the figures
 *   below, which keep what they already paid and bound what they may still pay.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('staff_approvals')
    .addColumn('promotion_id', 'integer', (c) => c.references('promotions.id'))
    .execute();

  await db.schema
    .createTable('staff_sponsors')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('sponsor_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_sponsors_pk', ['member_id', 'sponsor_id'])
    .execute();
  await db.schema.createIndex('staff_sponsors_sponsor').on('staff_sponsors').columns(['sponsor_id', 'member_id']).execute();

  await idColumn(db.schema.createTable('staff_changes'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('roles_before', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('members.id'))
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('staff_changes_queue').on('staff_changes').columns(['merchant_id', 'status', 'id']).execute();
  await db.schema
    .createIndex('staff_changes_one_pending')
    .on('staff_changes')
    .column('member_id')
    .unique()
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();

  await idColumn(db.schema.createTable('staff_setup_tokens'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('staff_setup_tokens_member').on('staff_setup_tokens').column('member_id').execute();

  await sponsorsFromAudit(db as Kysely<MigrationTables>);
  await promotionLimits(db as Kysely<MigrationTables>);
}

/** The tables as this migration reads them (frozen here: later code may change the app's types). */
interface MigrationTables {
  audit_log: {
    id: number;
    action: string;
    subject_type: string;
    subject_id: string | null;
    actor_member_id: number | null;
    detail: string;
    created_at: number;
  };
  members: { id: number };
  staff_sponsors: { member_id: number; sponsor_id: number; created_at: number };
  promotions: { id: number; kind: string; definition: string; budget: number | null; spent: number };
}

/** Who created or promoted whom before this migration: each invitation and each role raise in the audit log. */
async function sponsorsFromAudit(db: Kysely<MigrationTables>): Promise<void> {
  const entries = await db
    .selectFrom('audit_log')
    .select(['action', 'subject_id', 'actor_member_id', 'detail', 'created_at'])
    .where('action', 'in', ['staff.invite', 'staff.roles'])
    .where('subject_type', '=', 'member')
    .where('actor_member_id', 'is not', null)
    .orderBy('id')
    .execute();
  const sponsors = new Map<number, Set<number>>();
  const rows: MigrationTables['staff_sponsors'][] = [];
  for (const entry of entries) {
    const memberId = Number(entry.subject_id);
    const sponsorId = Number(entry.actor_member_id);
    if (!Number.isInteger(memberId) || memberId === sponsorId) continue;
    if (entry.action === 'staff.roles' && !raisedRoles(entry.detail)) continue;
    // The sponsor and the sponsor's own sponsors, for the member and everyone the member sponsored.
    const above = [sponsorId, ...(sponsors.get(sponsorId) ?? [])];
    const below = [memberId, ...[...sponsors].filter(([, set]) => set.has(memberId)).map(([id]) => id)];
    for (const member of below) {
      const set = sponsors.get(member) ?? new Set<number>();
      sponsors.set(member, set);
      for (const sponsor of above) {
        if (sponsor === member || set.has(sponsor)) continue;
        set.add(sponsor);
        rows.push({ member_id: member, sponsor_id: sponsor, created_at: Number(entry.created_at) });
      }
    }
  }
  const existing = new Set((await db.selectFrom('members').select('id').execute()).map((row) => Number(row.id)));
  const kept = rows.filter((row) => existing.has(row.member_id) && existing.has(row.sponsor_id));
  for (let start = 0; start < kept.length; start += 500)
    await db
      .insertInto('staff_sponsors')
      .values(kept.slice(start, start + 500))
      .execute();
}

function raisedRoles(detail: string): boolean {
  try {
    const { before, after } = JSON.parse(detail) as { before?: unknown; after?: unknown };
    const had = Array.isArray(before) ? before : [];
    return Array.isArray(after) && after.some((role) => !had.includes(role));
  } catch {
    // An entry whose detail cannot be read counts as a raise: the stricter reading.
    return true;
  }
}

/** Kinds that pay a member again and again (each day, deposit, mission or friend). */
const REPEATING = new Set(['CHECK_IN', 'CASHBACK', 'REBATE', 'DEPOSIT_RELOAD', 'MISSION', 'REFERRAL']);
/** PHP 1,000,000 more than already paid, for a promotion that had no budget. */
const BUDGET_HEADROOM = 100_000_000;
/** PHP 10,000: one reward of a kind whose rules name no amount (manual grants, rebates, missions). */
const REWARD_WITHOUT_AMOUNT = 1_000_000;

/**
 * A budget where there was none (what it paid so far plus PHP 1,000,000, and at least a raffle's
 * prizes), and a per-member cap: the largest single reward its rules allow, times its per-member
 * limit (or a year of days for the repeating kinds, once for the others), never above the budget.
 */
async function promotionLimits(db: Kysely<MigrationTables>): Promise<void> {
  const rows = await db.selectFrom('promotions').select(['id', 'kind', 'definition', 'budget', 'spent']).execute();
  for (const row of rows) {
    const definition = JSON.parse(row.definition) as {
      budget?: number | null;
      perMemberCap?: number | null;
      perMemberLimit?: number | null;
      reward?: { cap?: number; amount?: number };
      raffle?: { prizes?: number[] };
    };
    const prizes = definition.raffle?.prizes ?? [];
    const budget =
      definition.budget ?? (row.budget === null ? null : Number(row.budget)) ?? Math.max(Number(row.spent) + BUDGET_HEADROOM, sum(prizes));
    const largest = Math.max(definition.reward?.cap ?? 0, definition.reward?.amount ?? 0, ...prizes) || REWARD_WITHOUT_AMOUNT;
    const times = definition.perMemberLimit ?? (REPEATING.has(row.kind) ? 366 : 1);
    const perMemberCap = definition.perMemberCap ?? Math.min(budget, largest * times);
    if (definition.budget === budget && definition.perMemberCap === perMemberCap && row.budget !== null) continue;
    await db
      .updateTable('promotions')
      .set({ definition: JSON.stringify({ ...definition, budget, perMemberCap }), budget })
      .where('id', '=', row.id)
      .execute();
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
