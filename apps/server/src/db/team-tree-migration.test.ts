import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { openDatabaseAt, testDatabaseName } from '../test-support/test-app.test-kit';

/** Migration 0019 gives the members a database already has their place in the tree (member_tree). */
describe(`the team tree's backfill (${testDatabaseName()})`, () => {
  let database: Awaited<ReturnType<typeof openDatabaseAt>> | undefined;
  afterAll(() => database?.close());

  it('writes every existing member a row to themselves and one to each upline, with the levels between', async () => {
    database = await openDatabaseAt('0018-login-challenges');
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
      ['great', 'grandchild'],
      ['alone', null],
    ] as const) {
      await sql`INSERT INTO members (merchant_id, username, type, upline_id, language, status, contact, created_at, updated_at)
        VALUES (${merchant.id}, ${name}, 0, ${upline ? ids[upline]! : null}, 'EN', 'active', '{}', ${now}, ${now})`.execute(db);
      ids[name] = (await db.selectFrom('members').select('id').where('username', '=', name).executeTakeFirstOrThrow()).id;
    }

    await migrateToLatest(handle);
    const rows = await db.selectFrom('member_tree').select(['ancestor_id', 'descendant_id', 'depth']).execute();
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    const pairs = rows.map((row) => `${names[row.ancestor_id]}>${names[row.descendant_id]}:${row.depth}`).sort();
    expect(pairs).toEqual(
      [
        'agent>agent:0',
        'agent>child:1',
        'agent>grandchild:2',
        'agent>great:3',
        'alone>alone:0',
        'child>child:0',
        'child>grandchild:1',
        'child>great:2',
        'grandchild>grandchild:0',
        'grandchild>great:1',
        'great>great:0',
      ].sort(),
    );
  });
});
