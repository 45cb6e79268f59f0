import { z } from 'zod';

/**
 * A brand's KYC settings (settings.kyc). `enabled`: members verify their identity here (the
 * spec's "ID verification enabled"). `mandatory`: the spec's mandatory-KYC site setting, under
 * which the web opens the KYC modal on log-in instead of the disclaimer.
 */
export const kycSettings = z
  .object({
    enabled: z.boolean().default(true),
    mandatory: z.boolean().default(false),
  })
  .prefault({});
export type KycSettings = z.infer<typeof kycSettings>;
