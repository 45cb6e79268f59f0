import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { GAME_AREAS } from '../features/games/game-areas';
import { usePermission } from '../features/system/api/get-permission';

type PageKind = 'home' | 'lobby' | 'originals' | 'verify' | 'help' | 'applyAgent' | 'login' | 'register' | 'member' | 'agent' | 'other';

const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home']);
const FIXED: Record<string, PageKind> = {
  '/originals': 'originals',
  '/originals/verify': 'verify',
  '/help': 'help',
  '/helpmc': 'help',
  '/applyagent': 'applyAgent',
  '/login': 'login',
  '/register': 'register',
};

/** Which page an address is, as the router matches it (without regard to case). */
export function pageOf(pathname: string): { kind: PageKind; area?: (typeof GAME_AREAS)[number]['key'] } {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  if (HOME_PATHS.has(path)) return { kind: 'home' };
  const fixed = FIXED[path];
  if (fixed) return { kind: fixed };
  const area = GAME_AREAS.find((entry) => entry.lobby && entry.path.toLowerCase() === path);
  if (area) return { kind: 'lobby', area: area.key };
  if (path === '/member' || path.startsWith('/member/')) return { kind: 'member' };
  if (path === '/agent' || path.startsWith('/agenthome')) return { kind: 'agent' };
  return { kind: 'other' };
}

function setDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/**
 * Each page's title and description in the player's language, with the brand's name: what a
 * browser tab, a bookmark and a search result show. The page language (<html lang>) follows the
 * language choice (lib/i18n.ts).
 */
export function PageMeta() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const brand = usePermission().data?.merchantName ?? 'Panalo';
  useEffect(() => {
    const page = pageOf(pathname);
    const area = page.area ? t(`areas.${page.area}`) : '';
    const title = page.kind === 'other' ? '' : t(`pageMeta.${page.kind}.title`, { area, brand });
    document.title = page.kind === 'home' ? `${brand} | ${title}` : title ? `${title} | ${brand}` : brand;
    const described = page.kind === 'other' || page.kind === 'member' || page.kind === 'agent' ? 'home' : page.kind;
    setDescription(t(`pageMeta.${described}.description`, { area, brand }));
  }, [pathname, brand, t, i18n.language]);
  return null;
}
