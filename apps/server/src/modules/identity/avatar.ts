import { createHash } from 'node:crypto';

/**
 * A member's avatar: a symmetric 5×5 pattern in one colour, derived from the brand and member
 * ids, so it is the same on every call and every process, and no outside service is asked.
 */
export function avatarDataUrl(merchantId: number, memberId: number): string {
  const hash = createHash('sha256').update(`avatar:${merchantId}:${memberId}`).digest();
  const hue = ((hash[0]! << 8) | hash[1]!) % 360;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if ((hash[2 + row * 3 + col]! & 1) === 0) continue;
      for (const x of new Set([col, 4 - col])) cells.push(`<rect x="${10 + x * 16}" y="${10 + row * 16}" width="16" height="16"/>`);
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
    `<rect width="100" height="100" fill="hsl(${hue} 60% 92%)"/>` +
    `<g fill="hsl(${hue} 62% 42%)">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
