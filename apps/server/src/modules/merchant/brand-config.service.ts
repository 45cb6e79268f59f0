import type { SettingFieldChange } from '@panalo/contract/staff-settings';
import type { Db } from '../../db/executor';
import { appendAudit } from '../../kernel/audit';
import type { Merchant } from '../../kernel/merchant';
import { merchantRegisterSettings, merchantSettings, merchantValidation, merchantWhitelabel } from '../../kernel/merchant-settings';
import { insertSettingChange, listSettingChanges } from './brand-settings-history.repository';
import { findMerchantById, updateMerchantConfig } from './merchant.repository';
import { settingChanges } from './setting-diff';

/*
 * Changes to a brand's settings, by staff in the back office or by `npm run brand -- set`: one way
 * to save them, with their history.
 */

/** Who saves a change: a staff member, or the `npm run brand` command (no one signed in). */
export interface SettingsActor {
  memberId: number | null;
  name: string | null;
  ip: string | null;
}

const editable = (merchant: Merchant) => ({
  settings: merchant.settings,
  whitelabel: merchant.whitelabel,
  registerSettings: merchant.registerSettings,
  validation: merchant.validation,
});

/**
 * Saves a brand's new settings: every part parsed with the brand-settings schemas first (a bad
 * value saves nothing), then the row, the change history (per field, before and after) and the
 * audit entry in one transaction. Used by the back office and by `npm run brand -- set`.
 * Returns the fields that changed (none: nothing is written).
 */
export async function saveBrandConfig(
  db: Db,
  input: { before: Merchant; next: Merchant; group: string; actor: SettingsActor; now: number },
): Promise<SettingFieldChange[]> {
  const { before, next, group, actor, now } = input;
  const parsed: Merchant = {
    ...next,
    settings: merchantSettings.parse(next.settings),
    whitelabel: merchantWhitelabel.parse(next.whitelabel),
    registerSettings: merchantRegisterSettings.parse(next.registerSettings),
    validation: merchantValidation.parse(next.validation) as Merchant['validation'],
  };
  const changes = settingChanges(editable(before), editable(parsed));
  if (changes.length === 0) return changes;
  await db.transaction().execute(async (tx) => {
    await updateMerchantConfig(tx, parsed, now);
    await insertSettingChange(tx, { merchantId: before.id, actorMemberId: actor.memberId, actorName: actor.name, group, changes, at: now });
    await appendAudit(tx, {
      merchantId: before.id,
      actorMemberId: actor.memberId,
      action: 'settings.changed',
      subjectType: 'merchant',
      subjectId: before.id,
      ip: actor.ip,
      detail: { group, fields: changes.map((change) => change.path) },
      at: now,
    });
  });
  return changes;
}

/** The brand as stored now (not a process's few-seconds cache): edits start from the latest values. */
export const storedBrand = (db: Db, merchantId: number): Promise<Merchant | undefined> => findMerchantById(db, merchantId);

/** The brand's settings history, newest first. */
export const brandSettingChanges = (db: Db, merchantId: number, page: { pageNo: number; pageSize: number }) =>
  listSettingChanges(db, merchantId, page);
