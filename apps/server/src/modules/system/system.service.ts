import { MINIMUM_AGE, SystemStatus } from '@panalo/contract/constants';
import { CONTRACT_ENABLEMENT_FLAGS } from '@panalo/contract/system';
import type { PermissionValue, RegisterSettingsValue, SystemStatusValue, WhitelabelValue } from '@panalo/contract/system';
import type { AppContext } from '../../app-context';
import { toIso } from '../../lib/clock';
import { isRestricted } from '../../lib/ip-rules';
import type { Merchant } from '../../kernel/merchant';
import { socialLoginOptions } from '../identity/oidc-providers';
import { formTabs, mobilePasswordRequired, passwordRecovery } from '../verification/sms-features';

/** Status 1 while the brand is in maintenance; otherwise 2 when this visitor's IP is kept out. */
export function systemStatus(merchant: Merchant, ip: string): SystemStatusValue {
  const { maintenance, regionRestriction } = merchant.settings;
  const status = maintenance.enabled
    ? SystemStatus.MAINTENANCE
    : isRestricted(regionRestriction, ip)
      ? SystemStatus.REGION_RESTRICTION
      : SystemStatus.NORMAL;
  return { status, maintenanceEndTime: maintenance.endTime === null ? null : toIso(maintenance.endTime), ip };
}

/**
 * The whitelabel answer: the brand's flags and modules, and the spec's contract enablement flags
 * read from the brand's `agentContracts` switches (one setting, so the two never disagree).
 */
export function whitelabel(merchant: Merchant): WhitelabelValue {
  const on = merchant.settings.agentContracts;
  const flag = (kind: keyof typeof on) => (on[kind] ? 1 : 0);
  const names = CONTRACT_ENABLEMENT_FLAGS;
  return {
    ...merchant.whitelabel,
    contracts: {
      [names.DIVIDEND]: flag('DIVIDEND'),
      [names.DAILY]: flag('DAILY'),
      [names.HOURLY]: flag('HOURLY'),
      [names.REALTIME]: flag('REALTIME'),
    },
  };
}

export function registerSettings(merchant: Merchant): RegisterSettingsValue {
  const { flags, modules } = merchant.whitelabel;
  return {
    usernameRegistration: flags.USERNAMEREG3 === 1,
    mobileRegistration: flags.MOBILENUMREG3 === 1 || modules.mobileRegistration === 1,
    smsVerification: flags.REGMOBVERF3 === 1 || modules.smsVerification === 1,
    invitationCodeRequired: merchant.registerSettings.invitationCodeRequired,
    minimumAge: MINIMUM_AGE,
    gamingVenues: merchant.registerSettings.gamingVenues,
    defaultCountryDialingCode: merchant.registerSettings.defaultCountryDialingCode,
    ...formTabs(merchant),
    mobilePasswordRequired: mobilePasswordRequired(merchant),
    passwordRecovery: passwordRecovery(merchant),
    humanCheck: merchant.settings.humanCheck,
  };
}

export function domainRoutes(merchant: Merchant) {
  return merchant.domains.map((d) => ({ domain: d.domain, main: d.isMain, mirror: d.isMirror }));
}

/** Everything the client needs at start, in one call (spec 000 "Permission info"). */
export function permission(ctx: AppContext, merchant: Merchant, ip: string): PermissionValue {
  const { settings } = merchant;
  const mainDomain = merchant.domains.find((d) => d.isMain)?.domain ?? merchant.domains[0]?.domain ?? '';
  return {
    merchantCode: merchant.code,
    merchantName: merchant.name,
    customerService: settings.customerService,
    domainRoute: domainRoutes(merchant),
    resources: settings.resources,
    whitelabel: whitelabel(merchant),
    register: registerSettings(merchant),
    mainDomain,
    analytics: { gtagId: settings.gtagId },
    imageCDNs: settings.imageCDNs,
    launchGameCDNs: settings.launchGameCDNs,
    location: { ip },
    maintenance: {
      enabled: settings.maintenance.enabled,
      endTime: settings.maintenance.endTime === null ? null : toIso(settings.maintenance.endTime),
    },
    regionRestriction: { enabled: settings.regionRestriction.enabled, restricted: isRestricted(settings.regionRestriction, ip) },
    gmtOffsetMinutes: settings.gmtOffsetMinutes,
    encryption: {
      algorithm: 'RSA-OAEP-256+A256GCM',
      keyId: ctx.bodyKeys.kid,
      jwk: ctx.bodyKeys.publicJwk as Record<string, unknown>,
      plainAccepted: settings.acceptPlainBody,
    },
    socialLogin: socialLoginOptions(ctx, merchant),
    wallet: { agentPolicy: settings.wallet.agentPolicy },
    agentContracts: settings.agentContracts,
    languages: settings.languages,
  };
}
