import type { SlotSymbol } from './fair/slot-paytable';

/**
 * The slot symbols' art, one small SVG each (100×100, no outside asset, no ids, so any number of
 * them can sit in one page). The built-in slot (apps/web) shows them as images; the studio's game
 * pages inline them.
 */

const tile = (fill: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false">` +
  `<rect x="4" y="4" width="92" height="92" rx="18" fill="${fill}"/>` +
  `<rect x="4" y="4" width="92" height="46" rx="18" fill="#ffffff" fill-opacity="0.14"/>${body}</svg>`;

const letter = (fill: string, ink: string, text: string, size = 56): string =>
  tile(
    fill,
    `<text x="50" y="52" text-anchor="middle" dominant-baseline="central" font-family="Georgia, 'Times New Roman', serif" ` +
      `font-weight="700" font-size="${size}" fill="${ink}" stroke="#00000033" stroke-width="2">${text}</text>`,
  );

export const SLOT_SYMBOL_ART: Readonly<Record<SlotSymbol, string>> = {
  WILD: tile(
    '#6d28d9',
    '<path d="M50 12l9 20 22 3-16 15 4 22-19-11-19 11 4-22-16-15 22-3z" fill="#fde68a" opacity="0.35"/>' +
      '<text x="50" y="56" text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" font-weight="900" ' +
      'font-size="30" fill="#fff7ed" stroke="#3b0764" stroke-width="2" letter-spacing="1">WILD</text>',
  ),
  SCATTER: tile(
    '#0f766e',
    '<path d="M50 10l8 24 25-6-17 19 17 19-25-6-8 24-8-24-25 6 17-19-17-19 25 6z" fill="#fcd34d" stroke="#92400e" stroke-width="2"/>' +
      '<circle cx="50" cy="50" r="11" fill="#fef3c7"/>',
  ),
  CROWN: tile(
    '#991b1b',
    '<path d="M18 70l-4-38 20 16 16-26 16 26 20-16-4 38z" fill="#fbbf24" stroke="#78350f" stroke-width="3" stroke-linejoin="round"/>' +
      '<rect x="18" y="70" width="64" height="10" rx="3" fill="#f59e0b" stroke="#78350f" stroke-width="3"/>' +
      '<circle cx="50" cy="56" r="6" fill="#ef4444"/><circle cx="32" cy="60" r="4" fill="#22d3ee"/><circle cx="68" cy="60" r="4" fill="#22d3ee"/>',
  ),
  GEM: tile(
    '#1e3a8a',
    '<path d="M30 22h40l16 20-36 42-36-42z" fill="#38bdf8" stroke="#0c4a6e" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M14 42h72M30 22l8 20 12 42 12-42 8-20M38 42l12-20 12 20" fill="none" stroke="#e0f2fe" stroke-width="2"/>',
  ),
  BELL: tile(
    '#a16207',
    '<path d="M50 16c-16 0-24 14-24 30v14l-8 10h64l-8-10V46c0-16-8-30-24-30z" fill="#fde047" stroke="#713f12" stroke-width="3" stroke-linejoin="round"/>' +
      '<circle cx="50" cy="78" r="7" fill="#facc15" stroke="#713f12" stroke-width="3"/><path d="M38 34c3-6 8-9 12-9" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>',
  ),
  ACE: letter('#b91c1c', '#fff1f2', 'A'),
  KING: letter('#1d4ed8', '#eff6ff', 'K'),
  QUEEN: letter('#be185d', '#fdf2f8', 'Q'),
  JACK: letter('#15803d', '#f0fdf4', 'J'),
  TEN: letter('#c2410c', '#fff7ed', '10', 46),
};

/** The art as an image address, for an <img>. */
export const slotSymbolImage = (symbol: SlotSymbol): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SLOT_SYMBOL_ART[symbol])}`;
