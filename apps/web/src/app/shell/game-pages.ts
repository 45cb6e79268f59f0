/**
 * Spec 001 section 2: seamless, lottert, vnlottery and sealottery are game pages, where the side
 * menu is hidden; so are our /lottery (the spec's "lottert") and the built-in games' page
 * (/originals, not its public verifier).
 */
const GAME_PAGES = ['seamless', 'lottert', 'lottery', 'vnlottery', 'sealottery', 'originals'];

export function isGamePage(pathname: string): boolean {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return segments.length === 1 && GAME_PAGES.includes(segments[0]!);
}
