import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createBrand } from '../../seed/fixtures';
import { appendAudit } from '../../kernel/audit';
import { entryHash } from '../../db/audit-chain';
import { verifyAuditChain } from './audit.service';

describe(`the audit log's hash chain (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let brands = 0;
  const newBrand = async () => {
    brands++;
    return (await createBrand(t.app.ctx, { code: `chain${brands}`, name: `Chain ${brands}`, domains: [`chain${brands}.test`] })).merchantId;
  };
  const write = (merchantId: number, action: string) =>
    appendAudit(t.app.ctx.db, {
      merchantId,
      actorMemberId: null,
      action,
      subjectType: 'test',
      subjectId: action,
      ip: '203.0.113.9',
      detail: { note: action },
      at: t.clock.now(),
    });
  const entriesOf = (merchantId: number) =>
    t.app.ctx.db.selectFrom('audit_log').selectAll().where('merchant_id', '=', merchantId).orderBy('id').execute();

  /** What someone with the database's password could do: the append-only triggers lifted for a moment. */
  async function tamper(work: () => Promise<unknown>) {
    const db = t.app.ctx.db;
    if (t.app.ctx.dialect === 'postgres') {
      await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update`.execute(db);
      await work();
      await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update`.execute(db);
      return;
    }
    await sql`DROP TRIGGER audit_log_no_update`.execute(db);
    await sql`DROP TRIGGER audit_log_no_delete`.execute(db);
    await work();
    await sql
      .raw(`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`)
      .execute(db);
  }

  it('chains 60 entries written at once by parallel writers, and the chain verifies', async () => {
    const merchantId = await newBrand();
    await Promise.all(Array.from({ length: 60 }, (_, i) => write(merchantId, `parallel.${i}`)));
    const entries = await entriesOf(merchantId);
    expect(entries).toHaveLength(60);
    // Every entry links to the one before it: no two writers linked to the same entry.
    expect(new Set(entries.map((entry) => entry.prev_hash)).size).toBe(60);
    expect(await verifyAuditChain(t.app.ctx, merchantId)).toEqual({ intact: true, checked: 60, broken: null });
  });

  it('keeps a chain per brand: writes of another brand do not touch it', async () => {
    const [one, two] = [await newBrand(), await newBrand()];
    for (let i = 0; i < 3; i++) {
      await write(one, `one.${i}`);
      await write(two, `two.${i}`);
    }
    expect(await verifyAuditChain(t.app.ctx, one)).toEqual({ intact: true, checked: 3, broken: null });
    expect(await verifyAuditChain(t.app.ctx, two)).toEqual({ intact: true, checked: 3, broken: null });
  });

  it('names a changed entry', async () => {
    const merchantId = await newBrand();
    for (let i = 0; i < 5; i++) await write(merchantId, `entry.${i}`);
    const [, , third] = await entriesOf(merchantId);
    await tamper(() => t.app.ctx.db.updateTable('audit_log').set({ ip: '198.51.100.1' }).where('id', '=', third!.id).execute());
    expect(await verifyAuditChain(t.app.ctx, merchantId)).toEqual({
      intact: false,
      checked: 2,
      broken: { id: third!.id, reason: 'changed' },
    });
  });

  it('names the link after a deleted entry, and a deleted last entry', async () => {
    const merchantId = await newBrand();
    for (let i = 0; i < 5; i++) await write(merchantId, `entry.${i}`);
    const [, second, third] = await entriesOf(merchantId);
    await tamper(() => t.app.ctx.db.deleteFrom('audit_log').where('id', '=', second!.id).execute());
    expect(await verifyAuditChain(t.app.ctx, merchantId)).toEqual({ intact: false, checked: 1, broken: { id: third!.id, reason: 'link' } });

    const other = await newBrand();
    for (let i = 0; i < 3; i++) await write(other, `entry.${i}`);
    const last = (await entriesOf(other)).at(-1)!;
    await tamper(() => t.app.ctx.db.deleteFrom('audit_log').where('id', '=', last.id).execute());
    expect(await verifyAuditChain(t.app.ctx, other)).toEqual({ intact: false, checked: 2, broken: { id: last.id, reason: 'head' } });
  });

  it('names an inserted entry, even one hashed and linked the way the writer would', async () => {
    const merchantId = await newBrand();
    const elsewhere = await newBrand();
    await write(merchantId, 'entry.0');
    await write(elsewhere, 'gap'); // an id between two of the brand's entries, to put a forgery in
    await write(merchantId, 'entry.1');
    const [first, second] = await entriesOf(merchantId);
    const gap = (await entriesOf(elsewhere))[0]!;
    const forged = {
      merchant_id: merchantId,
      actor_member_id: null,
      action: 'forged',
      subject_type: 'test',
      subject_id: 'forged',
      ip: null,
      detail: '{}',
      created_at: Number(first!.created_at),
      prev_hash: first!.hash,
    };
    await tamper(async () => {
      await t.app.ctx.db.deleteFrom('audit_log').where('id', '=', gap.id).execute();
      await t.app.ctx.db
        .insertInto('audit_log')
        .values({ id: gap.id, ...forged, hash: entryHash(forged) } as never)
        .execute();
    });
    expect(await verifyAuditChain(t.app.ctx, merchantId)).toEqual({
      intact: false,
      checked: 2,
      broken: { id: second!.id, reason: 'link' },
    });

    // Added at the end, after the last real entry: the chain's head does not name it.
    const other = await newBrand();
    await write(other, 'entry.0');
    const last = (await entriesOf(other))[0]!;
    const appended = { ...forged, merchant_id: other, prev_hash: last.hash };
    await t.app.ctx.db
      .insertInto('audit_log')
      .values({ ...appended, hash: entryHash(appended) })
      .execute();
    const added = (await entriesOf(other)).at(-1)!;
    expect(await verifyAuditChain(t.app.ctx, other)).toEqual({ intact: false, checked: 1, broken: { id: added.id, reason: 'head' } });
  });
});
