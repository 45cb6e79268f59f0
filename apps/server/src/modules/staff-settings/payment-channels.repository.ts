import type { Executor } from '../../db/executor';

/* A brand's payment channels as staff manage them; the credentials column is only ever written sealed. */

const columns = [
  'id',
  'code',
  'name',
  'kind',
  'gateway',
  'min_amount',
  'max_amount',
  'enabled',
  'sort_order',
  'credentials_sealed',
] as const;

export async function brandChannels(db: Executor, merchantId: number) {
  return db
    .selectFrom('payment_channels')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findBrandChannel(db: Executor, merchantId: number, channelId: number) {
  return db
    .selectFrom('payment_channels')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', channelId)
    .executeTakeFirst();
}

export async function updateChannel(
  db: Executor,
  merchantId: number,
  channelId: number,
  change: { name: string; min_amount: number; max_amount: number; enabled: number; credentials_sealed?: string | null },
): Promise<void> {
  await db.updateTable('payment_channels').set(change).where('merchant_id', '=', merchantId).where('id', '=', channelId).execute();
}

export async function setChannelOrder(db: Executor, merchantId: number, channelId: number, sortOrder: number): Promise<void> {
  await db
    .updateTable('payment_channels')
    .set({ sort_order: sortOrder })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', channelId)
    .execute();
}
