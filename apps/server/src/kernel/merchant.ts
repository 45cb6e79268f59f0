import type { RegistrationValidationConfig } from '@panalo/contract/registration';
import type { MerchantRegisterSettings, MerchantSettings, MerchantWhitelabel } from './merchant-settings';

/** A brand as the rest of the server sees it: settings parsed, domains attached. */
export interface Merchant {
  id: number;
  code: string;
  name: string;
  isTrial: boolean;
  trialMerchantId: number | null;
  status: string;
  settings: MerchantSettings;
  whitelabel: MerchantWhitelabel;
  registerSettings: MerchantRegisterSettings;
  validation: RegistrationValidationConfig;
  domains: { domain: string; isMain: boolean; isMirror: boolean }[];
}
