import type { Language } from '@panalo/contract/constants';
import { PRIVATE_PATH_PREFIXES, PUBLIC_PAGE_PATHS } from '@panalo/contract/site';
import type { AppContext } from '../../app-context';
import type { Merchant } from '../../kernel/merchant';
import { AppError } from '../../lib/app-error';

/** Where the brand's site is, as the browser asked for it: `https://brand.example` (port kept). */
export interface SiteAddress {
  protocol: string;
  /** The Host header's value, already matched to one of the brand's domains. */
  host: string;
  hostname: string;
}

/**
 * The brand whose domain the request came to. These files are not API calls, so the brand
 * plugin does not run for them; an unknown or inactive domain gets a plain 404.
 */
export async function brandOfSite(ctx: AppContext, site: SiteAddress): Promise<Merchant> {
  const merchant = await ctx.merchants.byDomain(site.hostname);
  if (!merchant || merchant.status !== 'active') throw new AppError('NOT_FOUND');
  return merchant;
}

const DEFAULT_DESCRIPTION: Record<Language, string> = {
  EN: 'Online games and sports betting for adults 21 and over.',
  TY: 'Mga online na laro at pustahan sa sports para sa edad 21 pataas.',
};

/** The built-in icons (apps/web/public/icons), used while a brand sets none of its own. */
const DEFAULT_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** A short name for the home screen: the setting, else the brand's name (browsers cut it past about 12 letters). */
const shortNameOf = (merchant: Merchant): string => merchant.settings.app.shortName ?? merchant.name;

/**
 * The brand's web app manifest: what a phone shows when the site is installed (name, icons,
 * colours) and how it opens (standalone, at the home page). Every brand shares the one built app,
 * so this is made per request from the brand's settings rather than written at build time.
 */
export function webAppManifest(merchant: Merchant, language: Language) {
  const app = merchant.settings.app;
  return {
    id: '/',
    name: merchant.name,
    short_name: shortNameOf(merchant),
    description: app.description ?? DEFAULT_DESCRIPTION[language],
    lang: language === 'TY' ? 'fil' : 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: app.themeColor,
    background_color: app.backgroundColor,
    categories: ['games', 'entertainment'],
    icons: app.icons.length > 0 ? app.icons : DEFAULT_ICONS,
  };
}

const origin = (site: SiteAddress): string => `${site.protocol}://${site.host}`;

/** Search engines may read the public pages; member, agent and API paths are left out. */
export function robotsTxt(site: SiteAddress): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin(site)}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** The public pages at the brand's address that was asked for (each brand domain lists itself). */
export function sitemapXml(site: SiteAddress): string {
  const base = origin(site);
  const urls = PUBLIC_PAGE_PATHS.map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
