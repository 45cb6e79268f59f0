import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from './audit.repository';
import { appendAudit } from '../../kernel/audit';

describe(`audit log (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps every entry: the database refuses updates and deletes', async () => {
    const entry = {
      merchantId: t.merchantId,
      actorMemberId: null,
      action: 'test.action',
      subjectType: 'test',
      subjectId: 1,
      ip: null,
      at: t.clock.now(),
    };
    await appendAudit(t.app.ctx.db, entry);
    await expect(t.app.ctx.db.updateTable('audit_log').set({ action: 'changed' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.app.ctx.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect((await listAudit(t.app.ctx.db, 'test', 1)).map((e) => e.action)).toEqual(['test.action']);
  });
});
