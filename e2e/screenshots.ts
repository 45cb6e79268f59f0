/**
 * `npm run screenshots`: starts the demo site (a fresh SQLite file, like the browser tests), and
 * captures its main screens in both themes and both languages, on a desktop and a phone, into
 * docs/screenshots/ (the README's four under their own names). Needs the built web app (`npm run build`) and a Chromium (see support/browser.ts).
 *
 *   npm run screenshots                 every scene
 *   npm run screenshots -- home agent   only these scenes
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { findChromium, launchBrowser } from './support/browser';
import { PLAYER, dismissSitePopups, type Account } from './support/shell';
import { startSite, type Site } from './support/site';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

type Theme = 'dark' | 'light';
type Language = 'EN' | 'TY';
interface Variant {
  theme: Theme;
  language: Language;
  device: 'desktop' | 'phone';
}

interface Scene {
  name: string;
  /** Who is logged in: a demo account, or 'new' for a member registered just for the picture; none: a visitor. */
  account?: Account | 'new';
  /** Leave the disclaimer and the announcement popup to show (they are closed otherwise). */
  keepPopups?: 'disclaimer' | 'popup';
  path: string;
  /** What to do after the page is ready and before the picture. */
  act?: (page: Page) => Promise<void>;
}

const AGENT = { username: 'agent1', password: 'Agent1234' };

const SCENES: Scene[] = [
  { name: 'home', path: '/' },
  { name: 'disclaimer', path: '/', keepPopups: 'disclaimer' },
  { name: 'announcements', path: '/', keepPopups: 'popup' },
  { name: 'login', path: '/login', act: (page) => page.getByTestId('login-dialog').waitFor() },
  { name: 'register', path: '/register', act: (page) => page.getByTestId('register-dialog').waitFor() },
  {
    name: 'member-home',
    path: '/',
    account: PLAYER,
    act: async (page) => {
      await page.getByTestId('account-menu').click();
    },
  },
  {
    name: 'side-menu',
    path: '/',
    account: PLAYER,
    act: async (page) => {
      await page.getByTestId('header-menu').click();
      await page.getByTestId('side-menu').waitFor();
    },
  },
  {
    name: 'notices',
    path: '/',
    account: PLAYER,
    act: async (page) => {
      if (!(await page.getByTestId('header-bell').isVisible())) return;
      await page.getByTestId('header-bell').click();
      await page.getByTestId('notices-dialog').waitFor();
    },
  },
  { name: 'kyc', path: '/', account: 'new', act: openKyc },
  { name: 'agent-login', path: '/agent', act: (page) => page.getByTestId('login-submit').waitFor() },
  { name: 'agent-apply', path: '/applyAgent', act: (page) => page.getByTestId('agent-apply-form').waitFor() },
  { name: 'agent-center', path: '/agentHome', account: AGENT, act: (page) => page.getByTestId('agent-center').waitFor() },
  {
    name: 'vendor-menu',
    path: '/',
    act: async (page) => {
      const sports = page.getByTestId('nav-sports');
      if (await sports.isVisible()) await sports.hover();
    },
  },
  { name: 'lobby', path: '/rng', act: waitForGames },
  {
    name: 'home-slots',
    path: '/?tab=RNG',
    act: async (page) => {
      await page.getByTestId('home-lobby-RNG').waitFor();
      // The tab list keeps clear of the sticky header when scrolled to (scroll-margin-top).
      await page.getByRole('tablist').evaluate((tabs) => tabs.scrollIntoView({ block: 'start' }));
    },
  },
  {
    name: 'free-play-dice',
    path: '/originals?game=dice&demo=1',
    act: async (page) => {
      await page.getByTestId('dice-play').click();
      await page.getByTestId('round-result').waitFor();
    },
  },
  { name: 'favorites', path: '/favorite', account: PLAYER, act: addFavourites },
  {
    name: 'originals-dice',
    path: '/originals?game=dice',
    account: PLAYER,
    act: async (page) => {
      await page.getByTestId('dice-play').click();
      await page.getByTestId('round-result').waitFor();
    },
  },
  {
    name: 'originals-slot',
    path: '/originals?game=slot',
    account: PLAYER,
    act: async (page) => {
      await page.getByTestId('slot-spin').click();
      await page.getByTestId('round-result').waitFor();
    },
  },
  {
    name: 'verify',
    path: '/originals/verify?game=mines',
    act: async (page) => {
      await page.getByTestId('verify-example').click();
      await page.getByTestId('verify-submit').click();
      await page.getByTestId('verify-seed-match').waitFor();
    },
  },
  {
    name: 'bet-records',
    path: '/member/personalHistoryCopy',
    account: PLAYER,
    act: async (page) => {
      await playOriginals(page);
      await page.reload();
      await page.getByTestId('bet-records-table').waitFor();
    },
  },
  { name: 'help', path: '/help#term', act: (page) => page.getByTestId('help-term').waitFor() },
  { name: 'legal', path: '/', act: async (page) => page.getByTestId('footer-legal').click() },
];

