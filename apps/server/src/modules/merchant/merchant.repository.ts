import type { Executor } from '../../db/executor';
import type { MerchantRow } from '../../db/schema';
import type { Merchant } from '../../kernel/merchant';
import {
  merchantRegisterSettings,
  merchantSettings,
  merchantValidation,
  merchantWhitelabel,
  parseJson,
  type MerchantRegisterSettings,
  type MerchantSettings,
  type MerchantWhitelabel,
} from '../../kernel/merchant-settings';
import type { RegistrationValidationConfig } from '@panalo/contract/registration';

async function withDomains(db: Executor, row: MerchantRow | undefined): Promise<Merchant | undefined> {
  if (!row) return undefined;
  const domains = await db.selectFrom('merchant_domains').selectAll().where('merchant_id', '=', row.id).orderBy('id').execute();
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    isTrial: row.is_trial === 1,
    trialMerchantId: row.trial_merchant_id,
    status: row.status,
    settings: parseJson(merchantSettings, row.settings),
    whitelabel: parseJson(merchantWhitelabel, row.whitelabel),
    registerSettings: parseJson(merchantRegisterSettings, row.register_settings),
    validation: parseJson(merchantValidation, row.validation_config) as RegistrationValidationConfig,
    domains: domains.map((d) => ({ domain: d.domain, isMain: d.is_main === 1, isMirror: d.is_mirror === 1 })),
  };
}

export async function findMerchantByCode(db: Executor, code: string): Promise<Merchant | undefined> {
  const row = await db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
  return withDomains(db, row);
}

export async function findMerchantById(db: Executor, id: number): Promise<Merchant | undefined> {
  const row = await db.selectFrom('merchants').selectAll().where('id', '=', id).executeTakeFirst();
  return withDomains(db, row);
}

export async function findMerchantByDomain(db: Executor, domain: string): Promise<Merchant | undefined> {
  const row = await db
    .selectFrom('merchants')
    .innerJoin('merchant_domains', 'merchant_domains.merchant_id', 'merchants.id')
    .selectAll('merchants')
    .where('merchant_domains.domain', '=', domain)
    .executeTakeFirst();
  return withDomains(db, row);
}

export interface NewMerchant {
  code: string;
  name: string;
  isTrial?: boolean;
  trialMerchantId?: number | null;
  settings: MerchantSettings;
  whitelabel: MerchantWhitelabel;
  registerSettings: MerchantRegisterSettings;
  validation: RegistrationValidationConfig;
  domains?: { domain: string; isMain?: boolean; isMirror?: boolean }[];
  now: number;
}

export async function insertMerchant(db: Executor, merchant: NewMerchant): Promise<number> {
  const { id } = await db
    .insertInto('merchants')
    .values({
      code: merchant.code,
      name: merchant.name,
      is_trial: merchant.isTrial ? 1 : 0,
      trial_merchant_id: merchant.trialMerchantId ?? null,
      status: 'active',
      settings: JSON.stringify(merchant.settings),
      whitelabel: JSON.stringify(merchant.whitelabel),
      register_settings: JSON.stringify(merchant.registerSettings),
      validation_config: JSON.stringify(merchant.validation),
      created_at: merchant.now,
      updated_at: merchant.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const domain of merchant.domains ?? []) {
    await db
      .insertInto('merchant_domains')
      .values({ merchant_id: id, domain: domain.domain, is_main: domain.isMain ? 1 : 0, is_mirror: domain.isMirror ? 1 : 0 })
      .execute();
  }
  return id;
}

export async function updateMerchantSettings(db: Executor, id: number, settings: MerchantSettings, now: number): Promise<void> {
  await db
    .updateTable('merchants')
    .set({ settings: JSON.stringify(settings), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Saves every editable part of a brand: settings, whitelabel, registration settings and field rules. */
export async function updateMerchantConfig(db: Executor, merchant: Merchant, now: number): Promise<void> {
  await db
    .updateTable('merchants')
    .set({
      settings: JSON.stringify(merchant.settings),
      whitelabel: JSON.stringify(merchant.whitelabel),
      register_settings: JSON.stringify(merchant.registerSettings),
      validation_config: JSON.stringify(merchant.validation),
      updated_at: now,
    })
    .where('id', '=', merchant.id)
    .execute();
}

/**
 * Takes the brand row's lock for the rest of the transaction (a no-op update; portable, unlike
 * FOR UPDATE), so two settings saves read and write the brand one after the other.
 */
export async function lockMerchant(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('merchants')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .execute();
}
