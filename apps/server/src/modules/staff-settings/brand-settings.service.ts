import {
  brandSettingGroups,
  type BrandSettingChange,
  type BrandSettingGroup,
  type BrandSettingHistoryPage,
  type BrandSettingsValue,
  type BrandSettingValues,
  type SettingFieldChange,
} from '@panalo/contract/staff-settings';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { brandSettingChanges, saveBrandConfig, storedBrand } from '../merchant/brand-config.service';
import { TOPIC_MERCHANTS } from '../merchant/merchant-directory';

/** The editable parts of a brand, as the back office's groups. */
export function groupValues(merchant: Merchant): BrandSettingValues {
  const { settings } = merchant;
  return {
    maintenance: settings.maintenance,
    regionRestriction: settings.regionRestriction,
    whitelabel: merchant.whitelabel,
    registration: merchant.registerSettings,
    fieldRules: { rules: merchant.validation },
    wallet: settings.wallet,
    customerService: { customerService: settings.customerService },
    cdns: { imageCDNs: settings.imageCDNs, launchGameCDNs: settings.launchGameCDNs },
    kyc: settings.kyc,
    aml: settings.aml,
    gameMaintenance: settings.gameMaintenance,
    languages: settings.languages,
  };
}

/** The brand (a copy the caller may change) with one group's new value. */
function withGroup<G extends BrandSettingGroup>(next: Merchant, group: G, value: BrandSettingValues[G]): Merchant {
  const v = value as BrandSettingValues[BrandSettingGroup];
  switch (group) {
    case 'whitelabel':
      next.whitelabel = v as BrandSettingValues['whitelabel'];
      break;
    case 'registration':
      next.registerSettings = v as BrandSettingValues['registration'];
      break;
    case 'fieldRules':
      next.validation = (v as BrandSettingValues['fieldRules']).rules as Merchant['validation'];
      break;
    case 'customerService':
      next.settings.customerService = (v as BrandSettingValues['customerService']).customerService;
      break;
    case 'cdns':
      Object.assign(next.settings, v as BrandSettingValues['cdns']);
      break;
    default:
      Object.assign(next.settings, { [group]: v });
  }
  return next;
}

/** The brand as stored now (not the few-seconds cache): edits start from the latest values. */
async function freshMerchant(ctx: AppContext, merchantId: number): Promise<Merchant> {
  const merchant = await storedBrand(ctx.db, merchantId);
  if (!merchant) throw new AppError('RECORD_NOT_FOUND');
  return merchant;
}

export async function brandSettings(ctx: AppContext, merchant: Merchant): Promise<BrandSettingsValue> {
  const fresh = await freshMerchant(ctx, merchant.id);
  return { brand: fresh.code, groups: groupValues(fresh) };
}

/** Zod's issues as the envelope's `fields` ("withdraw.minAmount": "Too small…"). */
function fieldsOf(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'value', issue.message]));
}

/**
 * A staff member saves one group. The value is checked with the group's schema (VALIDATION_FAILED
 * naming the fields), saved with its history, and every process drops its cached copy of the
 * brand at once (the invalidation bus), so the player site sees the change on its next call.
 */
export async function saveBrandSettingGroup(
  ctx: AppContext,
  caller: Caller,
  input: { group: BrandSettingGroup; value: unknown },
): Promise<BrandSettingsValue> {
  const checked = brandSettingGroups[input.group].safeParse(input.value);
  if (!checked.success) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(checked.error) });
  try {
    await saveBrandConfig(ctx.db, {
      merchantId: caller.merchant.id,
      change: (current) => withGroup(current, input.group, checked.data as BrandSettingValues[BrandSettingGroup]),
      group: input.group,
      actor: { memberId: caller.session.memberId, name: caller.session.username, ip: caller.client.ip },
      now: ctx.clock.now(),
    });
  } catch (error) {
    if (error instanceof z.ZodError) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(error) });
    throw error;
  }
  ctx.bus.publish(TOPIC_MERCHANTS, caller.merchant.code);
  return brandSettings(ctx, caller.merchant);
}

export async function brandSettingHistory(
  ctx: AppContext,
  merchant: Merchant,
  page: { pageNo: number; pageSize: number },
): Promise<BrandSettingHistoryPage> {
  const { rows, total } = await brandSettingChanges(ctx.db, merchant.id, page);
  const list: BrandSettingChange[] = rows.map((row) => ({
    id: row.id,
    at: Number(row.created_at),
    staff: row.actor_name,
    group: row.group_key,
    changes: JSON.parse(row.changes) as SettingFieldChange[],
  }));
  return { list, pageNo: page.pageNo, pageSize: page.pageSize, total, totalPages: Math.max(1, Math.ceil(total / page.pageSize)) };
}
