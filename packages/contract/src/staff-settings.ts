import { z } from 'zod';
import {
  amlSettings,
  brandLanguages,
  kycSettings,
  merchantRegisterSettings,
  merchantSettings,
  merchantValidation,
  merchantWhitelabel,
} from './brand-settings';

/*
 * The back office's settings calls (/wps/operator/settings…, …/payment-channels…, …/restricted…).
 * Brand settings are edited in groups; each group's schema is a part of the brand-settings schemas
 * the server parses every stored value with, so the form and the server validate alike.
 */

/** A region rule's address ranges: IPv4 or IPv6 CIDR blocks (or single addresses). */
const cidr = z
  .string()
  .trim()
  .regex(/^(\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[0-9a-fA-F:]+(\/\d{1,3})?)$/, 'an address or CIDR block like 203.0.113.0/24');
const cdnAddress = z.string().trim().url('an https address').startsWith('https://', 'an https address');

/** The editable groups and their schemas: each is (a part of) the stored settings. */
export const brandSettingGroups = {
  maintenance: merchantSettings.shape.maintenance.unwrap(),
  regionRestriction: merchantSettings.shape.regionRestriction.unwrap().extend({ cidrs: z.array(cidr).max(500) }),
  whitelabel: merchantWhitelabel,
  registration: merchantRegisterSettings,
  fieldRules: z.object({ rules: merchantValidation }),
  wallet: merchantSettings.shape.wallet.unwrap(),
  customerService: z.object({ customerService: merchantSettings.shape.customerService.unwrap().max(50) }),
  cdns: z.object({ imageCDNs: z.array(cdnAddress).max(20), launchGameCDNs: z.array(cdnAddress).max(20) }),
  kyc: kycSettings.unwrap(),
  aml: amlSettings.unwrap(),
  gameMaintenance: merchantSettings.shape.gameMaintenance.unwrap(),
  languages: brandLanguages,
} as const;
export type BrandSettingGroup = keyof typeof brandSettingGroups;
export const BRAND_SETTING_GROUPS = Object.keys(brandSettingGroups) as BrandSettingGroup[];
export type BrandSettingValues = { [G in BrandSettingGroup]: z.infer<(typeof brandSettingGroups)[G]> };

export const brandSettingGroupParams = z.object({ group: z.enum(BRAND_SETTING_GROUPS as [BrandSettingGroup, ...BrandSettingGroup[]]) });

/** GET /wps/operator/settings: every group's current value. */
export const brandSettingsValue = z.object({
  brand: z.string(),
  groups: z.object(brandSettingGroups),
});
export type BrandSettingsValue = z.infer<typeof brandSettingsValue>;

/** PUT /wps/operator/settings/:group: the group's whole new value (checked with the group's schema). */
export const brandSettingsSaveRequest = z.object({ value: z.unknown() });

/** One field that changed: its path in the group ("withdraw.minAmount") with the value before and after. */
export const settingFieldChange = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type SettingFieldChange = z.infer<typeof settingFieldChange>;

/** A saved change of brand settings: who (null: the `npm run brand` command), when, which group, what. */
export const brandSettingChange = z.object({
  id: z.number().int(),
  at: z.number().int(),
  staff: z.string().nullable(),
  group: z.string(),
  changes: z.array(settingFieldChange),
});
export type BrandSettingChange = z.infer<typeof brandSettingChange>;

export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
export const brandSettingHistoryPage = pageOf(brandSettingChange);
export type BrandSettingHistoryPage = z.infer<typeof brandSettingHistoryPage>;

/* Payment channels */

export const PAYMENT_CHANNEL_KINDS = ['EWALLET', 'BANK', 'QR', 'OFFLINE'] as const;

/** A channel as staff see it: the gateway credentials only as "set" or not, never their value. */
export const staffPaymentChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  gateway: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  credentialsSet: z.boolean(),
});
export type StaffPaymentChannel = z.infer<typeof staffPaymentChannel>;
export const staffPaymentChannelList = z.array(staffPaymentChannel);

export const channelIdParams = z.object({ channelId: z.coerce.number().int().positive() });

/**
 * PUT /wps/operator/payment-channels/:channelId. Amounts in minor units. `credentials`: new gateway
 * credentials (merchant id, key…) to seal and keep; absent keeps the stored ones, null removes them.
 */
export const staffPaymentChannelUpdate = z
  .object({
    name: z.string().trim().min(1).max(64),
    minAmount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    maxAmount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    enabled: z.boolean(),
    credentials: z.string().min(1).max(4000).nullable().optional(),
  })
  .refine((channel) => channel.minAmount <= channel.maxAmount, { path: ['maxAmount'], message: 'at least the minimum' });
export type StaffPaymentChannelUpdate = z.infer<typeof staffPaymentChannelUpdate>;

/** PUT /wps/operator/payment-channels/order: every channel id of the brand, in the order players see them. */
export const staffPaymentChannelOrder = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) });

/* Restricted persons */

/** POST /wps/operator/restricted/import: a CSV (name,birthday[,reason]) and whether it replaces the list. */
export const restrictedImportRequest = z.object({ csv: z.string().min(1).max(5_000_000), replace: z.boolean().default(false) });

/**
 * POST /wps/operator/restricted/add: one person, as staff type them (a name of 1–160 characters,
 * the birthday as yyyy-MM-dd, an optional reason): listed like an import's line.
 */
export const restrictedAddRequest = z.object({
  fullName: z.string().trim().min(1).max(160),
  birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  reason: z.string().trim().max(255).optional(),
});
export type RestrictedAddRequest = z.infer<typeof restrictedAddRequest>;

export const restrictedImportReport = z.object({
  added: z.number().int(),
  duplicates: z.number().int(),
  removed: z.number().int(),
  badRows: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  total: z.number().int(),
});
export type RestrictedImportReport = z.infer<typeof restrictedImportReport>;

/** A member of the brand whose KYC details match the list: staff review them. */
export const restrictedHit = z.object({ memberId: z.number().int(), account: z.string(), kycStatus: z.string() });

/** GET /wps/operator/restricted: how many people are listed, and the members who match. */
export const restrictedOverview = z.object({ total: z.number().int(), hits: z.array(restrictedHit) });
export type RestrictedOverview = z.infer<typeof restrictedOverview>;
