import type { StaffPaymentChannel, StaffPaymentChannelUpdate } from '@panalo/contract/staff-settings';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { seal, secretBoxPurposes } from '../identity/secret-box';
import { brandChannels, findBrandChannel, setChannelOrder, updateChannel } from './payment-channels.repository';

type ChannelRow = Awaited<ReturnType<typeof brandChannels>>[number];

/** What staff see of a channel: the credentials only as set or not. */
const toStaffChannel = (row: ChannelRow): StaffPaymentChannel => ({
  id: row.id,
  code: row.code,
  name: row.name,
  kind: row.kind,
  gateway: row.gateway,
  minAmount: Number(row.min_amount),
  maxAmount: Number(row.max_amount),
  enabled: row.enabled === 1,
  sortOrder: row.sort_order,
  credentialsSet: row.credentials_sealed !== null,
});

/**
 * Gateway credentials are sealed (AES-256-GCM, the brand-settings key SETTINGS_SECRET_KEY), bound
 * to the brand and channel so a sealed value cannot be moved to another one. The gateway adapter
 * opens them with the same context; nothing ever returns them to a browser.
 */
export const channelCredentialsContext = (merchantId: number, channelId: number) => `payment-channel:${merchantId}:${channelId}`;

export async function staffChannels(ctx: AppContext, merchant: Merchant): Promise<StaffPaymentChannel[]> {
  return (await brandChannels(ctx.db, merchant.id)).map(toStaffChannel);
}

export async function updateStaffChannel(
  ctx: AppContext,
  caller: Caller,
  input: { channelId: number; change: StaffPaymentChannelUpdate },
): Promise<StaffPaymentChannel[]> {
  const { merchant, session, client } = caller;
  const { channelId, change } = input;
  if (!(await findBrandChannel(ctx.db, merchant.id, channelId))) throw new AppError('RECORD_NOT_FOUND');
  let credentials: { credentials_sealed?: string | null } = {};
  if (change.credentials === null) credentials = { credentials_sealed: null };
  if (typeof change.credentials === 'string') {
    const key = ctx.config.SETTINGS_SECRET_KEY;
    if (!key) throw new AppError('VALIDATION_FAILED', { fields: { credentials: 'SETTINGS_SECRET_KEY is not set on the server' } });
    credentials = {
      credentials_sealed: seal(secretBoxPurposes.brandSetting, key, channelCredentialsContext(merchant.id, channelId), change.credentials),
    };
  }
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await updateChannel(tx, merchant.id, channelId, {
      name: change.name,
      min_amount: change.minAmount,
      max_amount: change.maxAmount,
      enabled: change.enabled ? 1 : 0,
      ...credentials,
    });
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'payment-channel.changed',
      subjectType: 'payment_channel',
      subjectId: channelId,
      ip: client.ip,
      // Never the credentials themselves: only that they were replaced or removed.
      detail: {
        name: change.name,
        minAmount: change.minAmount,
        maxAmount: change.maxAmount,
        enabled: change.enabled,
        ...(change.credentials === undefined ? {} : { credentials: change.credentials === null ? 'removed' : 'replaced' }),
      },
      at: now,
    });
  });
  return staffChannels(ctx, merchant);
}

/** Puts the brand's channels in the given order; the list must name each of them once. */
export async function orderStaffChannels(ctx: AppContext, caller: Caller, ids: number[]): Promise<StaffPaymentChannel[]> {
  const { merchant, session, client } = caller;
  const current = await brandChannels(ctx.db, merchant.id);
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
    throw new AppError('VALIDATION_FAILED', { fields: { ids: 'every channel of the brand, once' } });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    for (const [index, id] of ids.entries()) await setChannelOrder(tx, merchant.id, id, index);
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'payment-channel.ordered',
      subjectType: 'merchant',
      subjectId: merchant.id,
      ip: client.ip,
      detail: { ids },
      at: now,
    });
  });
  return staffChannels(ctx, merchant);
}
