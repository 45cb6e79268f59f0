import type { Executor } from '../../db/executor';

export interface SecretVersionRow {
  version: number;
  created_at: number;
}

export interface SecretOwner {
  merchantId: number;
  purpose: string;
  code: string;
}

/** The two newest versions of a brand's secret for one gateway or vendor, newest first. */
export async function latestSecretVersions(db: Executor, owner: SecretOwner): Promise<SecretVersionRow[]> {
  const rows = await db
    .selectFrom('signing_secret_versions')
    .select(['version', 'created_at'])
    .where('merchant_id', '=', owner.merchantId)
    .where('purpose', '=', owner.purpose)
    .where('code', '=', owner.code)
    .orderBy('version', 'desc')
    .limit(2)
    .execute();
  return rows.map((row) => ({ version: Number(row.version), created_at: Number(row.created_at) }));
}

/** Records a version; false when another rotation made that version first. */
export async function insertSecretVersion(db: Executor, owner: SecretOwner, version: number, now: number): Promise<boolean> {
  const result = await db
    .insertInto('signing_secret_versions')
    .values({ merchant_id: owner.merchantId, purpose: owner.purpose, code: owner.code, version, created_at: now })
    .onConflict((oc) => oc.columns(['merchant_id', 'purpose', 'code', 'version']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
