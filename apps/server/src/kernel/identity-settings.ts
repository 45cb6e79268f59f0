// Social sign-in settings live in the contract, shared with the back office's forms.
export { socialLoginSettings, type SocialLoginSettings, type OidcProviderSettings } from '@panalo/contract/brand-settings';
