import { randomBytes, randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, glyphForms, type Point } from './captcha-glyphs';
import { encodePng } from './captcha-png';
import { bezier, InkLayer, subdivide, type Pen, type Rgb } from './captcha-raster';

/**
 * The captcha picture, a PNG drawn in-process. A picture is first planned (every random choice,
 * as plain data) and then drawn from the plan, so tests can draw a plan with the distortions taken
 * out and see what each one does. Against a reader that learns what each character looks like from
 * the generator's own output (docs/decisions/0005-raster-captcha.md), every glyph differs: one of
 * two skeletons, one of three pens, its own size, slant, rotation and bend, overlapping its
 * neighbours, under a warp of the whole picture, crossed by curves and fragments in the same ink.
 */

/** A sine displacement: x moves by ax·sin(fx·y + px), y by ay·sin(fy·x + py). */
export interface Wave {
  ax: number;
  fx: number;
  px: number;
  ay: number;
  fy: number;
  py: number;
}

export interface GlyphPlan {
  char: string;
  /** Which skeleton of the character (glyphForms). */
  form: number;
  pen: Pen;
  /** Centre, in pixels. */
  cx: number;
  cy: number;
  /** Capital height in pixels; `stretch` scales the width on top. */
  size: number;
  stretch: number;
  shear: number;
  /** Radians. */
  rotation: number;
  /** Pen radius in pixels. */
  radius: number;
  /** The glyph's own bend, in its own coordinates before rotation. */
  bend: Wave;
}

export interface PicturePlan {
  width: number;
  height: number;
  glyphs: GlyphPlan[];
  /** Bends everything drawn, glyphs and noise alike. */
  warp: Wave;
  /** Long curves across the glyphs and short glyph-like scraps, in the glyphs' ink. */
  marks: { points: Point[]; radius: number }[];
  specks: number;
  paper: readonly [Rgb, Rgb];
  ink: readonly [Rgb, Rgb];
  /** Seeds the sketch pen's tremor and the specks. */
  seed: number;
}

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;
const CAPTCHA_LENGTH = 4;
/** The glyph grid's capital height (captcha-glyphs.ts). */
const CAP_HEIGHT = 10;

export type Random = () => number;

/** A fast generator (sfc32) for the drawing's own choices; seeded from the system's CSPRNG per picture. */
export function seededRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** The answer: characters drawn with the CSPRNG, since they are the secret. */
export const captchaText = (): string =>
  Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const wave = (random: Random, amplitude: number, frequency: number): Wave => ({
  ax: between(random, -amplitude, amplitude),
  fx: between(random, frequency / 2, frequency),
  px: between(random, 0, 2 * Math.PI),
  ay: between(random, -amplitude, amplitude),
  fy: between(random, frequency / 2, frequency),
  py: between(random, 0, 2 * Math.PI),
});
const hsl = (h: number, s: number, l: number): Rgb => {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
};

/** Every random choice of one picture of `text`. */
export function planCaptcha(text: string, random: Random = seededRandom(randomBytes(4).readUInt32LE(0))): PicturePlan {
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const shapes = [...text].map((char) => {
    const form = Math.floor(random() * glyphForms(char).length);
    const size = between(random, 25, 32);
    const stretch = between(random, 0.75, 1.1);
    return { char, form, size, stretch, wide: size * stretch * aspect(char, form) };
  });
  // Neighbours touch or overlap a little (rotation adds to it): no clean gap to cut the word at.
  const gaps = shapes.slice(1).map((shape, i) => ((shapes[i]!.wide + shape.wide) / 2) * between(random, 0.88, 1));
  const span = gaps.reduce((sum, gap) => sum + gap, 0);
  let x = (width - span) / 2 + between(random, -6, 6);
  const glyphs = shapes.map(({ char, form, size, stretch }, i): GlyphPlan => {
    if (i > 0) x += gaps[i - 1]!;
    return {
      char,
      form,
      pen: pick(random, ['solid', 'solid', 'outline', 'sketch'] as const),
      cx: x,
      cy: height / 2 + between(random, -4, 4),
      size,
      stretch,
      shear: between(random, -0.25, 0.25),
      rotation: between(random, -0.3, 0.3),
      radius: between(random, 1.1, 1.9),
      bend: wave(random, 1.8, 0.12),
    };
  });
  const across = (): Point[] => {
    const y = () => between(random, height * 0.2, height * 0.8);
    return bezier(
      [between(random, 0, 20), y()],
      [width * 0.35, between(random, -10, height + 10)],
      [width * 0.65, between(random, -10, height + 10)],
      [between(random, width - 20, width), y()],
      40,
    );
  };
  const scrap = (): Point[] => {
    const cx = between(random, 10, width - 10);
    const cy = between(random, 8, height - 8);
    const r = between(random, 5, 14);
    const from = between(random, 0, 2 * Math.PI);
    const sweep = between(random, 0.4, 1);
    return Array.from(
      { length: 10 },
      (_, i) => [cx + r * Math.cos(from + (sweep * i) / 9), cy + r * Math.sin(from + (sweep * i) / 9)] as const,
    );
  };
  const marks = [
    ...Array.from({ length: 1 + Math.floor(random() * 2) }, () => ({ points: across(), radius: between(random, 0.6, 1.1) })),
    ...Array.from({ length: 2 + Math.floor(random() * 3) }, () => ({ points: scrap(), radius: between(random, 0.7, 1.3) })),
  ];
  const hue = between(random, 0, 360);
  return {
    width,
    height,
    glyphs,
    warp: wave(random, 2.5, 0.12),
    marks,
    specks: 120 + Math.floor(random() * 120),
    paper: [hsl(hue, 0.45, 0.93), hsl(hue + between(random, 60, 180), 0.45, 0.9)],
    ink: [hsl(hue + between(random, 150, 210), 0.6, 0.22), hsl(hue + between(random, 90, 270), 0.55, 0.3)],
    seed: Math.floor(random() * 2 ** 32),
  };
}

