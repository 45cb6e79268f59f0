import type { z } from 'zod';
import { DEFAULT_REGISTRATION_VALIDATION } from '@panalo/contract/registration';
import {
  merchantRegisterSettings,
  merchantSettings,
  merchantWhitelabel,
  type MerchantRegisterSettings,
  type MerchantSettings,
  type MerchantWhitelabel,
} from '@panalo/contract/brand-settings';

// The schemas live in the contract (packages/contract/src/brand-settings.ts), shared with the back office.
export * from '@panalo/contract/brand-settings';

export const parseJson = <T>(schema: z.ZodType<T>, text: string): T => schema.parse(JSON.parse(text || '{}'));

export const defaultMerchantSettings = (): MerchantSettings => merchantSettings.parse({});
export const defaultWhitelabel = (): MerchantWhitelabel => merchantWhitelabel.parse({});
export const defaultRegisterSettings = (): MerchantRegisterSettings => merchantRegisterSettings.parse({});
export const defaultValidation = () => structuredClone(DEFAULT_REGISTRATION_VALIDATION);
