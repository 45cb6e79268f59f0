import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { openDatabaseAt, testDatabaseName } from '../test-support/test-app.test-kit';

const SUMS = 'bet_count, valid_bet, payout, deposit_count, deposit_amount, withdraw_count, withdraw_amount';

/**
 * Migration 0046 on a database whose agents already have team day rows: each row is split by the
 * vendors of its team's member rows, what the old row holds beyond them (play before vendors were
 * kept, a member who has moved away since) stays on vendor '', and every sum per agent, day and
 * game type is what it was.
 */
describe(`the team day rows' vendor backfill (${testDatabaseName()})`, () => {
  let database: Awaited<ReturnType<typeof openDatabaseAt>> | undefined;
  afterAll(() => database?.close());

  it('splits team rows by vendor and keeps every agent’s sums', async () => {
    database = await openDatabaseAt('0043-studio-pusoy-hands');
    const db = database.handle.db;
    const joined = Date.UTC(2026, 10, 9, 20);
    await sql`INSERT INTO merchants (code, name, is_trial, status, settings, whitelabel, register_settings, validation_config, created_at, updated_at)
      VALUES ('old', 'Old Brand', 0, 'active', '{"gmtOffsetMinutes":480}', '{}', '{}', '{}', ${joined}, ${joined})`.execute(db);
    const merchant = (await db.selectFrom('merchants').select('id').where('code', '=', 'old').executeTakeFirstOrThrow()).id;
    const ids: Record<string, number> = {};
    for (const [name, upline] of [
      ['agent', null],
      ['child', 'agent'],
      ['grandchild', 'child'],
    ] as const) {
      await sql`INSERT INTO members (merchant_id, username, type, upline_id, language, status, contact, created_at, updated_at)
        VALUES (${merchant}, ${name}, 0, ${upline ? ids[upline]! : null}, 'EN', 'active', '{}', ${joined}, ${joined})`.execute(db);
      ids[name] = (await db.selectFrom('members').select('id').where('username', '=', name).executeTakeFirstOrThrow()).id;
      await sql`INSERT INTO member_tree (ancestor_id, descendant_id, depth)
        SELECT ancestor_id, cast(${ids[name]!} as integer), depth + 1 FROM member_tree WHERE descendant_id = ${upline ? ids[upline]! : -1}
        UNION ALL SELECT cast(${ids[name]!} as integer), cast(${ids[name]!} as integer), 0`.execute(db);
    }
    const day = Date.UTC(2026, 10, 10) / 86_400_000;
    // who, day, game type, vendor, bets, valid bet, deposit
    for (const [who, on, type, vendor, bets, valid, deposit] of [
      ['child', day, 'RNG', 'VA', 2, 200, 0],
      ['child', day, 'RNG', '', 1, 100, 0],
      ['grandchild', day, 'RNG', 'VB', 1, 50, 0],
      ['grandchild', day + 1, 'LIVE', 'VA', 3, 300, 0],
      ['grandchild', day + 2, '', '', 0, 0, 1_000],
    ] as const) {
      await sql`INSERT INTO member_day_rollups (merchant_id, member_id, day, game_type, vendor, ${sql.raw(SUMS)})
        VALUES (${merchant}, ${ids[who]!}, ${on}, ${type}, ${vendor}, ${bets}, ${valid}, 0, ${deposit ? 1 : 0}, ${deposit}, 0, 0)`.execute(
        db,
      );
    }
    // The team rows the postings left, with 5 bets (500) of a member who has moved to another team since.
    for (const [agent, on, type, bets, valid, deposit] of [
      ['agent', day, 'RNG', 9, 850, 0],
      ['agent', day + 1, 'LIVE', 3, 300, 0],
      ['agent', day + 2, '', 0, 0, 1_000],
      ['child', day, 'RNG', 6, 550, 0],
      ['child', day + 1, 'LIVE', 3, 300, 0],
      ['child', day + 2, '', 0, 0, 1_000],
    ] as const) {
      await sql`INSERT INTO team_day_rollups (merchant_id, ancestor_id, day, game_type, ${sql.raw(SUMS)})
        VALUES (${merchant}, ${ids[agent]!}, ${on}, ${type}, ${bets}, ${valid}, 0, ${deposit ? 1 : 0}, ${deposit}, 0, 0)`.execute(db);
    }

    await migrateToLatest(database.handle);
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    const rows = await db
      .selectFrom('team_day_rollups')
      .select(['ancestor_id', 'day', 'game_type', 'vendor', 'bet_count', 'valid_bet', 'deposit_amount'])
      .execute();
    const seen = rows
      .map(
        (row) =>
          `${names[row.ancestor_id]} ${row.day - day} ${row.game_type || '-'} ${row.vendor || '-'}: ${row.bet_count} ${Number(row.valid_bet)} ${Number(row.deposit_amount)}`,
      )
      .sort();
    expect(seen).toEqual([
      'agent 0 RNG -: 6 600 0',
      'agent 0 RNG VA: 2 200 0',
      'agent 0 RNG VB: 1 50 0',
      'agent 1 LIVE VA: 3 300 0',
      'agent 2 - -: 0 0 1000',
      'child 0 RNG -: 5 500 0',
      'child 0 RNG VB: 1 50 0',
      'child 1 LIVE VA: 3 300 0',
      'child 2 - -: 0 0 1000',
    ]);
    // The posting path's upsert uses the new key.
    await sql`INSERT INTO team_day_rollups (merchant_id, ancestor_id, day, game_type, vendor, ${sql.raw(SUMS)})
      VALUES (${merchant}, ${ids.agent!}, ${day}, 'RNG', 'VB', 1, 10, 0, 0, 0, 0, 0)
      ON CONFLICT (ancestor_id, day, game_type, vendor) DO UPDATE SET valid_bet = team_day_rollups.valid_bet + excluded.valid_bet`.execute(
      db,
    );
    const vb = await db
      .selectFrom('team_day_rollups')
      .select('valid_bet')
      .where('ancestor_id', '=', ids.agent!)
      .where('vendor', '=', 'VB')
      .executeTakeFirstOrThrow();
    expect(Number(vb.valid_bet)).toBe(60);
  });
});
