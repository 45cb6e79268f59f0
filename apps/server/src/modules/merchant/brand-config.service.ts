import type { SettingFieldChange } from '@panalo/contract/staff-settings';
import type { Db } from '../../db/executor';
import { appendAudit } from '../../kernel/audit';
import type { Merchant } from '../../kernel/merchant';
import { merchantRegisterSettings, merchantSettings, merchantValidation, merchantWhitelabel } from '../../kernel/merchant-settings';
import { insertSettingChange, listSettingChanges } from './brand-settings-history.repository';
import { findMerchantById, lockMerchant, updateMerchantConfig } from './merchant.repository';
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
 * Saves a change to a brand's settings. Under the brand row's lock, the change is applied to the
 * stored brand (so two saves never undo each other), every part is parsed with the brand-settings
 * schemas (a bad value saves nothing: the ZodError is thrown), then the row, the change history
 * (per field, before and after) and the audit entry are written in the one transaction. Used by
 * the back office and by `npm run brand -- set`. Answers the fields that changed (none: nothing
 * is written) and the brand as saved.
 */
export async function saveBrandConfig(
  db: Db,
  input: { merchantId: number; change: (current: Merchant) => Merchant; group: string; actor: SettingsActor; now: number },
): Promise<{ changes: SettingFieldChange[]; merchant: Merchant }> {
  const { merchantId, change, group, actor, now } = input;
  return db.transaction().execute(async (tx) => {
    await lockMerchant(tx, merchantId);
    const before = await findMerchantById(tx, merchantId);
    if (!before) throw new Error(`no brand ${merchantId}`);
    const next = change(structuredClone(before));
    const parsed: Merchant = {
      ...next,
      settings: merchantSettings.parse(next.settings),
      whitelabel: merchantWhitelabel.parse(next.whitelabel),
      registerSettings: merchantRegisterSettings.parse(next.registerSettings),
      validation: merchantValidation.parse(next.validation) as Merchant['validation'],
    };
    const changes = settingChanges(editable(before), editable(parsed));
    if (changes.length === 0) return { changes, merchant: before };
    await updateMerchantConfig(tx, parsed, now);
    await insertSettingChange(tx, { merchantId, actorMemberId: actor.memberId, actorName: actor.name, group, changes, at: now });
    await appendAudit(tx, {
      merchantId,
      actorMemberId: actor.memberId,
      action: 'settings.changed',
      subjectType: 'merchant',
      subjectId: merchantId,
      ip: actor.ip,
      detail: { group, fields: changes.map((field) => field.path) },
      at: now,
    });
    return { changes, merchant: parsed };
  });
}

/** The brand as stored now (not a process's few-seconds cache): edits start from the latest values. */
export const storedBrand = (db: Db, merchantId: number): Promise<Merchant | undefined> => findMerchantById(db, merchantId);

/** The brand's settings history, newest first. */
export const brandSettingChanges = (db: Db, merchantId: number, page: { pageNo: number; pageSize: number }) =>
  listSettingChanges(db, merchantId, page);
