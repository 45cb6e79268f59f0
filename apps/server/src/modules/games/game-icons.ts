import { createHash } from 'node:crypto';

/**
 * Game and vendor icons drawn by the server: a gradient in colours derived from the name, a
 * pattern, and the name's initials. Every icon is the same on every call and every process, needs
 * no outside image, and stays sharp at any size.
 */

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

function palette(seed: string): { hue: number; hue2: number; shape: number } {
  const hash = createHash('sha256').update(seed).digest();
  const hue = ((hash[0]! << 8) | hash[1]!) % 360;
  return { hue, hue2: (hue + 40 + (hash[2]! % 80)) % 360, shape: hash[3]! % 4 };
}

/** Up to three initials of the name's words ("Golden Dragon Fortune" → "GDF"). */
function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 3).map((word) => [...word][0]!) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

const SHAPES = [
  '<circle cx="150" cy="40" r="70" fill="#fff" fill-opacity=".12"/><circle cx="30" cy="170" r="50" fill="#fff" fill-opacity=".08"/>',
  '<path d="M0 140 L200 60 L200 200 L0 200Z" fill="#000" fill-opacity=".15"/>',
  '<rect x="110" y="-30" width="120" height="120" rx="24" transform="rotate(25 170 30)" fill="#fff" fill-opacity=".12"/>',
  '<path d="M-20 60 Q100 0 220 60 L220 90 Q100 30 -20 90Z" fill="#fff" fill-opacity=".12"/>',
];

export function gameIconSvg(vendorCode: string, gameCode: string, name: string): string {
  const { hue, hue2, shape } = palette(`game:${vendorCode}:${gameCode}`);
  const title = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${title}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 46%)"/><stop offset="1" stop-color="hsl(${hue2} 72% 28%)"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="28" fill="url(#g)"/>${SHAPES[shape]}` +
    `<text x="100" y="112" text-anchor="middle" font-family="system-ui,sans-serif" font-size="64" font-weight="800" fill="#fff">${escapeXml(initials(name))}</text>` +
    `<text x="100" y="170" text-anchor="middle" font-family="system-ui,sans-serif" font-size="15" font-weight="600" fill="#fff" fill-opacity=".85">${escapeXml(vendorCode)}</text>` +
    `</svg>`
  );
}

export function vendorIconSvg(vendorCode: string, name: string): string {
  const { hue, hue2 } = palette(`vendor:${vendorCode}`);
  // Long names get a smaller type so they fit the card (about 0.6 em per character, 290 units wide).
  const label = name.slice(0, 28);
  const fontSize = Math.max(14, Math.min(30, Math.floor(290 / (label.length * 0.6))));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" width="320" height="120" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="hsl(${hue} 65% 40%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 26%)"/></linearGradient></defs>` +
    `<rect width="320" height="120" rx="20" fill="url(#v)"/>` +
    `<text x="160" y="${60 + fontSize / 3}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff">${escapeXml(label)}</text>` +
    `</svg>`
  );
}
