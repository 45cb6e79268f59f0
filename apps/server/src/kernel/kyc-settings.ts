// KYC settings live in the contract, shared with the back office's forms.
export { kycSettings, type KycSettings } from '@panalo/contract/brand-settings';
