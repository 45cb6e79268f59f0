/**
 * The captcha's characters as pen strokes, drawn in code rather than taken from a font file, so the
 * picture needs nothing at run time but Node. Each character has two skeletons (an upper-case and a
 * lower-case letter, or two ways of writing a digit); the picture adds the pen style and the
 * distortions. Coordinates are a grid about 8 wide and 10 high, y pointing down; lower-case letters
 * use the same grid with their x-height from 4 to 10.
 *
 * The alphabet leaves out what people confuse once a glyph is bent: I, L, O, Q, S, Z, 0, 1 and 5.
 */
export type Point = readonly [number, number];
export type Stroke = readonly Point[];
export type GlyphForm = readonly Stroke[];

export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPRTUVWXY2346789';

/** Points along an ellipse from angle `from` to `to` (degrees; 0 east, 90 south, as y points down). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 12));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

const ring = (cx: number, cy: number, rx: number, ry: number) => arc(cx, cy, rx, ry, 0, 360);

// prettier-ignore
const bowlB: Point[] = [[1, 0], [5, 0], ...arc(5, 2.5, 2.5, 2.5, -90, 90), [1, 5], [5.5, 5], ...arc(5.5, 7.5, 2.5, 2.5, -90, 90), [1, 10]];
// prettier-ignore
const bowlP: Point[] = [[1, 10], [1, 0], [5, 0], ...arc(5, 2.75, 3, 2.75, -90, 90), [1, 5.5]];

// A table of coordinates reads best one character a line.
// prettier-ignore
const forms: Record<string, readonly [GlyphForm, GlyphForm]> = {
  A: [
    [[[0, 10], [4, 0], [8, 10]], [[1.6, 6], [6.4, 6]]],
    [[[1.5, 5], ...arc(4.25, 6, 2.75, 2, -160, 0), [7, 10]], arc(4.2, 8.3, 2.8, 1.7, 0, 360)],
  ],
  B: [
    [[[1, 0], [1, 10]], bowlB],
    [[[1, 0], [1, 10]], [[1, 0], [4.5, 0], ...arc(4.5, 2, 2, 2, -90, 90), [1, 4], [5, 4], ...arc(5, 7, 3, 3, -90, 90), [1, 10]]],
  ],
  C: [[arc(5, 5, 4.5, 5, -40, -320)], [arc(4.5, 7, 3.5, 3, -40, -320)]],
  D: [
    [[[1, 0], [1, 10]], [[1, 0], [4, 0], ...arc(4, 5, 4, 5, -90, 90), [1, 10]]],
    [[[7, 0], [7, 10]], ring(4, 7, 3, 3)],
  ],
  E: [
    [[[8, 0], [1, 0], [1, 10], [8, 10]], [[1, 5], [6, 5]]],
    [[[1, 7], [7.5, 7], ...arc(4.25, 7, 3.25, 3, 0, -320)]],
  ],
  F: [
    [[[8, 0], [1, 0], [1, 10]], [[1, 5], [6, 5]]],
    [[[7, 0.5], [5, 0], [3.5, 1], [3, 2.5], [3, 10]], [[1, 4], [6, 4]]],
  ],
  G: [
    [[...arc(5, 5, 4.5, 5, -45, -360), [6, 5]]],
    [[...arc(5, 5, 4.5, 5, -45, -360), [9.5, 10]], [[6.5, 5], [9.5, 5]]],
  ],
  H: [
    [[[1, 0], [1, 10]], [[7, 0], [7, 10]], [[1, 5], [7, 5]]],
    [[[1, 0], [1, 10]], [...arc(4, 7, 3, 3, 180, 360), [7, 10]]],
  ],
  J: [
    [[[3, 0], [8, 0]], [[7, 0], ...arc(4, 7, 3, 3, 0, 180)]],
    [[[6, 4], [6, 11], ...arc(3.5, 11, 2.5, 2, 0, 160)], [[6, 1.6], [6, 2.4]]],
  ],
  K: [
    [[[1, 0], [1, 10]], [[7, 0], [1, 6]], [[3.2, 4.2], [7.5, 10]]],
    [[[1, 0], [1, 10]], [[6.5, 4], [1, 8]], [[3, 6.8], [7, 10]]],
  ],
  M: [
    [[[0.5, 10], [1, 0], [4.5, 7], [8, 0], [8.5, 10]]],
    [[[1, 4], [1, 10]], [...arc(2.75, 6.5, 1.75, 2.5, 180, 360), [4.5, 10]], [...arc(6.25, 6.5, 1.75, 2.5, 180, 360), [8, 10]]],
  ],
  N: [[[[1, 10], [1, 0], [7, 10], [7, 0]]], [[[1, 4], [1, 10]], [...arc(4, 7, 3, 3, 180, 360), [7, 10]]]],
  P: [[bowlP], [[[1, 4], [1, 13]], ring(4, 7, 3, 3)]],
  R: [
    [bowlP, [[4, 5.5], [7.5, 10]]],
    [[[1, 4], [1, 10]], arc(4.5, 7, 3.5, 3, 180, 300)],
  ],
  T: [
    [[[0, 0], [8, 0]], [[4, 0], [4, 10]]],
    [[[3.5, 1], [3.5, 8.5], ...arc(5.5, 8.5, 2, 1.5, 180, 20)], [[1.5, 4], [6.5, 4]]],
  ],
  U: [
    [[[1, 0], [1, 6.5], ...arc(4, 6.5, 3, 3.5, 180, 0), [7, 0]]],
    [[[1, 4], ...arc(4, 7, 3, 3, 180, 0)], [[7, 4], [7, 10]]],
  ],
  V: [[[[0, 0], [4, 10], [8, 0]]], [[[0.5, 4], [4, 10], [7.5, 4]]]],
  W: [[[[0, 0], [2, 10], [4, 3], [6, 10], [8, 0]]], [[[0, 4], [2, 10], [4, 5.5], [6, 10], [8, 4]]]],
  X: [
    [[[0, 0], [8, 10]], [[8, 0], [0, 10]]],
    [[[1, 4], [7, 10]], [[7, 4], [1, 10]]],
  ],
  Y: [
    [[[0, 0], [4, 5], [8, 0]], [[4, 5], [4, 10]]],
    [[[0.5, 4], [4, 10]], [[7.5, 4], [4, 10], [2.5, 13]]],
  ],
  '2': [
    [[...arc(4, 3, 3.5, 3, -170, 20), [0.5, 10], [8, 10]]],
    [[[1, 1], [3, 0], [6, 0], [7.5, 1.5], [7.5, 3], [1, 10], [8, 10]]],
  ],
  '3': [
    [arc(4, 2.6, 3.3, 2.6, -160, 90), arc(4, 7.5, 3.6, 2.5, -90, 160)],
    [[[0.5, 0], [7.5, 0], [3.5, 4.8], ...arc(4, 7.4, 3.6, 2.6, -90, 160)]],
  ],
  '4': [
    [[[6, 10], [6, 0], [0, 7], [8, 7]]],
    [[[3, 0], [0.5, 7], [8, 7]], [[6, 3.5], [6, 10]]],
  ],
  '6': [
    [ring(4, 7, 3.5, 3), arc(6.5, 7, 6, 7, 180, 255)],
    [ring(4, 7, 3.5, 3), [[6, 0], [1.2, 6]]],
  ],
  '7': [
    [[[0.5, 0], [8, 0], [3, 10]]],
    [[[0.5, 0], [8, 0], [3, 10]], [[3.5, 5], [7.5, 5]]],
  ],
  '8': [
    [ring(4, 2.6, 2.8, 2.6), ring(4, 7.5, 3.4, 2.5)],
    [ring(4, 3, 3.4, 3), ring(4, 8, 2.5, 2)],
  ],
  '9': [
    [ring(4, 3, 3.5, 3), arc(1.5, 3, 6, 7, 0, 75)],
    [ring(4, 3, 3.5, 3), [[7.5, 3], [5, 10]]],
  ],
};

/** The skeletons of a character of CAPTCHA_ALPHABET. */
export function glyphForms(char: string): readonly GlyphForm[] {
  const found = forms[char];
  if (!found) throw new Error(`no captcha glyph for ${char}`);
  return found;
}
