/** Query keys of the KYC calls; under ['member'] so they are dropped when the session ends. */
export const kycKeys = {
  all: (token: string | null) => ['member', 'kyc', token] as const,
  securityConfig: (token: string | null) => ['member', 'kyc', token, 'security-config'] as const,
  detail: (token: string | null) => ['member', 'kyc', token, 'detail'] as const,
};