/** Waits for the game grid and its (lazy) pictures in view. */
async function waitForGames(page: Page): Promise<void> {
  await page.getByTestId('game-tile').first().waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** Stars the first few hot games of the logged-in member (through the API, as the star does), then shows /favorite. */
async function addFavourites(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const token = sessionStorage.getItem('panalo.token') ?? '';
    const hot = (await (await fetch('/lgw/games/hot?limit=8')).json()) as { value: { list: Array<{ nodeId: number }> } };
    for (const game of hot.value.list) {
      await fetch('/lgw/games/favorites', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ nodeId: game.nodeId }),
      });
    }
  });
  await page.reload();
  await dismissSitePopups(page);
  await waitForGames(page);
}

/** A few rounds of the built-in games through the API, as the game page plays them, so the betting record has rows. */
async function playOriginals(page: Page): Promise<void> {
  const token = await page.evaluate(() => sessionStorage.getItem('panalo.token'));
  const origin = new URL(page.url()).origin;
  const call = async (path: string, body?: unknown, auth = true): Promise<Record<string, unknown>> => {
    const response = await fetch(`${origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', ...(auth && token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return ((await response.json()) as { value: Record<string, unknown> }).value;
  };
  const games = (await call('/lgw/games/list?vassalage=PNL')).games as { gameCode: string; nodeId: number }[];
  const rounds: [string, unknown][] = [
    ['dice', { amount: 1_000, direction: 'under', target: 4_950 }],
    ['slot', { amount: 2_500 }],
    ['crash', { amount: 1_000, cashOutAt: 200 }],
    ['baccarat', { banker: 5_000 }],
  ];
  for (const [game, bet] of rounds) {
    const launched = await call('/wps/game/launchGame', { nodeId: games.find((entry) => entry.gameCode === game)?.nodeId });
    const session = new URL(String(launched.url), origin).searchParams.get('token');
    await call('/lgw/originals/v1/play', { token: session, game, bet }, false);
  }
}

/**
 * The KYC modal is the account flows' (features/kyc); capture whatever state exists: the modal if
 * it opened by itself or from a start button, else the security centre page as it is.
 */
async function openKyc(page: Page): Promise<void> {
  const dialog = page.getByTestId('kyc-modal');
  // A new member is prompted by the security popup; its button opens the KYC modal.
  await page
    .getByTestId('security-modal')
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  if (await dialog.isVisible().catch(() => false)) return;
  for (const id of ['security-verify', 'kyc-start', 'security-kyc-start']) {
    const button = page.getByTestId(id);
    if (await button.isVisible().catch(() => false)) {
      await button.click();
      await dialog.waitFor({ timeout: 5_000 }).catch(() => undefined);
      return;
    }
  }
}

const VARIANTS: Variant[] = [
  { theme: 'dark', language: 'EN', device: 'desktop' },
  { theme: 'light', language: 'EN', device: 'desktop' },
  { theme: 'dark', language: 'TY', device: 'desktop' },
  { theme: 'light', language: 'TY', device: 'desktop' },
  { theme: 'dark', language: 'EN', device: 'phone' },
  { theme: 'light', language: 'TY', device: 'phone' },
];

/**
 * The pictures the README shows, copied under stable names. Only these (and the wallet pictures)
 * are kept in git; the full set of variants is for looking at locally (.gitignore).
 */
const README_PICTURES: Record<string, string> = {
  'home-dark-en.png': 'home-dark.png',
  'register-dark-en.png': 'register.png',
  'member-home-light-en.png': 'member-light.png',
  'home-dark-en-phone.png': 'home-mobile.png',
};

let registered = 0;

/** Logs a demo account in, or registers a new member (plain JSON: the demo brand accepts it), for its token. */
async function logIn(site: Site, account: NonNullable<Scene['account']>): Promise<string> {
  const fresh = account === 'new';
  const username = fresh ? `shot${Date.now().toString(36)}${(registered += 1)}` : account.username;
  const password = fresh ? 'Screenshot123' : account.password;
  const body = fresh ? { username, password, confirmPassword: password, termsAccepted: true, ageConfirmed: true } : { username, password };
  const response = await fetch(`${site.url}/wps/${fresh ? 'member/register' : 'session/login'}`, {
    method: fresh ? 'PUT' : 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; value?: { token: string }; message?: string };
  if (!json.success || !json.value) throw new Error(`${fresh ? 'registration' : 'log-in'} of ${username} failed: ${json.message}`);
  return json.value.token;
}

async function shoot(browser: Browser, site: Site, scene: Scene, variant: Variant): Promise<string> {
  const phone = variant.device === 'phone';
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
    deviceScaleFactor: 1,
    hasTouch: phone,
    isMobile: phone,
  });
  const token = scene.account ? await logIn(site, scene.account) : null;
  await context.addInitScript(
    ({ theme, language, token, keep }) => {
      localStorage.setItem('panalo.theme', theme);
      localStorage.setItem('panalo.language', language);
      if (token && !sessionStorage.getItem('panalo.token')) sessionStorage.setItem('panalo.token', token);
      if (keep !== 'disclaimer' && !sessionStorage.getItem('panalo.disclaimer')) sessionStorage.setItem('panalo.disclaimer', 'accepted');
      if (keep !== 'popup') {
        sessionStorage.setItem('panalo.popupClosed.visitor', '1');
        sessionStorage.setItem('panalo.popupClosed.member', '1');
      }
    },
    { theme: variant.theme, language: variant.language, token, keep: scene.keepPopups },
  );
  try {
    return await capture(await context.newPage(), site, scene, variant);
  } finally {
    await context.close();
  }
}

async function capture(page: Page, site: Site, scene: Scene, variant: Variant): Promise<string> {
  const phone = variant.device === 'phone';
  await page.goto(`${site.url}${scene.path}`);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  if (scene.keepPopups === 'popup') await page.getByTestId('announcement-popup').waitFor({ timeout: 10_000 });
  if (scene.keepPopups === 'disclaimer') await page.getByTestId('disclaimer-dialog').waitFor({ timeout: 10_000 });
  if (!scene.keepPopups) await dismissSitePopups(page);
  await scene.act?.(page);
  // Let entry animations finish.
  await page.waitForTimeout(350);
  const file = `${scene.name}-${variant.theme}-${variant.language.toLowerCase()}${phone ? '-phone' : ''}.png`;
  await page.screenshot({ path: `${outDir}${file}` });
  return file;
}

async function main(): Promise<void> {
  if (!findChromium()) throw new Error('no Chromium found (set CHROMIUM_PATH or install Debian chromium)');
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const scenes = wanted.length ? SCENES.filter((scene) => wanted.includes(scene.name)) : SCENES;
  mkdirSync(outDir, { recursive: true });
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    let failed = 0;
    for (const scene of scenes) {
      for (const variant of VARIANTS) {
        // One scene that cannot be shot (a screen still being built) must not cost the others.
        try {
          console.log(await shoot(browser, site, scene, variant));
        } catch (error) {
          failed += 1;
          console.error(`${scene.name} ${variant.theme} ${variant.language} ${variant.device}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    for (const [from, to] of Object.entries(README_PICTURES)) {
      if (existsSync(`${outDir}${from}`)) copyFileSync(`${outDir}${from}`, `${outDir}${to}`);
    }
    if (failed) process.exitCode = 1;
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
