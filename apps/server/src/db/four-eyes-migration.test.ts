import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { promotionDefinition } from '@panalo/contract/rewards';
import { appendAudit } from '../kernel/audit';
import { openDatabaseAt, testDatabaseName } from '../test-support/test-app.test-kit';
import { migrateToLatest } from './migrate';

/**
 * Migration 0056 on a database from before it: who created or promoted whom comes from the audit
 * log (a chain included, a role taken away left out), and every promotion without a budget or a
 * per-member cap gets both, so every stored definition reads under the stricter schema.
 */
describe(`the four-eyes migration (${testDatabaseName()})`, () => {
  let database: Awaited<ReturnType<typeof openDatabaseAt>> | undefined;
  afterAll(() => database?.close());

  it('fills the sponsors from invitations and role raises, and gives each promotion a budget and a per-member cap', async () => {
    database = await openDatabaseAt('0054-contract-windows');
    const db = database.handle.db;
    const at = Date.UTC(2026, 10, 1);
    await sql`INSERT INTO merchants (code, name, is_trial, status, settings, whitelabel, register_settings, validation_config, created_at, updated_at)
      VALUES ('old', 'Old Brand', 0, 'active', '{}', '{}', '{}', '{}', ${at}, ${at})`.execute(db);
    const merchantId = (await db.selectFrom('merchants').select('id').where('code', '=', 'old').executeTakeFirstOrThrow()).id;
    const ids: Record<string, number> = {};
    for (const name of ['admin', 'puppet', 'support', 'other', 'second']) {
      await sql`INSERT INTO members (merchant_id, username, type, language, status, contact, created_at, updated_at)
        VALUES (${merchantId}, ${name}, 9, 'EN', 'active', '{}', ${at}, ${at})`.execute(db);
      ids[name] = (await db.selectFrom('members').select('id').where('username', '=', name).executeTakeFirstOrThrow()).id;
    }
    const entry = (actor: string, action: string, subject: string, detail: object) =>
      appendAudit(db, {
        merchantId,
        actorMemberId: ids[actor]!,
        action,
        subjectType: 'member',
        subjectId: ids[subject]!,
        ip: null,
        detail: detail as Record<string, unknown>,
        at,
      });
    await entry('admin', 'staff.invite', 'puppet', { username: 'puppet', roles: ['finance'] });
    await entry('admin', 'staff.roles', 'support', { before: ['support'], after: ['support', 'finance'] });
    await entry('other', 'staff.roles', 'support', { before: ['support', 'finance'], after: ['support'] });
    await entry('puppet', 'staff.invite', 'second', { username: 'second', roles: ['finance'] });

    const promotions: [string, object, number | null][] = [
      ['MANUAL', { reward: {}, budget: null, perMemberLimit: null }, null],
      ['CHECK_IN', { reward: { amount: 500 }, budget: null, perMemberLimit: null }, null],
      ['RAFFLE', { reward: {}, budget: 300, perMemberLimit: 1, raffle: { drawAt: at, depositPerTicket: 100, prizes: [200, 100] } }, 300],
      ['DEPOSIT_FIRST', { reward: { rate: 1000, cap: 50_000 }, budget: 100_000_000, perMemberLimit: 1 }, 100_000_000],
    ];
    for (const [kind, rules, budget] of promotions) {
      const definition = JSON.stringify({
        kind,
        title: { EN: kind, TY: kind },
        rulesHtml: { EN: '', TY: '' },
        audience: { kind: 'ALL' },
        startsAt: at,
        endsAt: null,
        wagering: { multiple: 0, base: 'BONUS' },
        ...rules,
      });
      await sql`INSERT INTO promotions (merchant_id, kind, definition, starts_at, ends_at, budget, spent, created_at)
        VALUES (${merchantId}, ${kind}, ${definition}, ${at}, NULL, ${budget}, 2500, ${at})`.execute(db);
    }

    await migrateToLatest(database.handle);

    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    const sponsors = await sql<{ member_id: number; sponsor_id: number }>`SELECT member_id, sponsor_id FROM staff_sponsors`.execute(db);
    expect(sponsors.rows.map((row) => `${names[row.member_id]} < ${names[row.sponsor_id]}`).sort()).toEqual([
      'puppet < admin',
      'second < admin',
      'second < puppet',
      'support < admin',
    ]);

    const rows = await sql<{
      kind: string;
      definition: string;
      budget: number | string;
    }>`SELECT kind, definition, budget FROM promotions`.execute(db);
    const limits = Object.fromEntries(
      rows.rows.map((row) => {
        const definition = promotionDefinition.parse(JSON.parse(row.definition));
        expect(Number(row.budget), row.kind).toBe(definition.budget);
        return [row.kind, [definition.budget, definition.perMemberCap]];
      }),
    );
    expect(limits).toEqual({
      // What it paid plus PHP 1,000,000; one reward of PHP 10,000 for a rule that names no amount.
      MANUAL: [100_002_500, 1_000_000],
      // PHP 5 a day for a year.
      CHECK_IN: [100_002_500, 183_000],
      RAFFLE: [300, 200],
      DEPOSIT_FIRST: [100_000_000, 50_000],
    });
  });
});
