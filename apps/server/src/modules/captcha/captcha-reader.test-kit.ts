import { inflateSync } from 'node:zlib';

/**
 * The attack of issue #37 item 7, as a test tool: a template matcher that learns what each
 * character looks like from captchas whose answers it knows (the generator's own output), then
 * reads new ones. It reads both picture formats the server has served:
 * - SVG (svg-captcha): each glyph is its own <path>, whose outline is the font's, with its points
 *   jittered; the sequence of path commands is the same for every drawing of a character, so it
 *   is the template (about 40 lines read 100 % of them).
 * - PNG: the usual pixel attack: ink by a brightness threshold, specks removed, the inked span cut
 *   into equal parts, each cropped to its ink and scaled to 16 x 16, then the nearest learned glyph.
 */
export interface CaptchaReader {
  learn(image: string, answer: string): void;
  read(image: string): string;
}

export function templateReader(): CaptchaReader {
  const svg = svgReader();
  const png = pngReader();
  const formatOf = (image: string) => (image.startsWith('data:image/svg+xml') ? svg : png);
  return {
    learn: (image, answer) => formatOf(image).learn(image, answer.toLowerCase()),
    read: (image) => formatOf(image).read(image),
  };
}

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

// ---- SVG: one <path fill=…> per glyph, noise lines are stroked paths with fill="none" ----

function svgGlyphs(image: string): string[] {
  const glyphs = [
    ...bytesOf(image)
      .toString()
      .matchAll(/<path fill="[^"]+" d="([^"]+)"/g),
  ].map(([, d]) => ({
    x: Number.parseFloat(d!.slice(1)),
    signature: d!.replace(/[^A-Za-z]/g, ''),
  }));
  return glyphs.sort((a, b) => a.x - b.x).map((glyph) => glyph.signature);
}

function svgReader(): CaptchaReader {
  const seen = new Map<string, Map<string, number>>();
  return {
    learn(image, answer) {
      svgGlyphs(image).forEach((signature, i) => {
        const counts = seen.get(signature) ?? new Map<string, number>();
        counts.set(answer[i]!, (counts.get(answer[i]!) ?? 0) + 1);
        seen.set(signature, counts);
      });
    },
    read: (image) =>
      svgGlyphs(image)
        .map((signature) => [...(seen.get(signature) ?? new Map([['?', 0]]))].sort((a, b) => b[1] - a[1])[0]![0])
        .join(''),
  };
}

// ---- PNG ----

/** Decodes an 8-bit truecolour (2) or truecolour + alpha (6) PNG to brightness, 0 black to 1 white. */
export function pngBrightness(bytes: Buffer): { width: number; height: number; light: Float32Array } {
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const channels = bytes[25] === 6 ? 4 : 3;
  const parts: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(parts));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? pixels[y * stride + i - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const corner = y > 0 && i >= channels ? pixels[(y - 1) * stride + i - channels]! : 0;
      const estimate = [0, left, up, (left + up) >> 1, paeth(left, up, corner)][filter]!;
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + estimate) & 0xff;
    }
  }
  const light = new Float32Array(width * height);
  for (let p = 0; p < width * height; p++) {
    const [r, g, b] = [pixels[p * channels]!, pixels[p * channels + 1]!, pixels[p * channels + 2]!];
    light[p] = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  }
  return { width, height, light };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

const GRID = 16;

/** The picture cut into `count` glyph images of GRID x GRID ink fractions. */
export function pngGlyphs(image: string, count: number): Float32Array[] {
  const { width, height, light } = pngBrightness(bytesOf(image));
  const ink = new Uint8Array(width * height);
  for (let p = 0; p < ink.length; p++) ink[p] = light[p]! < 0.6 ? 1 : 0;
  // Specks: an inked pixel with fewer than two inked neighbours.
  const clean = ink.map((on, p) => {
    if (!on) return 0;
    const [x, y] = [p % width, Math.floor(p / width)];
    let around = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++)
        if ((dx || dy) && x + dx >= 0 && x + dx < width && y + dy >= 0 && y + dy < height) around += ink[p + dy * width + dx]!;
    return around >= 2 ? 1 : 0;
  });
  // Columns crossed by a glyph hold more ink than those crossed only by a thin line.
  const columns = Array.from({ length: width }, (_, x) => {
    let sum = 0;
    for (let y = 0; y < height; y++) sum += clean[y * width + x]!;
    return sum;
  });
  const busy = columns.map((sum, x) => (sum >= 6 ? x : -1)).filter((x) => x >= 0);
  const left = busy[0] ?? 0;
  const right = (busy.at(-1) ?? width - 1) + 1;
  return Array.from({ length: count }, (_, i) => {
    const x0 = Math.floor(left + ((right - left) * i) / count);
    const x1 = Math.max(x0 + 1, Math.floor(left + ((right - left) * (i + 1)) / count));
    let y0 = height;
    let y1 = 0;
    for (let y = 0; y < height; y++)
      for (let x = x0; x < x1; x++)
        if (clean[y * width + x]) {
          y0 = Math.min(y0, y);
          y1 = Math.max(y1, y + 1);
        }
    if (y1 <= y0) [y0, y1] = [0, height];
    const cells = new Float32Array(GRID * GRID);
    for (let gy = 0; gy < GRID; gy++)
      for (let gx = 0; gx < GRID; gx++) {
        const [ya, yb] = [y0 + Math.floor(((y1 - y0) * gy) / GRID), y0 + Math.max(1, Math.ceil(((y1 - y0) * (gy + 1)) / GRID))];
        const [xa, xb] = [x0 + Math.floor(((x1 - x0) * gx) / GRID), x0 + Math.max(1, Math.ceil(((x1 - x0) * (gx + 1)) / GRID))];
        let sum = 0;
        let n = 0;
        for (let y = ya; y < Math.min(yb, y1); y++)
          for (let x = xa; x < Math.min(xb, x1); x++) {
            sum += clean[y * width + x]!;
            n++;
          }
        cells[gy * GRID + gx] = n ? sum / n : 0;
      }
    return cells;
  });
}

function pngReader(): CaptchaReader {
  const templates: { label: string; cells: Float32Array }[] = [];
  const nearest = (cells: Float32Array) => {
    let best = { label: '?', distance: Infinity };
    for (const template of templates) {
      let distance = 0;
      for (let i = 0; i < cells.length; i++) distance += (cells[i]! - template.cells[i]!) ** 2;
      if (distance < best.distance) best = { label: template.label, distance };
    }
    return best.label;
  };
  let length = 4;
  return {
    learn(image, answer) {
      length = answer.length;
      pngGlyphs(image, answer.length).forEach((cells, i) => templates.push({ label: answer[i]!, cells }));
    },
    read: (image) => pngGlyphs(image, length).map(nearest).join(''),
  };
}
