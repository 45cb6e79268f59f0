import { GAME_TYPES } from './games';

/**
 * The site's public pages: what a visitor reaches without an account and a search engine may
 * list. The server's sitemap.xml lists them (with the brand's host) and the web app gives each a
 * title and a description of its own. Lobbies are one per game type, at the type in lower case.
 */
export const LOBBY_PATHS = GAME_TYPES.map((type) => `/${type.toLowerCase()}`);
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  ...LOBBY_PATHS,
  '/originals',
  '/originals/verify',
  '/help',
  '/helpmc',
  '/applyAgent',
];

/**
 * What a search engine should leave alone: member and agent pages (they only ask for a log-in),
 * the API and the hand-over links. robots.txt disallows these prefixes.
 */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/member',
  '/agentHome',
  '/favorite',
  '/recent',
  '/seamless',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/resetPassword',
  '/wps/',
  '/lgw/',
  '/sandbox-pay',
];
