import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { openDatabaseAt, testDatabaseName } from '../test-support/test-app.test-kit';

/** Migration 0022 gives every agent their team's day rows from the member rollups a database already has. */
describe(`the team day rollups' backfill (${testDatabaseName()})`, () => {
  let database: Awaited<ReturnType<typeof openDatabaseAt>> | undefined;
  afterAll(() => database?.close());

  it('sums each member’s rows into every upline’s row of that day and game type, not their own', async () => {
    database = await openDatabaseAt('0020-staff');
    const { handle } = database;
    const db = handle.db;
    const now = Date.now();
    await sql`INSERT INTO merchants (code, name, is_trial, status, settings, whitelabel, register_settings, validation_config, created_at, updated_at)
      VALUES ('old', 'Old Brand', 0, 'active', '{}', '{}', '{}', '{}', ${now}, ${now})`.execute(db);
    const merchant = await db.selectFrom('merchants').select('id').where('code', '=', 'old').executeTakeFirstOrThrow();
    const ids: Record<string, number> = {};
    for (const [name, upline] of [
      ['agent', null],
      ['child', 'agent'],
      ['grandchild', 'child'],
    ] as const) {
      await sql`INSERT INTO members (merchant_id, username, type, upline_id, language, status, contact, created_at, updated_at)
        VALUES (${merchant.id}, ${name}, 0, ${upline ? ids[upline]! : null}, 'EN', 'active', '{}', ${now}, ${now})`.execute(db);
      ids[name] = (await db.selectFrom('members').select('id').where('username', '=', name).executeTakeFirstOrThrow()).id;
      await sql`INSERT INTO member_tree (ancestor_id, descendant_id, depth)
        SELECT ancestor_id, cast(${ids[name]!} as integer), depth + 1 FROM member_tree WHERE descendant_id = ${upline ? ids[upline]! : -1}
        UNION ALL SELECT cast(${ids[name]!} as integer), cast(${ids[name]!} as integer), 0`.execute(db);
    }
    for (const [who, day, type, bet, payout] of [
      ['child', 100, 'RNG', 1_000, 300],
      ['grandchild', 100, 'RNG', 2_000, 0],
      ['grandchild', 101, 'LIVE', 500, 900],
      ['agent', 100, 'RNG', 7_000, 0],
    ] as const) {
      await sql`INSERT INTO member_day_rollups (merchant_id, member_id, day, game_type, bet_count, valid_bet, payout, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
        VALUES (${merchant.id}, ${ids[who]!}, ${day}, ${type}, 1, ${bet}, ${payout}, 0, 0, 0, 0)`.execute(db);
    }

    await migrateToLatest(handle);
    const rows = await db
      .selectFrom('team_day_rollups')
      .select(['ancestor_id', 'day', 'game_type', 'bet_count', 'valid_bet', 'payout'])
      .execute();
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    const seen = rows
      .map((row) => `${names[row.ancestor_id]}/${row.day}/${row.game_type}: ${row.bet_count} ${row.valid_bet} ${row.payout}`)
      .sort();
    expect(seen).toEqual([
      'agent/100/RNG: 2 3000 300',
      'agent/101/LIVE: 1 500 900',
      'child/100/RNG: 1 2000 0',
      'child/101/LIVE: 1 500 900',
    ]);
  });
});
