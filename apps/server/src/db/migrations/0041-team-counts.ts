import { sql, type Kysely } from 'kysely';

const DAY_MS = 86_400_000;

/**
 * The agent overview's member counts, kept as the team changes so the overview reads a few rows
 * per agent instead of counting over the whole team (docs/agents.md, "Team counts"):
 * - `member_active_marks`: a member's first bet of a brand day (D), week (W, from Monday) and
 *   month (M), one row each; a bet whose mark already exists adds nothing.
 * - `team_counts`: per agent (every ancestor), kind and period start (brand-local day number), the
 *   downlines who registered (`new_members`, on D rows) and who placed a bet (`active_members`).
 * Both are backfilled here from the members and the member day rollups a database already has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_active_marks')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'varchar(1)', (c) => c.notNull())
    .addColumn('start', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_active_marks_pk', ['member_id', 'kind', 'start'])
    .execute();
  await db.schema
    .createTable('team_counts')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'varchar(1)', (c) => c.notNull())
    .addColumn('start', 'integer', (c) => c.notNull())
    .addColumn('new_members', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_members', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('team_counts_pk', ['ancestor_id', 'kind', 'start'])
    .execute();

  // The calendar of the days the rollups hold: each day's week and month start (months are not
  // arithmetic in SQL that both databases share). A work table, dropped below.
  const range = await sql<{
    low: number | null;
    high: number | null;
  }>`SELECT min(day) AS low, max(day) AS high FROM member_day_rollups`.execute(db);
  const low = range.rows[0]?.low;
  const high = range.rows[0]?.high;
  if (low != null && high != null) {
    await db.schema
      .createTable('backfill_calendar')
      .addColumn('day', 'integer', (c) => c.primaryKey())
      .addColumn('week', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .execute();
    const days: { day: number; week: number; month: number }[] = [];
    for (let day = Number(low); day <= Number(high); day++) {
      const date = new Date(day * DAY_MS);
      days.push({ day, week: day - ((((day + 3) % 7) + 7) % 7), month: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS });
    }
    for (let from = 0; from < days.length; from += 500) {
      await (db as Kysely<{ backfill_calendar: { day: number; week: number; month: number } }>)
        .insertInto('backfill_calendar')
        .values(days.slice(from, from + 500))
        .execute();
    }
    for (const [kind, column] of [
      ['D', 'day'],
      ['W', 'week'],
      ['M', 'month'],
    ] as const) {
      await sql`
        INSERT INTO member_active_marks (member_id, kind, start)
        SELECT DISTINCT r.member_id, ${kind}, c.${sql.ref(column)}
        FROM member_day_rollups r JOIN backfill_calendar c ON c.day = r.day
        WHERE r.bet_count > 0
      `.execute(db);
    }
    await db.schema.dropTable('backfill_calendar').execute();
    await sql`
      INSERT INTO team_counts (ancestor_id, kind, start, active_members)
      SELECT t.ancestor_id, a.kind, a.start, count(*)
      FROM member_active_marks a JOIN member_tree t ON t.descendant_id = a.member_id AND t.depth >= 1
      GROUP BY t.ancestor_id, a.kind, a.start
    `.execute(db);
  }

  // New members per agent and brand day, each brand in its own time zone.
  const brands = await sql<{ id: number; settings: string }>`SELECT id, settings FROM merchants`.execute(db);
  for (const brand of brands.rows) {
    const offsetMs = offsetOf(brand.settings) * 60_000;
    const day = sql`cast((m.created_at + ${sql.lit(offsetMs)} - ((m.created_at + ${sql.lit(offsetMs)}) % ${sql.lit(DAY_MS)})) / ${sql.lit(DAY_MS)} as integer)`;
    await sql`
      INSERT INTO team_counts (ancestor_id, kind, start, new_members)
      SELECT t.ancestor_id, 'D', ${day}, count(*)
      FROM members m JOIN member_tree t ON t.descendant_id = m.id AND t.depth >= 1
      WHERE m.merchant_id = ${brand.id}
      GROUP BY t.ancestor_id, ${day}
      ON CONFLICT (ancestor_id, kind, start) DO UPDATE SET new_members = excluded.new_members
    `.execute(db);
  }
}

/** The brand's GMT offset from its settings JSON (480, the settings' default, when it has none). */
function offsetOf(settings: string): number {
  try {
    const value = (JSON.parse(settings) as { gmtOffsetMinutes?: unknown }).gmtOffsetMinutes;
    return typeof value === 'number' && Number.isInteger(value) ? value : 480;
  } catch {
    return 480;
  }
}
