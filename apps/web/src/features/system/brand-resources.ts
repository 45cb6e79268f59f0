import type { PermissionValue } from '@panalo/contract/system';

/**
 * The shell's brand links and texts, read from the permission answer's `resources` (a brand
 * setting: `npm run brand -- set <brand> resources '{…}'`). Every key is optional; what a brand
 * leaves out is not shown. Links must be https (or a site path), so a bad setting cannot put a
 * javascript: address on the page.
 */
export const RESOURCE_KEYS = {
  appIos: 'appDownloadIos',
  appAndroid: 'appDownloadAndroid',
  facebook: 'socialFacebook',
  telegram: 'socialTelegram',
  youtube: 'socialYoutube',
  instagram: 'socialInstagram',
  affiliateUrl: 'affiliateUrl',
  regulatorName: 'regulatorName',
  regulatorUrl: 'regulatorUrl',
  licenseNumber: 'licenseNumber',
  /** '1' when the brand serves Portuguese text blocks (see i18n/pt-blocks.ts). */
  ptTextBlocks: 'ptTextBlocks',
} as const;

export type SocialNetwork = 'facebook' | 'telegram' | 'youtube' | 'instagram';
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ['facebook', 'telegram', 'youtube', 'instagram'];

export function safeLink(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    return new URL(text).protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
}

export interface BrandResources {
  appIos?: string;
  appAndroid?: string;
  social: Partial<Record<SocialNetwork, string>>;
  affiliateUrl?: string;
  regulatorName?: string;
  regulatorUrl?: string;
  licenseNumber?: string;
  ptTextBlocks: boolean;
}

export function brandResources(permission: PermissionValue | undefined): BrandResources {
  const raw = permission?.resources ?? {};
  const text = (key: string) => raw[key]?.trim() || undefined;
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const network of SOCIAL_NETWORKS) {
    const link = safeLink(raw[RESOURCE_KEYS[network]]);
    if (link) social[network] = link;
  }
  return {
    appIos: safeLink(raw[RESOURCE_KEYS.appIos]),
    appAndroid: safeLink(raw[RESOURCE_KEYS.appAndroid]),
    social,
    affiliateUrl: safeLink(raw[RESOURCE_KEYS.affiliateUrl]),
    regulatorName: text(RESOURCE_KEYS.regulatorName),
    regulatorUrl: safeLink(raw[RESOURCE_KEYS.regulatorUrl]),
    licenseNumber: text(RESOURCE_KEYS.licenseNumber),
    ptTextBlocks: raw[RESOURCE_KEYS.ptTextBlocks] === '1',
  };
}

/** The brand's official mirror sites (spec: "an official mirror-site list"), from its domain routes. */
export const mirrorSites = (permission: PermissionValue | undefined): string[] =>
  (permission?.domainRoute ?? []).filter((route) => route.mirror).map((route) => route.domain);
