import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { PLAYER } from './shell';
import { startSite, type Site, type SiteOptions } from './site';

/**
 * What the screenshot scripts (e2e/*-screenshots.ts) share: the folder the docs show pictures
 * from, the two looks each picture is taken in, the site's API without a browser, and the run
 * itself (the site on a fresh database, one browser, both closed at the end).
 */

/** docs/screenshots/, where the pictures go (with a trailing slash). */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** A desktop in the dark theme in English, and a phone in the light theme in Tagalog; `suffix` ends the file names. */
export const VARIANTS = [
  { theme: 'dark', language: 'EN', phone: false, suffix: 'desktop' },
  { theme: 'light', language: 'TY', phone: true, suffix: 'phone-light-tl' },
] as const;
export type Variant = (typeof VARIANTS)[number];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };

export interface VariantContextOptions {
  /** The desktop's viewport (1366×860 unless told otherwise). */
  desktop?: { width: number; height: number };
  /** Ask for the variant's colour scheme (yes unless told otherwise; pages that keep their theme in storage do without). */
  colorScheme?: boolean;
}

/** A browser context of the variant: a phone (touch) or a desktop, at a device scale of 1. */
export function variantContext(browser: Browser, variant: Variant, options: VariantContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: variant.phone ? PHONE : (options.desktop ?? DESKTOP),
    deviceScaleFactor: 1,
    isMobile: variant.phone,
    hasTouch: variant.phone,
    ...(options.colorScheme === false ? {} : { colorScheme: variant.theme }),
  });
}

/**
 * Opens the context's pages on the site in the variant's theme and language, the disclaimer
 * accepted and the visitor's announcement closed; with a token, logged in with it and the
 * member's announcement closed too.
 */
export async function presetSiteStorage(context: BrowserContext, variant: Variant, token?: string): Promise<void> {
  await context.addInitScript(
    ({ theme, language, token }) => {
      localStorage.setItem('panalo.theme', theme);
      localStorage.setItem('panalo.language', language);
      if (token && !sessionStorage.getItem('panalo.token')) sessionStorage.setItem('panalo.token', token);
      sessionStorage.setItem('panalo.disclaimer', 'accepted');
      sessionStorage.setItem('panalo.popupClosed.visitor', '1');
      if (token) sessionStorage.setItem('panalo.popupClosed.member', '1');
    },
    { theme: variant.theme, language: variant.language, token },
  );
}

/** A call to the site's JSON API, answered as `{ success, value }`. */
export async function siteJson(site: Site, path: string, init: RequestInit = {}): Promise<{ success: boolean; value: never }> {
  const response = await fetch(`${site.url}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(init.headers ?? {}) },
  });
  return (await response.json()) as { success: boolean; value: never };
}

/** player1's session token (a log-in in the language, when one is given). */
export async function playerToken(site: Site, language?: string): Promise<string> {
  const login = await siteJson(site, '/wps/session/login', {
    method: 'POST',
    ...(language ? { headers: { Language: language } } : {}),
    body: JSON.stringify(PLAYER),
  });
  return (login.value as { token: string }).token;
}

export interface ListedGame {
  nodeId: number;
  gameName: string;
  gameClassify: string;
}

/** The games the lobby lists for a query (`vassalage=…&pageSize=…`), to pick one to launch. */
export async function listGames(site: Site, query: string): Promise<ListedGame[]> {
  return ((await siteJson(site, `/lgw/games/list?${query}`)).value as { games: ListedGame[] }).games;
}

/** The address a launch of the game opens for the token's member, in the language (its `lang` set as well). */
export async function launchUrl(site: Site, token: string, nodeId: number, language: string): Promise<string> {
  const launched = await siteJson(site, '/wps/game/launchGame', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Language: language },
    body: JSON.stringify({ nodeId }),
  });
  const url = new URL((launched.value as { url: string }).url, site.url);
  url.searchParams.set('lang', language);
  return url.toString();
}

/** The site on the database an environment variable names, if it names one (its own SQLite file otherwise). */
export function databaseFrom(variable: string): SiteOptions {
  const database = process.env[variable];
  return database ? { env: { DATABASE_URL: database } } : {};
}

/**
 * A screenshot run: makes docs/screenshots/, starts the site (a fresh database with the demo
 * brand) and the browser, takes the pictures, and closes both whatever happens.
 */
export async function takeScreenshots(siteOptions: SiteOptions, shoot: (site: Site, browser: Browser) => Promise<void>): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const site = await startSite(siteOptions);
  const browser = await launchBrowser();
  try {
    await shoot(site, browser);
  } finally {
    await browser.close();
    await site.close();
  }
}
