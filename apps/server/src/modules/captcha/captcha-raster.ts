import type { Point } from './captcha-glyphs';

/**
 * A small software rasteriser for the captcha: strokes become ink coverage (0..1 per pixel) from
 * their distance to the pen's path, which gives anti-aliased round-capped lines with no font engine
 * and no native code. Pixel centres sit at (x + 0.5, y + 0.5).
 */
export type Pen = 'solid' | 'outline' | 'sketch';

export type Rgb = readonly [number, number, number];

export class InkLayer {
  readonly coverage: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.coverage = new Float32Array(width * height);
  }

  /**
   * Paints the union of the strokes: `solid` fills it, `outline` draws only its rim (a hollow
   * letter), with pen radius `radius` in pixels. The union is measured as one distance field, so an
   * outline has no seams where its strokes meet.
   */
  paint(strokes: readonly Point[][], radius: number, pen: 'solid' | 'outline', rim = 0.9): void {
    const reach = radius + rim + 1;
    const points = strokes.flat();
    if (points.length === 0) return;
    const x0 = clamp(Math.floor(Math.min(...points.map((p) => p[0])) - reach), 0, this.width);
    const x1 = clamp(Math.ceil(Math.max(...points.map((p) => p[0])) + reach), 0, this.width);
    const y0 = clamp(Math.floor(Math.min(...points.map((p) => p[1])) - reach), 0, this.height);
    const y1 = clamp(Math.ceil(Math.max(...points.map((p) => p[1])) + reach), 0, this.height);
    const w = x1 - x0;
    if (w <= 0 || y1 <= y0) return;
    const field = new Float32Array(w * (y1 - y0)).fill(Infinity);
    for (const stroke of strokes) {
      if (stroke.length === 1) nearest(field, w, x0, y0, y1, x1, stroke[0]!, stroke[0]!, reach);
      for (let i = 0; i + 1 < stroke.length; i++) nearest(field, w, x0, y0, y1, x1, stroke[i]!, stroke[i + 1]!, reach);
    }
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const d = field[(y - y0) * w + (x - x0)]!;
        if (d === Infinity) continue;
        const ink = pen === 'solid' ? radius + 0.5 - d : rim / 2 + 0.5 - Math.abs(d - radius);
        if (ink <= 0) continue;
        const at = y * this.width + x;
        this.coverage[at] = Math.max(this.coverage[at]!, Math.min(1, ink));
      }
    }
  }

  /** Ink at one pixel, added to what is there (specks of noise). */
  dab(x: number, y: number, amount: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = y * this.width + x;
    this.coverage[at] = Math.min(1, this.coverage[at]! + amount);
  }
}

/** Lowers each pixel's field to its distance from segment a-b, within `reach` of it. */
function nearest(field: Float32Array, w: number, x0: number, y0: number, y1: number, x1: number, a: Point, b: Point, reach: number) {
  const [ax, ay] = a;
  const dx = b[0] - ax;
  const dy = b[1] - ay;
  const length2 = dx * dx + dy * dy;
  const sx0 = Math.max(x0, Math.floor(Math.min(ax, b[0]) - reach));
  const sx1 = Math.min(x1, Math.ceil(Math.max(ax, b[0]) + reach));
  const sy0 = Math.max(y0, Math.floor(Math.min(ay, b[1]) - reach));
  const sy1 = Math.min(y1, Math.ceil(Math.max(ay, b[1]) + reach));
  for (let y = sy0; y < sy1; y++) {
    const py = y + 0.5 - ay;
    for (let x = sx0; x < sx1; x++) {
      const px = x + 0.5 - ax;
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / length2));
      const ex = px - t * dx;
      const ey = py - t * dy;
      const d = Math.sqrt(ex * ex + ey * ey);
      const at = (y - y0) * w + (x - x0);
      if (d < field[at]!) field[at] = d;
    }
  }
}

/** Splits a polyline so no piece is longer than `step` pixels: a warp then bends it smoothly. */
export function subdivide(stroke: readonly Point[], step: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < stroke.length; i++) {
    const a = stroke[i]!;
    out.push(a);
    const b = stroke[i + 1];
    if (!b) break;
    const pieces = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step);
    for (let k = 1; k < pieces; k++) out.push([a[0] + ((b[0] - a[0]) * k) / pieces, a[1] + ((b[1] - a[1]) * k) / pieces]);
  }
  return out;
}

/** Points along a cubic Bézier curve. */
export function bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: number): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    const at = (k: 0 | 1) => u * u * u * p0[k] + 3 * u * u * t * p1[k] + 3 * u * t * t * p2[k] + t * t * t * p3[k];
    return [at(0), at(1)] as const;
  });
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));
