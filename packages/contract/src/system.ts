import { z } from 'zod';
import { registrationValidationConfig } from './registration';
import { socialLoginOptions } from './identity';
import { humanCheckScenes } from './human-check';
import { LANGUAGES } from './constants';

export const systemStatusValue = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Maintenance end time (ISO 8601, UTC) when status is 1 and an end is known. */
  maintenanceEndTime: z.string().nullable(),
  /** The visitor's IP as the server sees it. */
  ip: z.string(),
});
export type SystemStatusValue = z.infer<typeof systemStatusValue>;

export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'CHNGPASSVERIF3',
  'CHNGPASSMAIL3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

export const FEATURE_MODULES = [
  'mobileRegistration',
  'smsVerification',
  'mobilePasswordRegistration',
  'freePlay',
  'forcedPasswordExpiryChange',
  'verificationCodeLogin',
] as const;
export type FeatureModule = (typeof FEATURE_MODULES)[number];

/**
 * The spec's enablement flags of the four agent contract kinds (spec 001 section 3), by kind: 1
 * while the brand runs the kind (its `agentContracts` setting), 0 when it is off. The real-time
 * salary's flag is the one of the four whose name does not say its kind (docs/agents.md).
 */
export const CONTRACT_ENABLEMENT_FLAGS = {
  DIVIDEND: 'divtypeinfo',
  DAILY: 'dailysalinfotype',
  HOURLY: 'contracthoursalinfo',
  REALTIME: 'contractmrdailysalinfotype',
} as const;
export type ContractEnablementFlag = (typeof CONTRACT_ENABLEMENT_FLAGS)[keyof typeof CONTRACT_ENABLEMENT_FLAGS];

const flagValue = z.union([z.literal(0), z.literal(1)]);
export const whitelabelValue = z.object({
  flags: z.record(z.enum(WHITELABEL_FLAGS), flagValue),
  /** A module is on when its value is 1. */
  modules: z.record(z.enum(FEATURE_MODULES), flagValue),
  /** The contract kinds the brand runs, by the spec's flag names (CONTRACT_ENABLEMENT_FLAGS). */
  contracts: z.object({
    divtypeinfo: flagValue,
    dailysalinfotype: flagValue,
    contracthoursalinfo: flagValue,
    contractmrdailysalinfotype: flagValue,
  } satisfies Record<ContractEnablementFlag, typeof flagValue>),
});
export type WhitelabelValue = z.infer<typeof whitelabelValue>;

export const CUSTOMER_SERVICE_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'IG', 'WHATSAPP'] as const;
export const customerServiceItem = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  path: z.string(),
  title: z.string(),
});
export type CustomerServiceItem = z.infer<typeof customerServiceItem>;

export const domainRoute = z.object({ domain: z.string(), main: z.boolean(), mirror: z.boolean() });
export const domainRouteValue = z.array(domainRoute);

export const gamingVenue = z.object({ label: z.string(), value: z.string() });

export const registerSettingsValue = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  smsVerification: z.boolean(),
  invitationCodeRequired: z.boolean(),
  minimumAge: z.number().int(),
  gamingVenues: z.array(gamingVenue),
  defaultCountryDialingCode: z.string(),
  /** The log-in form's tabs (username; sms when the verificationCodeLogin module is on); username opens first. */
  loginTabs: z.array(z.enum(['username', 'sms'])),
  defaultLoginTab: z.enum(['username', 'sms']),
  /** The register form's tabs; mobile opens first when MOBILENUMREG3 is on. */
  registerTabs: z.array(z.enum(['username', 'mobile'])),
  defaultRegisterTab: z.enum(['username', 'mobile']),
  /** Whether the mobile tab asks for a password (MOBILENUMPASSREG3, or no other way to log in). */
  mobilePasswordRequired: z.boolean(),
  /** Forgot-password methods: by phone (CHNGPASSVERIF3) and by e-mail (CHNGPASSMAIL3). */
  passwordRecovery: z.object({ phone: z.boolean(), email: z.boolean() }),
  /** Scenes whose calls need a solved human check (`humanCheck` field; GET /wps/human-check/challenge). */
  humanCheck: humanCheckScenes,
});
export type RegisterSettingsValue = z.infer<typeof registerSettingsValue>;

/** The public half of the key that encrypted request bodies are wrapped with (RSA-OAEP-256, JWK). */
export const encryptionKeyValue = z.object({
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  keyId: z.string(),
  jwk: z.record(z.string(), z.unknown()),
  /** When false, calls marked (E) refuse plain JSON bodies. */
  plainAccepted: z.boolean(),
});
export type EncryptionKeyValue = z.infer<typeof encryptionKeyValue>;

export const permissionValue = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  customerService: z.array(customerServiceItem),
  domainRoute: domainRouteValue,
  resources: z.record(z.string(), z.string()),
  whitelabel: whitelabelValue,
  register: registerSettingsValue,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string() }),
  maintenance: z.object({ enabled: z.boolean(), endTime: z.string().nullable() }),
  regionRestriction: z.object({ enabled: z.boolean(), restricted: z.boolean() }),
  gmtOffsetMinutes: z.number().int(),
  encryption: encryptionKeyValue,
  /** The social sign-in buttons to show (only enabled, configured providers). */
  socialLogin: socialLoginOptions,
  /** The agent policy setting: members other than trial accounts load their consolidated balance. */
  wallet: z.object({ agentPolicy: z.boolean() }),
  /** Which agent contract kinds the brand runs: the agent centre lists only their pages. */
  agentContracts: z.object({ DIVIDEND: z.boolean(), DAILY: z.boolean(), HOURLY: z.boolean(), REALTIME: z.boolean() }),
  /** The languages the site offers (its switcher lists only these) and the one a visitor who has not chosen starts in. */
  languages: z.object({ offered: z.array(z.enum(LANGUAGES)), default: z.enum(LANGUAGES) }),
});
export type PermissionValue = z.infer<typeof permissionValue>;

export const registrationValidationValue = registrationValidationConfig;
