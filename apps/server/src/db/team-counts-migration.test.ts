import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { openDatabaseAt, testDatabaseName } from '../test-support/test-app.test-kit';

/** Migrations 0041 and 0042 on a database that already has a team with play: counts backfilled, rows keep their sums. */
describe(`the team counts' backfill (${testDatabaseName()})`, () => {
  let database: Awaited<ReturnType<typeof openDatabaseAt>> | undefined;
  afterAll(() => database?.close());

  it('counts each upline’s new and active downlines per day, week and month, and keeps the member rows with no vendor', async () => {
    database = await openDatabaseAt('0035-missions-referral-feedback');
    const db = database.handle.db;
    // GMT+8: 2026-11-09T20:00Z is 2026-11-10 there (day 20402, a Tuesday).
    const joined = Date.UTC(2026, 10, 9, 20);
    await sql`INSERT INTO merchants (code, name, is_trial, status, settings, whitelabel, register_settings, validation_config, created_at, updated_at)
      VALUES ('old', 'Old Brand', 0, 'active', '{"gmtOffsetMinutes":480}', '{}', '{}', '{}', ${joined}, ${joined})`.execute(db);
    const merchant = await db.selectFrom('merchants').select('id').where('code', '=', 'old').executeTakeFirstOrThrow();
    const ids: Record<string, number> = {};
    for (const [name, upline] of [
      ['agent', null],
      ['child', 'agent'],
      ['grandchild', 'child'],
    ] as const) {
      await sql`INSERT INTO members (merchant_id, username, type, upline_id, language, status, contact, created_at, updated_at)
        VALUES (${merchant.id}, ${name}, 0, ${upline ? ids[upline]! : null}, 'EN', 'active', '{}', ${joined}, ${joined})`.execute(db);
      ids[name] = (await db.selectFrom('members').select('id').where('username', '=', name).executeTakeFirstOrThrow()).id;
      await sql`INSERT INTO member_tree (ancestor_id, descendant_id, depth)
        SELECT ancestor_id, cast(${ids[name]!} as integer), depth + 1 FROM member_tree WHERE descendant_id = ${upline ? ids[upline]! : -1}
        UNION ALL SELECT cast(${ids[name]!} as integer), cast(${ids[name]!} as integer), 0`.execute(db);
    }
    const day = Date.UTC(2026, 10, 10) / 86_400_000;
    for (const [who, on, type, bets] of [
      ['child', day, 'RNG', 2],
      ['child', day, 'LIVE', 1],
      ['grandchild', day, 'RNG', 1],
      ['grandchild', day + 1, 'RNG', 3],
      ['grandchild', day + 2, '', 0],
    ] as const) {
      await sql`INSERT INTO member_day_rollups (merchant_id, member_id, day, game_type, bet_count, valid_bet, payout, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
        VALUES (${merchant.id}, ${ids[who]!}, ${on}, ${type}, ${bets}, ${bets * 100}, 0, 0, 0, 0, 0)`.execute(db);
    }

    await migrateToLatest(database.handle);
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    const rows = await db.selectFrom('team_counts').select(['ancestor_id', 'kind', 'start', 'new_members', 'active_members']).execute();
    const seen = rows
      .map((row) => `${names[row.ancestor_id]} ${row.kind} ${row.start - day}: new ${row.new_members} active ${row.active_members}`)
      .sort();
    // The week of Tuesday 2026-11-10 starts the day before; the month on 2026-11-01 (9 days before).
    expect(seen).toEqual([
      'agent D 0: new 2 active 2',
      'agent D 1: new 0 active 1',
      'agent M -9: new 0 active 2',
      'agent W -1: new 0 active 2',
      'child D 0: new 1 active 1',
      'child D 1: new 0 active 1',
      'child M -9: new 0 active 1',
      'child W -1: new 0 active 1',
    ]);
    const vendors = await db
      .selectFrom('member_day_rollups')
      .select(['vendor', (eb) => eb.fn.sum<number>('valid_bet').as('valid')])
      .groupBy('vendor')
      .execute();
    expect(vendors.map((row) => [row.vendor, Number(row.valid)])).toEqual([['', 700]]);
  });
});