/** Width of a skeleton over the grid's capital height. */
function aspect(char: string, form: number): number {
  const skeleton = glyphForms(char)[form]!;
  const xs = skeleton.flat().map((p) => p[0]);
  return (Math.max(...xs) - Math.min(...xs)) / CAP_HEIGHT;
}

const bent = (wave: Wave, [x, y]: Point): Point => [
  x + wave.ax * Math.sin(wave.fx * y + wave.px),
  y + wave.ay * Math.sin(wave.fy * x + wave.py),
];

/** A glyph's strokes in picture pixels: scaled, bent, slanted, turned, placed, warped. */
function glyphStrokes(glyph: GlyphPlan, warp: Wave): Point[][] {
  const form = glyphForms(glyph.char)[glyph.form]!;
  const xs = form.flat().map((p) => p[0]);
  const midX = (Math.min(...xs) + Math.max(...xs)) / 2;
  // One scale for every skeleton, so lower-case letters keep their x-height and sit on the line.
  const scale = glyph.size / CAP_HEIGHT;
  const cos = Math.cos(glyph.rotation);
  const sin = Math.sin(glyph.rotation);
  return form.map((stroke) =>
    subdivide(
      stroke.map(([x, y]) => [(x - midX) * scale * glyph.stretch, (y - CAP_HEIGHT / 2) * scale] as const),
      1.5,
    ).map((point) => {
      const [u0, v] = bent(glyph.bend, point);
      const u = u0 + glyph.shear * v;
      return bent(warp, [glyph.cx + u * cos - v * sin, glyph.cy + u * sin + v * cos]);
    }),
  );
}

/** A hand's tremor: the stroke drawn again a little off its path. */
function tremble(stroke: Point[], random: Random): Point[] {
  const [fa, fb, pa, pb] = [between(random, 0.1, 0.3), between(random, 0.1, 0.3), random() * 6.3, random() * 6.3];
  const amount = between(random, 0.5, 1);
  return stroke.map(([x, y], i) => [x + amount * Math.sin(fa * i + pa), y + amount * Math.sin(fb * i + pb)] as const);
}

/** Draws a plan; returns the PNG's bytes. */
export function drawCaptcha(plan: PicturePlan): Buffer {
  const { width, height } = plan;
  const random = seededRandom(plan.seed);
  const layer = new InkLayer(width, height);
  for (const glyph of plan.glyphs) {
    const strokes = glyphStrokes(glyph, plan.warp);
    if (glyph.pen === 'sketch') {
      const shaky = [...strokes.map((s) => tremble(s, random)), ...strokes.map((s) => tremble(s, random))];
      layer.paint(shaky, glyph.radius * 0.6, 'solid');
    } else {
      layer.paint(strokes, glyph.pen === 'outline' ? glyph.radius + 1.8 : glyph.radius, glyph.pen, 1.1);
    }
  }
  for (const mark of plan.marks) {
    layer.paint([subdivide(mark.points, 1.5).map((point) => bent(plan.warp, point))], mark.radius, 'solid');
  }
  for (let i = 0; i < plan.specks; i++) {
    layer.dab(Math.floor(random() * width), Math.floor(random() * height), between(random, 0.3, 0.8));
  }
  return encodePng(width, height, colour(plan, layer));
}

/** Paper and ink, each a gradient across the picture, mixed by the ink's coverage. */
function colour(plan: PicturePlan, layer: InkLayer): Uint8Array {
  const { width, height } = plan;
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along = x / (width - 1);
      const down = y / (height - 1);
      const ink = layer.coverage[y * width + x]!;
      for (let k = 0; k < 3; k++) {
        const paper = plan.paper[0][k]! * (1 - (along + down) / 2) + plan.paper[1][k]! * ((along + down) / 2);
        const pen = plan.ink[0][k]! * (1 - along) + plan.ink[1][k]! * along;
        rgb[(y * width + x) * 3 + k] = Math.round(paper * (1 - ink) + pen * ink);
      }
    }
  }
  return rgb;
}
